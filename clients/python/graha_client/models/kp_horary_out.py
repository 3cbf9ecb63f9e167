from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.house_system import HouseSystem

if TYPE_CHECKING:
    from ..models.horary_out import HoraryOut
    from ..models.kp_cusp_out import KpCuspOut
    from ..models.kp_planet_out import KpPlanetOut
    from ..models.ruling_planets_out import RulingPlanetsOut
    from ..models.significators_out import SignificatorsOut


T = TypeVar("T", bound="KpHoraryOut")


@_attrs_define
class KpHoraryOut:
    """`POST /v1/kp/horary`: the KP tables of the horary chart.

    Attributes:
        cusps (list[KpCuspOut]):
        house_system (HouseSystem): How the bhavas (houses) are divided.
        planets (list[KpPlanetOut]):
        ruling_planets (RulingPlanetsOut): The ruling planets of the request's `now` at the birth place.
        significators (SignificatorsOut): `significators`: per planet and per house.
        horary (HoraryOut): The horary part of a KP horary reply.
    """

    cusps: list[KpCuspOut]
    house_system: HouseSystem
    planets: list[KpPlanetOut]
    ruling_planets: RulingPlanetsOut
    significators: SignificatorsOut
    horary: HoraryOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cusps = []
        for cusps_item_data in self.cusps:
            cusps_item = cusps_item_data.to_dict()
            cusps.append(cusps_item)

        house_system = self.house_system.value

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        ruling_planets = self.ruling_planets.to_dict()

        significators = self.significators.to_dict()

        horary = self.horary.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cusps": cusps,
                "houseSystem": house_system,
                "planets": planets,
                "rulingPlanets": ruling_planets,
                "significators": significators,
                "horary": horary,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.horary_out import HoraryOut  # noqa: PLC0415
        from ..models.kp_cusp_out import KpCuspOut  # noqa: PLC0415
        from ..models.kp_planet_out import KpPlanetOut  # noqa: PLC0415
        from ..models.ruling_planets_out import RulingPlanetsOut  # noqa: PLC0415
        from ..models.significators_out import SignificatorsOut  # noqa: PLC0415

        d = dict(src_dict)
        cusps = []
        _cusps = d.pop("cusps")
        for cusps_item_data in _cusps:
            cusps_item = KpCuspOut.from_dict(cusps_item_data)

            cusps.append(cusps_item)

        house_system = HouseSystem(d.pop("houseSystem"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = KpPlanetOut.from_dict(planets_item_data)

            planets.append(planets_item)

        ruling_planets = RulingPlanetsOut.from_dict(d.pop("rulingPlanets"))

        significators = SignificatorsOut.from_dict(d.pop("significators"))

        horary = HoraryOut.from_dict(d.pop("horary"))

        kp_horary_out = cls(
            cusps=cusps,
            house_system=house_system,
            planets=planets,
            ruling_planets=ruling_planets,
            significators=significators,
            horary=horary,
        )

        kp_horary_out.additional_properties = d
        return kp_horary_out

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
