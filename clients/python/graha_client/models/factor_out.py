from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.factor_kind import FactorKind
from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="FactorOut")


@_attrs_define
class FactorOut:
    """One piece of the sky behind the texts.

    Attributes:
        kind (FactorKind): What a factor is.
        text (str):
        date (None | str | Unset): The day it happens (an ingress, a station, an eclipse), YYYY-MM-DD in the requested
            zone.
        house (int | None | Unset): The house from the sign, 1–12.
        planet (None | PlanetName | Unset):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    kind: FactorKind
    text: str
    date: None | str | Unset = UNSET
    house: int | None | Unset = UNSET
    planet: None | PlanetName | Unset = UNSET
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        text = self.text

        date: None | str | Unset
        if isinstance(self.date, Unset):
            date = UNSET
        else:
            date = self.date

        house: int | None | Unset
        if isinstance(self.house, Unset):
            house = UNSET
        else:
            house = self.house

        planet: None | str | Unset
        if isinstance(self.planet, Unset):
            planet = UNSET
        elif isinstance(self.planet, PlanetName):
            planet = self.planet.value
        else:
            planet = self.planet

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "text": text,
            }
        )
        if date is not UNSET:
            field_dict["date"] = date
        if house is not UNSET:
            field_dict["house"] = house
        if planet is not UNSET:
            field_dict["planet"] = planet
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = FactorKind(d.pop("kind"))

        text = d.pop("text")

        def _parse_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        date = _parse_date(d.pop("date", UNSET))

        def _parse_house(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        house = _parse_house(d.pop("house", UNSET))

        def _parse_planet(data: object) -> None | PlanetName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                planet_type_0 = PlanetName(data)

                return planet_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanetName | Unset, data)

        planet = _parse_planet(d.pop("planet", UNSET))

        planet_name = d.pop("planetName", UNSET)

        factor_out = cls(
            kind=kind,
            text=text,
            date=date,
            house=house,
            planet=planet,
            planet_name=planet_name,
        )

        factor_out.additional_properties = d
        return factor_out

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
