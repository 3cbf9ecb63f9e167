from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TarabalaOut")


@_attrs_define
class TarabalaOut:
    """
    Attributes:
        ends_at (str):
        good (bool):
        name (str):
        starts_at (str):
        tara (str):
    """

    ends_at: str
    good: bool
    name: str
    starts_at: str
    tara: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ends_at = self.ends_at

        good = self.good

        name = self.name

        starts_at = self.starts_at

        tara = self.tara

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endsAt": ends_at,
                "good": good,
                "name": name,
                "startsAt": starts_at,
                "tara": tara,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ends_at = d.pop("endsAt")

        good = d.pop("good")

        name = d.pop("name")

        starts_at = d.pop("startsAt")

        tara = d.pop("tara")

        tarabala_out = cls(
            ends_at=ends_at,
            good=good,
            name=name,
            starts_at=starts_at,
            tara=tara,
        )

        tarabala_out.additional_properties = d
        return tarabala_out

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
