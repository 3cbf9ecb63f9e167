from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.division_out import DivisionOut


T = TypeVar("T", bound="VargasOutDivisions")


@_attrs_define
class VargasOutDivisions:
    """Keyed `D1` … `D144`: the divisions asked for (default the sixteen)."""

    additional_properties: dict[str, DivisionOut] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.division_out import DivisionOut  # noqa: PLC0415

        d = dict(src_dict)
        vargas_out_divisions = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = DivisionOut.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        vargas_out_divisions.additional_properties = additional_properties
        return vargas_out_divisions

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> DivisionOut:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: DivisionOut) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
