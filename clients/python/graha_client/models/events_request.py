from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ayanamsa import Ayanamsa
from ..models.dasha_year import DashaYear
from ..models.event_kind import EventKind
from ..models.house_system import HouseSystem
from ..models.locale import Locale
from ..models.node import Node
from ..models.numerals import Numerals
from ..types import UNSET, Unset

T = TypeVar("T", bound="EventsRequest")


@_attrs_define
class EventsRequest:
    """
    Attributes:
        from_ (datetime.date): The first day of the range, YYYY-MM-DD (in the place's zone, else UTC), 1800–2400.
        to (datetime.date): The last day of the range (included): less than ten years after `from` for sky
            events, a year for a muhurta search.
        ayanamsa (Ayanamsa | None | Unset): The ayanamsa (default: the account's, else `lahiri`)
        dasha_year (DashaYear | None | Unset): The length of a dasha year (default: the account's, else `julian`)
        house_system (HouseSystem | None | Unset): The house system (default: the account's, else `whole-sign`)
        kinds (list[EventKind] | None | Unset):
        latitude (float | Unset): Degrees, north positive.
        locale (Locale | None | Unset): Default: `en`.
        longitude (float | Unset): Degrees, east positive.
        node (Node | None | Unset): Rahu as the mean or the true node (default: the account's, else `mean`)
        numerals (None | Numerals | Unset): Default: `latin`.
        timezone (str | Unset): An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the names
            accepted.
    """

    from_: datetime.date
    to: datetime.date
    ayanamsa: Ayanamsa | None | Unset = UNSET
    dasha_year: DashaYear | None | Unset = UNSET
    house_system: HouseSystem | None | Unset = UNSET
    kinds: list[EventKind] | None | Unset = UNSET
    latitude: float | Unset = UNSET
    locale: Locale | None | Unset = UNSET
    longitude: float | Unset = UNSET
    node: Node | None | Unset = UNSET
    numerals: None | Numerals | Unset = UNSET
    timezone: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.isoformat()

        to = self.to.isoformat()

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

        kinds: list[str] | None | Unset
        if isinstance(self.kinds, Unset):
            kinds = UNSET
        elif isinstance(self.kinds, list):
            kinds = []
            for kinds_type_0_item_data in self.kinds:
                kinds_type_0_item = kinds_type_0_item_data.value
                kinds.append(kinds_type_0_item)

        else:
            kinds = self.kinds

        latitude = self.latitude

        locale: None | str | Unset
        if isinstance(self.locale, Unset):
            locale = UNSET
        elif isinstance(self.locale, Locale):
            locale = self.locale.value
        else:
            locale = self.locale

        longitude = self.longitude

        node: None | str | Unset
        if isinstance(self.node, Unset):
            node = UNSET
        elif isinstance(self.node, Node):
            node = self.node.value
        else:
            node = self.node

        numerals: None | str | Unset
        if isinstance(self.numerals, Unset):
            numerals = UNSET
        elif isinstance(self.numerals, Numerals):
            numerals = self.numerals.value
        else:
            numerals = self.numerals

        timezone = self.timezone

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )
        if ayanamsa is not UNSET:
            field_dict["ayanamsa"] = ayanamsa
        if dasha_year is not UNSET:
            field_dict["dashaYear"] = dasha_year
        if house_system is not UNSET:
            field_dict["houseSystem"] = house_system
        if kinds is not UNSET:
            field_dict["kinds"] = kinds
        if latitude is not UNSET:
            field_dict["latitude"] = latitude
        if locale is not UNSET:
            field_dict["locale"] = locale
        if longitude is not UNSET:
            field_dict["longitude"] = longitude
        if node is not UNSET:
            field_dict["node"] = node
        if numerals is not UNSET:
            field_dict["numerals"] = numerals
        if timezone is not UNSET:
            field_dict["timezone"] = timezone

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = datetime.date.fromisoformat(d.pop("from"))

        to = datetime.date.fromisoformat(d.pop("to"))

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

        def _parse_kinds(data: object) -> list[EventKind] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                kinds_type_0 = []
                _kinds_type_0 = data
                for kinds_type_0_item_data in _kinds_type_0:
                    kinds_type_0_item = EventKind(kinds_type_0_item_data)

                    kinds_type_0.append(kinds_type_0_item)

                return kinds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[EventKind] | None | Unset, data)

        kinds = _parse_kinds(d.pop("kinds", UNSET))

        latitude = d.pop("latitude", UNSET)

        def _parse_locale(data: object) -> Locale | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_0 = Locale(data)

                return locale_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Locale | None | Unset, data)

        locale = _parse_locale(d.pop("locale", UNSET))

        longitude = d.pop("longitude", UNSET)

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

        def _parse_numerals(data: object) -> None | Numerals | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                numerals_type_0 = Numerals(data)

                return numerals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Numerals | Unset, data)

        numerals = _parse_numerals(d.pop("numerals", UNSET))

        timezone = d.pop("timezone", UNSET)

        events_request = cls(
            from_=from_,
            to=to,
            ayanamsa=ayanamsa,
            dasha_year=dasha_year,
            house_system=house_system,
            kinds=kinds,
            latitude=latitude,
            locale=locale,
            longitude=longitude,
            node=node,
            numerals=numerals,
            timezone=timezone,
        )

        return events_request
