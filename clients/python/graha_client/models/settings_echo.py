from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ayanamsa import Ayanamsa
from ..models.dasha_year import DashaYear
from ..models.house_system import HouseSystem
from ..models.node import Node
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.house_fallback import HouseFallback


T = TypeVar("T", bound="SettingsEcho")


@_attrs_define
class SettingsEcho:
    """The settings a reply was computed under, as every calculation reply but the
    bare planets array carries them in `settings`.

        Attributes:
            ayanamsa (Ayanamsa): The zodiac's starting point: a sidereal ayanamsa of the Swiss Ephemeris, or none.
            ayanamsa_degrees (float): The ayanamsa's value at the (first) chart's moment (mean, without nutation), degrees;
                0 for tropical.
            dasha_year (DashaYear): The length of a year in the dashas.
            house_system (HouseSystem): How the bhavas (houses) are divided.
            node (Node): Which lunar node Rahu is (Ketu is always Rahu + 180°).
            house_fallback (HouseFallback | None | Unset):
    """

    ayanamsa: Ayanamsa
    ayanamsa_degrees: float
    dasha_year: DashaYear
    house_system: HouseSystem
    node: Node
    house_fallback: HouseFallback | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.house_fallback import HouseFallback  # noqa: PLC0415

        ayanamsa = self.ayanamsa.value

        ayanamsa_degrees = self.ayanamsa_degrees

        dasha_year = self.dasha_year.value

        house_system = self.house_system.value

        node = self.node.value

        house_fallback: dict[str, Any] | None | Unset
        if isinstance(self.house_fallback, Unset):
            house_fallback = UNSET
        elif isinstance(self.house_fallback, HouseFallback):
            house_fallback = self.house_fallback.to_dict()
        else:
            house_fallback = self.house_fallback

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ayanamsa": ayanamsa,
                "ayanamsaDegrees": ayanamsa_degrees,
                "dashaYear": dasha_year,
                "houseSystem": house_system,
                "node": node,
            }
        )
        if house_fallback is not UNSET:
            field_dict["houseFallback"] = house_fallback

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.house_fallback import HouseFallback  # noqa: PLC0415

        d = dict(src_dict)
        ayanamsa = Ayanamsa(d.pop("ayanamsa"))

        ayanamsa_degrees = d.pop("ayanamsaDegrees")

        dasha_year = DashaYear(d.pop("dashaYear"))

        house_system = HouseSystem(d.pop("houseSystem"))

        node = Node(d.pop("node"))

        def _parse_house_fallback(data: object) -> HouseFallback | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                house_fallback_type_0 = HouseFallback.from_dict(data)

                return house_fallback_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HouseFallback | None | Unset, data)

        house_fallback = _parse_house_fallback(d.pop("houseFallback", UNSET))

        settings_echo = cls(
            ayanamsa=ayanamsa,
            ayanamsa_degrees=ayanamsa_degrees,
            dasha_year=dasha_year,
            house_system=house_system,
            node=node,
            house_fallback=house_fallback,
        )

        settings_echo.additional_properties = d
        return settings_echo

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
