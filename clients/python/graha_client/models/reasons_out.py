from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.reason_out import ReasonOut


T = TypeVar("T", bound="ReasonsOut")


@_attrs_define
class ReasonsOut:
    """What counts for and against a window.

    Attributes:
        against (list[ReasonOut]):
        for_ (list[ReasonOut]):
    """

    against: list[ReasonOut]
    for_: list[ReasonOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        against = []
        for against_item_data in self.against:
            against_item = against_item_data.to_dict()
            against.append(against_item)

        for_ = []
        for for_item_data in self.for_:
            for_item = for_item_data.to_dict()
            for_.append(for_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "against": against,
                "for": for_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reason_out import ReasonOut  # noqa: PLC0415

        d = dict(src_dict)
        against = []
        _against = d.pop("against")
        for against_item_data in _against:
            against_item = ReasonOut.from_dict(against_item_data)

            against.append(against_item)

        for_ = []
        _for_ = d.pop("for")
        for for_item_data in _for_:
            for_item = ReasonOut.from_dict(for_item_data)

            for_.append(for_item)

        reasons_out = cls(
            against=against,
            for_=for_,
        )

        reasons_out.additional_properties = d
        return reasons_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
