from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rule_out import RuleOut


T = TypeVar("T", bound="KootaDoshaOut")


@_attrs_define
class KootaDoshaOut:
    """The Nadi or Bhakoot dosha.

    Attributes:
        cancellations (list[RuleOut]):
        description (str):
        is_cancelled (bool):
        is_present (bool):
        kind (None | str | Unset): Nadi dosha: the shared nadi; Bhakoot dosha: `dviDvadasha`, `navaPanchama` or
            `shadAshtaka`.
    """

    cancellations: list[RuleOut]
    description: str
    is_cancelled: bool
    is_present: bool
    kind: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cancellations = []
        for cancellations_item_data in self.cancellations:
            cancellations_item = cancellations_item_data.to_dict()
            cancellations.append(cancellations_item)

        description = self.description

        is_cancelled = self.is_cancelled

        is_present = self.is_present

        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        else:
            kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cancellations": cancellations,
                "description": description,
                "isCancelled": is_cancelled,
                "isPresent": is_present,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule_out import RuleOut  # noqa: PLC0415

        d = dict(src_dict)
        cancellations = []
        _cancellations = d.pop("cancellations")
        for cancellations_item_data in _cancellations:
            cancellations_item = RuleOut.from_dict(cancellations_item_data)

            cancellations.append(cancellations_item)

        description = d.pop("description")

        is_cancelled = d.pop("isCancelled")

        is_present = d.pop("isPresent")

        def _parse_kind(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        kind = _parse_kind(d.pop("kind", UNSET))

        koota_dosha_out = cls(
            cancellations=cancellations,
            description=description,
            is_cancelled=is_cancelled,
            is_present=is_present,
            kind=kind,
        )

        koota_dosha_out.additional_properties = d
        return koota_dosha_out

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
