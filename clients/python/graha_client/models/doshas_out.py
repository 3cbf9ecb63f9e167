from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dosha_out import DoshaOut


T = TypeVar("T", bound="DoshasOut")


@_attrs_define
class DoshasOut:
    """
    Attributes:
        doshas (list[DoshaOut]):
    """

    doshas: list[DoshaOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        doshas = []
        for doshas_item_data in self.doshas:
            doshas_item = doshas_item_data.to_dict()
            doshas.append(doshas_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "doshas": doshas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dosha_out import DoshaOut  # noqa: PLC0415

        d = dict(src_dict)
        doshas = []
        _doshas = d.pop("doshas")
        for doshas_item_data in _doshas:
            doshas_item = DoshaOut.from_dict(doshas_item_data)

            doshas.append(doshas_item)

        doshas_out = cls(
            doshas=doshas,
        )

        doshas_out.additional_properties = d
        return doshas_out

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
