from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ring_house import RingHouse


T = TypeVar("T", bound="SudarshanaRings")


@_attrs_define
class SudarshanaRings:
    """The three rings, each twelve houses, house 1 first.

    Attributes:
        lagna (list[RingHouse]):
        moon (list[RingHouse]):
        sun (list[RingHouse]):
    """

    lagna: list[RingHouse]
    moon: list[RingHouse]
    sun: list[RingHouse]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lagna = []
        for lagna_item_data in self.lagna:
            lagna_item = lagna_item_data.to_dict()
            lagna.append(lagna_item)

        moon = []
        for moon_item_data in self.moon:
            moon_item = moon_item_data.to_dict()
            moon.append(moon_item)

        sun = []
        for sun_item_data in self.sun:
            sun_item = sun_item_data.to_dict()
            sun.append(sun_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lagna": lagna,
                "moon": moon,
                "sun": sun,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ring_house import RingHouse  # noqa: PLC0415

        d = dict(src_dict)
        lagna = []
        _lagna = d.pop("lagna")
        for lagna_item_data in _lagna:
            lagna_item = RingHouse.from_dict(lagna_item_data)

            lagna.append(lagna_item)

        moon = []
        _moon = d.pop("moon")
        for moon_item_data in _moon:
            moon_item = RingHouse.from_dict(moon_item_data)

            moon.append(moon_item)

        sun = []
        _sun = d.pop("sun")
        for sun_item_data in _sun:
            sun_item = RingHouse.from_dict(sun_item_data)

            sun.append(sun_item)

        sudarshana_rings = cls(
            lagna=lagna,
            moon=moon,
            sun=sun,
        )

        sudarshana_rings.additional_properties = d
        return sudarshana_rings

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
