from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LimbOut")


@_attrs_define
class LimbOut:
    """One limb with its number, start and end.

    Attributes:
        end_time (str): `HH:MM` local; see `endsAt` for the date.
        ends_after_next_sunrise (bool): Ends after the next sunrise, so it also rules the next day.
        ends_at (str):
        name (str):
        number (int):
        starts_at (str): When it began (often before sunrise), local time.
    """

    end_time: str
    ends_after_next_sunrise: bool
    ends_at: str
    name: str
    number: int
    starts_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_time = self.end_time

        ends_after_next_sunrise = self.ends_after_next_sunrise

        ends_at = self.ends_at

        name = self.name

        number = self.number

        starts_at = self.starts_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endTime": end_time,
                "endsAfterNextSunrise": ends_after_next_sunrise,
                "endsAt": ends_at,
                "name": name,
                "number": number,
                "startsAt": starts_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        end_time = d.pop("endTime")

        ends_after_next_sunrise = d.pop("endsAfterNextSunrise")

        ends_at = d.pop("endsAt")

        name = d.pop("name")

        number = d.pop("number")

        starts_at = d.pop("startsAt")

        limb_out = cls(
            end_time=end_time,
            ends_after_next_sunrise=ends_after_next_sunrise,
            ends_at=ends_at,
            name=name,
            number=number,
            starts_at=starts_at,
        )

        limb_out.additional_properties = d
        return limb_out

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
