from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.avastha_planet_out import AvasthaPlanetOut


T = TypeVar("T", bound="AvasthasOut")


@_attrs_define
class AvasthasOut:
    """`POST /v1/avasthas`.

    Attributes:
        planets (list[AvasthaPlanetOut]): Sun … Ketu.
        ghatis (int | None | Unset): Whole ghatis (24 minutes) from that sunrise to the birth.
        sunrise (None | str | Unset): The sunrise the shayanadi count takes its ghatis from (upper limb with
            refraction),
            RFC 3339 UTC; null where the Sun did not rise on the birth day.
    """

    planets: list[AvasthaPlanetOut]
    ghatis: int | None | Unset = UNSET
    sunrise: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        ghatis: int | None | Unset
        if isinstance(self.ghatis, Unset):
            ghatis = UNSET
        else:
            ghatis = self.ghatis

        sunrise: None | str | Unset
        if isinstance(self.sunrise, Unset):
            sunrise = UNSET
        else:
            sunrise = self.sunrise

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planets": planets,
            }
        )
        if ghatis is not UNSET:
            field_dict["ghatis"] = ghatis
        if sunrise is not UNSET:
            field_dict["sunrise"] = sunrise

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.avastha_planet_out import AvasthaPlanetOut  # noqa: PLC0415

        d = dict(src_dict)
        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AvasthaPlanetOut.from_dict(planets_item_data)

            planets.append(planets_item)

        def _parse_ghatis(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ghatis = _parse_ghatis(d.pop("ghatis", UNSET))

        def _parse_sunrise(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sunrise = _parse_sunrise(d.pop("sunrise", UNSET))

        avasthas_out = cls(
            planets=planets,
            ghatis=ghatis,
            sunrise=sunrise,
        )

        avasthas_out.additional_properties = d
        return avasthas_out

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
