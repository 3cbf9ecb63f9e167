from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.gender import Gender
from ..types import UNSET, Unset

T = TypeVar("T", bound="ProfileChanges")


@_attrs_define
class ProfileChanges:
    """Changes to a profile (`PATCH /v1/profiles/{id}`): the fields sent change, the others stay;
    the rules are those of [`NewProfile`].

        Attributes:
            date (datetime.date | Unset):
            gender (Gender | Unset): A person's sex as the matching tables need it.
            latitude (float | Unset):
            location (str | Unset):
            longitude (float | Unset):
            name (str | Unset):
            notes (None | str | Unset): Null clears the notes.
            time (str | Unset):
            timezone (str | Unset): An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the names
                accepted.
    """

    date: datetime.date | Unset = UNSET
    gender: Gender | Unset = UNSET
    latitude: float | Unset = UNSET
    location: str | Unset = UNSET
    longitude: float | Unset = UNSET
    name: str | Unset = UNSET
    notes: None | str | Unset = UNSET
    time: str | Unset = UNSET
    timezone: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        date: str | Unset = UNSET
        if not isinstance(self.date, Unset):
            date = self.date.isoformat()

        gender: str | Unset = UNSET
        if not isinstance(self.gender, Unset):
            gender = self.gender.value

        latitude = self.latitude

        location = self.location

        longitude = self.longitude

        name = self.name

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        time = self.time

        timezone = self.timezone

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if date is not UNSET:
            field_dict["date"] = date
        if gender is not UNSET:
            field_dict["gender"] = gender
        if latitude is not UNSET:
            field_dict["latitude"] = latitude
        if location is not UNSET:
            field_dict["location"] = location
        if longitude is not UNSET:
            field_dict["longitude"] = longitude
        if name is not UNSET:
            field_dict["name"] = name
        if notes is not UNSET:
            field_dict["notes"] = notes
        if time is not UNSET:
            field_dict["time"] = time
        if timezone is not UNSET:
            field_dict["timezone"] = timezone

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _date = d.pop("date", UNSET)
        date: datetime.date | Unset
        if isinstance(_date, Unset):
            date = UNSET
        else:
            date = datetime.date.fromisoformat(_date)

        _gender = d.pop("gender", UNSET)
        gender: Gender | Unset
        if isinstance(_gender, Unset):
            gender = UNSET
        else:
            gender = Gender(_gender)

        latitude = d.pop("latitude", UNSET)

        location = d.pop("location", UNSET)

        longitude = d.pop("longitude", UNSET)

        name = d.pop("name", UNSET)

        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))

        time = d.pop("time", UNSET)

        timezone = d.pop("timezone", UNSET)

        profile_changes = cls(
            date=date,
            gender=gender,
            latitude=latitude,
            location=location,
            longitude=longitude,
            name=name,
            notes=notes,
            time=time,
            timezone=timezone,
        )

        return profile_changes
