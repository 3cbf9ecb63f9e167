from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChandrabalaOut")


@_attrs_define
class ChandrabalaOut:
    """
    Attributes:
        ends_at (str):
        good (bool):
        house (int): The day's Moon sign counted from the natal one, 1–12.
        starts_at (str):
    """

    ends_at: str
    good: bool
    house: int
    starts_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ends_at = self.ends_at

        good = self.good

        house = self.house

        starts_at = self.starts_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endsAt": ends_at,
                "good": good,
                "house": house,
                "startsAt": starts_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ends_at = d.pop("endsAt")

        good = d.pop("good")

        house = d.pop("house")

        starts_at = d.pop("startsAt")

        chandrabala_out = cls(
            ends_at=ends_at,
            good=good,
            house=house,
            starts_at=starts_at,
        )

        chandrabala_out.additional_properties = d
        return chandrabala_out

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
