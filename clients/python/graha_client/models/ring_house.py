from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet import Planet
from ..models.sign import Sign

T = TypeVar("T", bound="RingHouse")


@_attrs_define
class RingHouse:
    """One house of a Sudarshana ring.

    Attributes:
        house (int): House number, 1–12, counted from the ring's reference (its sign is house 1).
        lagna (bool): Whether the sign is the lagna's.
        planets (list[Planet]): The grahas in the sign, in `Planet::ALL` order.
        sign (Sign): The twelve sidereal signs, Aries first.
            Serialised by its published English name (`Purva Phalguni`, with the space).
    """

    house: int
    lagna: bool
    planets: list[Planet]
    sign: Sign
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        house = self.house

        lagna = self.lagna

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.value
            planets.append(planets_item)

        sign = self.sign.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "house": house,
                "lagna": lagna,
                "planets": planets,
                "sign": sign,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        house = d.pop("house")

        lagna = d.pop("lagna")

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = Planet(planets_item_data)

            planets.append(planets_item)

        sign = Sign(d.pop("sign"))

        ring_house = cls(
            house=house,
            lagna=lagna,
            planets=planets,
            sign=sign,
        )

        ring_house.additional_properties = d
        return ring_house

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
