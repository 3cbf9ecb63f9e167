from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.gender_name import GenderName
from ..types import UNSET, Unset

T = TypeVar("T", bound="Profile")


@_attrs_define
class Profile:
    """A profile: a person's birth data.

    Attributes:
        created_at (datetime.datetime):
        date (datetime.date):
        gender (GenderName): A person's sex as the matching tables need it.
        id (UUID):
        latitude (float):
        location (str):
        longitude (float):
        name (str):
        time (str): HH:MM, local time at the birth place.
        timezone (str):
        updated_at (datetime.datetime):
        notes (None | str | Unset): The account's own notes: in the reply of one profile (null: none), never in a list.
    """

    created_at: datetime.datetime
    date: datetime.date
    gender: GenderName
    id: UUID
    latitude: float
    location: str
    longitude: float
    name: str
    time: str
    timezone: str
    updated_at: datetime.datetime
    notes: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        date = self.date.isoformat()

        gender = self.gender.value

        id = str(self.id)

        latitude = self.latitude

        location = self.location

        longitude = self.longitude

        name = self.name

        time = self.time

        timezone = self.timezone

        updated_at = self.updated_at.isoformat()

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "date": date,
                "gender": gender,
                "id": id,
                "latitude": latitude,
                "location": location,
                "longitude": longitude,
                "name": name,
                "time": time,
                "timezone": timezone,
                "updatedAt": updated_at,
            }
        )
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        date = datetime.date.fromisoformat(d.pop("date"))

        gender = GenderName(d.pop("gender"))

        id = UUID(d.pop("id"))

        latitude = d.pop("latitude")

        location = d.pop("location")

        longitude = d.pop("longitude")

        name = d.pop("name")

        time = d.pop("time")

        timezone = d.pop("timezone")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))

        profile = cls(
            created_at=created_at,
            date=date,
            gender=gender,
            id=id,
            latitude=latitude,
            location=location,
            longitude=longitude,
            name=name,
            time=time,
            timezone=timezone,
            updated_at=updated_at,
            notes=notes,
        )

        profile.additional_properties = d
        return profile

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
