from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ayanamsa import Ayanamsa
from ..models.dasha_year import DashaYear
from ..models.house_system import HouseSystem
from ..models.node import Node
from ..types import UNSET, Unset

T = TypeVar("T", bound="NewSettings")


@_attrs_define
class NewSettings:
    """An account's default settings (`PUT /v1/settings`): the fields sent, the product's defaults
    for the others.

        Attributes:
            ayanamsa (Ayanamsa | Unset): The zodiac's starting point: a sidereal ayanamsa of the Swiss Ephemeris, or none.
            dasha_year (DashaYear | Unset): The length of a year in the dashas.
            house_system (HouseSystem | Unset): How the bhavas (houses) are divided.
            node (Node | Unset): Which lunar node Rahu is (Ketu is always Rahu + 180°).
    """

    ayanamsa: Ayanamsa | Unset = UNSET
    dasha_year: DashaYear | Unset = UNSET
    house_system: HouseSystem | Unset = UNSET
    node: Node | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ayanamsa: str | Unset = UNSET
        if not isinstance(self.ayanamsa, Unset):
            ayanamsa = self.ayanamsa.value

        dasha_year: str | Unset = UNSET
        if not isinstance(self.dasha_year, Unset):
            dasha_year = self.dasha_year.value

        house_system: str | Unset = UNSET
        if not isinstance(self.house_system, Unset):
            house_system = self.house_system.value

        node: str | Unset = UNSET
        if not isinstance(self.node, Unset):
            node = self.node.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ayanamsa is not UNSET:
            field_dict["ayanamsa"] = ayanamsa
        if dasha_year is not UNSET:
            field_dict["dashaYear"] = dasha_year
        if house_system is not UNSET:
            field_dict["houseSystem"] = house_system
        if node is not UNSET:
            field_dict["node"] = node

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _ayanamsa = d.pop("ayanamsa", UNSET)
        ayanamsa: Ayanamsa | Unset
        if isinstance(_ayanamsa, Unset):
            ayanamsa = UNSET
        else:
            ayanamsa = Ayanamsa(_ayanamsa)

        _dasha_year = d.pop("dashaYear", UNSET)
        dasha_year: DashaYear | Unset
        if isinstance(_dasha_year, Unset):
            dasha_year = UNSET
        else:
            dasha_year = DashaYear(_dasha_year)

        _house_system = d.pop("houseSystem", UNSET)
        house_system: HouseSystem | Unset
        if isinstance(_house_system, Unset):
            house_system = UNSET
        else:
            house_system = HouseSystem(_house_system)

        _node = d.pop("node", UNSET)
        node: Node | Unset
        if isinstance(_node, Unset):
            node = UNSET
        else:
            node = Node(_node)

        new_settings = cls(
            ayanamsa=ayanamsa,
            dasha_year=dasha_year,
            house_system=house_system,
            node=node,
        )

        return new_settings
