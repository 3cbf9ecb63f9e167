from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ayanamsa import Ayanamsa
from ..models.dasha_year import DashaYear
from ..models.house_system import HouseSystem
from ..models.node import Node
from ..types import UNSET, Unset

T = TypeVar("T", bound="BirthDetails")


@_attrs_define
class BirthDetails:
    """Birth details without a stored profile.

    Attributes:
        date (datetime.date):
        latitude (float):
        longitude (float):
        time (str):
        timezone (str): An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the names accepted.
        ayanamsa (Ayanamsa | None | Unset):
        dasha_year (DashaYear | None | Unset):
        house_system (HouseSystem | None | Unset):
        node (Node | None | Unset):
    """

    date: datetime.date
    latitude: float
    longitude: float
    time: str
    timezone: str
    ayanamsa: Ayanamsa | None | Unset = UNSET
    dasha_year: DashaYear | None | Unset = UNSET
    house_system: HouseSystem | None | Unset = UNSET
    node: Node | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        latitude = self.latitude

        longitude = self.longitude

        time = self.time

        timezone = self.timezone

        ayanamsa: None | str | Unset
        if isinstance(self.ayanamsa, Unset):
            ayanamsa = UNSET
        elif isinstance(self.ayanamsa, Ayanamsa):
            ayanamsa = self.ayanamsa.value
        else:
            ayanamsa = self.ayanamsa

        dasha_year: None | str | Unset
        if isinstance(self.dasha_year, Unset):
            dasha_year = UNSET
        elif isinstance(self.dasha_year, DashaYear):
            dasha_year = self.dasha_year.value
        else:
            dasha_year = self.dasha_year

        house_system: None | str | Unset
        if isinstance(self.house_system, Unset):
            house_system = UNSET
        elif isinstance(self.house_system, HouseSystem):
            house_system = self.house_system.value
        else:
            house_system = self.house_system

        node: None | str | Unset
        if isinstance(self.node, Unset):
            node = UNSET
        elif isinstance(self.node, Node):
            node = self.node.value
        else:
            node = self.node

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
                "latitude": latitude,
                "longitude": longitude,
                "time": time,
                "timezone": timezone,
            }
        )
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
        date = datetime.date.fromisoformat(d.pop("date"))

        latitude = d.pop("latitude")

        longitude = d.pop("longitude")

        time = d.pop("time")

        timezone = d.pop("timezone")

        def _parse_ayanamsa(data: object) -> Ayanamsa | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_0 = Ayanamsa(data)

                return ayanamsa_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Ayanamsa | None | Unset, data)

        ayanamsa = _parse_ayanamsa(d.pop("ayanamsa", UNSET))

        def _parse_dasha_year(data: object) -> DashaYear | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_0 = DashaYear(data)

                return dasha_year_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashaYear | None | Unset, data)

        dasha_year = _parse_dasha_year(d.pop("dashaYear", UNSET))

        def _parse_house_system(data: object) -> HouseSystem | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_0 = HouseSystem(data)

                return house_system_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HouseSystem | None | Unset, data)

        house_system = _parse_house_system(d.pop("houseSystem", UNSET))

        def _parse_node(data: object) -> Node | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_0 = Node(data)

                return node_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Node | None | Unset, data)

        node = _parse_node(d.pop("node", UNSET))

        birth_details = cls(
            date=date,
            latitude=latitude,
            longitude=longitude,
            time=time,
            timezone=timezone,
            ayanamsa=ayanamsa,
            dasha_year=dasha_year,
            house_system=house_system,
            node=node,
        )

        return birth_details
