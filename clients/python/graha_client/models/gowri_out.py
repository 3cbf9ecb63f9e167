from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.panchang_nature import PanchangNature
from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="GowriOut")


@_attrs_define
class GowriOut:
    """A Gowri panchangam part.

    Attributes:
        daytime (bool): Between sunrise and sunset (else between sunset and the next sunrise).
        end_time (str):
        ends_at (str):
        lord (PlanetName):
        meaning (str):
        name (str): Uthi, Amirdha, Rogam, Laabam, Dhanam, Sugam, Soram or Visham.
        nature (PanchangNature): How a choghadiya is judged.
        start_time (str):
        starts_at (str):
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
    """

    daytime: bool
    end_time: str
    ends_at: str
    lord: PlanetName
    meaning: str
    name: str
    nature: PanchangNature
    start_time: str
    starts_at: str
    lord_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        daytime = self.daytime

        end_time = self.end_time

        ends_at = self.ends_at

        lord = self.lord.value

        meaning = self.meaning

        name = self.name

        nature = self.nature.value

        start_time = self.start_time

        starts_at = self.starts_at

        lord_name = self.lord_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "daytime": daytime,
                "endTime": end_time,
                "endsAt": ends_at,
                "lord": lord,
                "meaning": meaning,
                "name": name,
                "nature": nature,
                "startTime": start_time,
                "startsAt": starts_at,
            }
        )
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        daytime = d.pop("daytime")

        end_time = d.pop("endTime")

        ends_at = d.pop("endsAt")

        lord = PlanetName(d.pop("lord"))

        meaning = d.pop("meaning")

        name = d.pop("name")

        nature = PanchangNature(d.pop("nature"))

        start_time = d.pop("startTime")

        starts_at = d.pop("startsAt")

        lord_name = d.pop("lordName", UNSET)

        gowri_out = cls(
            daytime=daytime,
            end_time=end_time,
            ends_at=ends_at,
            lord=lord,
            meaning=meaning,
            name=name,
            nature=nature,
            start_time=start_time,
            starts_at=starts_at,
            lord_name=lord_name,
        )

        gowri_out.additional_properties = d
        return gowri_out

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
