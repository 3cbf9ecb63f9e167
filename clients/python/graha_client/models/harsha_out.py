from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="HarshaOut")


@_attrs_define
class HarshaOut:
    """Harsha bala of a graha.

    Attributes:
        dina_ratri (int): A masculine graha in a year begun by day, a feminine one by night.
        planet (PlanetName):
        points (int): 0–20: five for each source of delight.
        sthana (int): In its house of delight.
        stri_purusha (int): A feminine graha in a feminine house, a masculine one in a masculine house.
        uchcha_swa (int): In its exaltation or own sign.
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    dina_ratri: int
    planet: PlanetName
    points: int
    sthana: int
    stri_purusha: int
    uchcha_swa: int
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dina_ratri = self.dina_ratri

        planet = self.planet.value

        points = self.points

        sthana = self.sthana

        stri_purusha = self.stri_purusha

        uchcha_swa = self.uchcha_swa

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dinaRatri": dina_ratri,
                "planet": planet,
                "points": points,
                "sthana": sthana,
                "striPurusha": stri_purusha,
                "uchchaSwa": uchcha_swa,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dina_ratri = d.pop("dinaRatri")

        planet = PlanetName(d.pop("planet"))

        points = d.pop("points")

        sthana = d.pop("sthana")

        stri_purusha = d.pop("striPurusha")

        uchcha_swa = d.pop("uchchaSwa")

        planet_name = d.pop("planetName", UNSET)

        harsha_out = cls(
            dina_ratri=dina_ratri,
            planet=planet,
            points=points,
            sthana=sthana,
            stri_purusha=stri_purusha,
            uchcha_swa=uchcha_swa,
            planet_name=planet_name,
        )

        harsha_out.additional_properties = d
        return harsha_out

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
