from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dignity import Dignity
from ..models.division import Division
from ..models.lord_role import LordRole
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="DivisionalReading")


@_attrs_define
class DivisionalReading:
    """A birth-chart lord read in a divisional chart.

    Attributes:
        dignity (Dignity): Dignity of a graha in its sign, strongest first.
        division (Division): A divisional chart: one of the sixteen Parashari divisions (BPHS ch. 6) or one of the seven
            further ones. Its wire name is its variant's (`"D9"`).
        house (int): Its house counted from the division's ascendant, 1–12.
        planet (PlanetName):
        role (LordRole): Which lord a divisional reading follows.
        sign (SignName):
        text (str):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    dignity: Dignity
    division: Division
    house: int
    planet: PlanetName
    role: LordRole
    sign: SignName
    text: str
    planet_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dignity = self.dignity.value

        division = self.division.value

        house = self.house

        planet = self.planet.value

        role = self.role.value

        sign = self.sign.value

        text = self.text

        planet_name = self.planet_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dignity": dignity,
                "division": division,
                "house": house,
                "planet": planet,
                "role": role,
                "sign": sign,
                "text": text,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dignity = Dignity(d.pop("dignity"))

        division = Division(d.pop("division"))

        house = d.pop("house")

        planet = PlanetName(d.pop("planet"))

        role = LordRole(d.pop("role"))

        sign = SignName(d.pop("sign"))

        text = d.pop("text")

        planet_name = d.pop("planetName", UNSET)

        sign_name = d.pop("signName", UNSET)

        divisional_reading = cls(
            dignity=dignity,
            division=division,
            house=house,
            planet=planet,
            role=role,
            sign=sign,
            text=text,
            planet_name=planet_name,
            sign_name=sign_name,
        )

        divisional_reading.additional_properties = d
        return divisional_reading

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
