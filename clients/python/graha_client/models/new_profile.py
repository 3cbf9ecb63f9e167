from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.gender import Gender
from ..types import UNSET, Unset

T = TypeVar("T", bound="NewProfile")


@_attrs_define
class NewProfile:
    """A new profile: the birth data (`POST /v1/profiles`).

    Attributes:
        date (datetime.date): YYYY-MM-DD, 1800-01-01 to 2200-12-31.
        gender (Gender): A person's sex as the matching tables need it.
        latitude (float): Degrees, north positive.
        location (str): The birth place as the person names it, 1–200 characters after trimming, no control
            characters.
        longitude (float): Degrees, east positive.
        name (str): The person's name, 1–100 characters after trimming, no control characters.
        time (str): HH:MM or HH:MM:SS, 24-hour, local time at the birth place; a time a DST change skipped
            there is refused.
        timezone (str): An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the names accepted.
        notes (None | str | Unset): Free text for the account's own use (never in a reply but this profile's own).
    """

    date: datetime.date
    gender: Gender
    latitude: float
    location: str
    longitude: float
    name: str
    time: str
    timezone: str
    notes: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        gender = self.gender.value

        latitude = self.latitude

        location = self.location

        longitude = self.longitude

        name = self.name

        time = self.time

        timezone = self.timezone

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
                "gender": gender,
                "latitude": latitude,
                "location": location,
                "longitude": longitude,
                "name": name,
                "time": time,
                "timezone": timezone,
            }
        )
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        gender = Gender(d.pop("gender"))

        latitude = d.pop("latitude")

        location = d.pop("location")

        longitude = d.pop("longitude")

        name = d.pop("name")

        time = d.pop("time")

        timezone = d.pop("timezone")

        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))

        new_profile = cls(
            date=date,
            gender=gender,
            latitude=latitude,
            location=location,
            longitude=longitude,
            name=name,
            time=time,
            timezone=timezone,
            notes=notes,
        )

        return new_profile
