from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ayanamsa import Ayanamsa
from ..models.calendar import Calendar
from ..models.calendar_format import CalendarFormat
from ..models.dasha_year import DashaYear
from ..models.house_system import HouseSystem
from ..models.locale import Locale
from ..models.node import Node
from ..models.numerals import Numerals
from ..models.region import Region
from ..types import UNSET, Unset

T = TypeVar("T", bound="CalendarByPlaceRequest")


@_attrs_define
class CalendarByPlaceRequest:
    """A place (`latitude`, `longitude`, `timezone`) instead of a person.

    Attributes:
        latitude (float): Degrees, north positive.
        longitude (float): Degrees, east positive.
        month (int): The calendar's month, 1–12 (Baisakh = 1 in BS).
        timezone (str): An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the names accepted.
        year (int): The calendar's year: AD 1800–2400, or BS 1975–2100 with `calendar: bs`.
        ayanamsa (Ayanamsa | None | Unset): The ayanamsa (default: the account's, else `lahiri`)
        calendar (Calendar | None | Unset): Default: `ad`.
        dasha_year (DashaYear | None | Unset): The length of a dasha year (default: the account's, else `julian`)
        format_ (CalendarFormat | None | Unset): Default: `json`.
        house_system (HouseSystem | None | Unset): The house system (default: the account's, else `whole-sign`)
        locale (Locale | None | Unset): Default: `en`.
        node (Node | None | Unset): Rahu as the mean or the true node (default: the account's, else `mean`)
        numerals (None | Numerals | Unset): Default: `latin`.
        region (None | Region | Unset): Default: `both`.
    """

    latitude: float
    longitude: float
    month: int
    timezone: str
    year: int
    ayanamsa: Ayanamsa | None | Unset = UNSET
    calendar: Calendar | None | Unset = UNSET
    dasha_year: DashaYear | None | Unset = UNSET
    format_: CalendarFormat | None | Unset = UNSET
    house_system: HouseSystem | None | Unset = UNSET
    locale: Locale | None | Unset = UNSET
    node: Node | None | Unset = UNSET
    numerals: None | Numerals | Unset = UNSET
    region: None | Region | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        latitude = self.latitude

        longitude = self.longitude

        month = self.month

        timezone = self.timezone

        year = self.year

        ayanamsa: None | str | Unset
        if isinstance(self.ayanamsa, Unset):
            ayanamsa = UNSET
        elif isinstance(self.ayanamsa, Ayanamsa):
            ayanamsa = self.ayanamsa.value
        else:
            ayanamsa = self.ayanamsa

        calendar: None | str | Unset
        if isinstance(self.calendar, Unset):
            calendar = UNSET
        elif isinstance(self.calendar, Calendar):
            calendar = self.calendar.value
        else:
            calendar = self.calendar

        dasha_year: None | str | Unset
        if isinstance(self.dasha_year, Unset):
            dasha_year = UNSET
        elif isinstance(self.dasha_year, DashaYear):
            dasha_year = self.dasha_year.value
        else:
            dasha_year = self.dasha_year

        format_: None | str | Unset
        if isinstance(self.format_, Unset):
            format_ = UNSET
        elif isinstance(self.format_, CalendarFormat):
            format_ = self.format_.value
        else:
            format_ = self.format_

        house_system: None | str | Unset
        if isinstance(self.house_system, Unset):
            house_system = UNSET
        elif isinstance(self.house_system, HouseSystem):
            house_system = self.house_system.value
        else:
            house_system = self.house_system

        locale: None | str | Unset
        if isinstance(self.locale, Unset):
            locale = UNSET
        elif isinstance(self.locale, Locale):
            locale = self.locale.value
        else:
            locale = self.locale

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

        region: None | str | Unset
        if isinstance(self.region, Unset):
            region = UNSET
        elif isinstance(self.region, Region):
            region = self.region.value
        else:
            region = self.region

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "latitude": latitude,
                "longitude": longitude,
                "month": month,
                "timezone": timezone,
                "year": year,
            }
        )
        if ayanamsa is not UNSET:
            field_dict["ayanamsa"] = ayanamsa
        if calendar is not UNSET:
            field_dict["calendar"] = calendar
        if dasha_year is not UNSET:
            field_dict["dashaYear"] = dasha_year
        if format_ is not UNSET:
            field_dict["format"] = format_
        if house_system is not UNSET:
            field_dict["houseSystem"] = house_system
        if locale is not UNSET:
            field_dict["locale"] = locale
        if node is not UNSET:
            field_dict["node"] = node
        if numerals is not UNSET:
            field_dict["numerals"] = numerals
        if region is not UNSET:
            field_dict["region"] = region

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        latitude = d.pop("latitude")

        longitude = d.pop("longitude")

        month = d.pop("month")

        timezone = d.pop("timezone")

        year = d.pop("year")

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

        def _parse_calendar(data: object) -> Calendar | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                calendar_type_0 = Calendar(data)

                return calendar_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Calendar | None | Unset, data)

        calendar = _parse_calendar(d.pop("calendar", UNSET))

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

        def _parse_format_(data: object) -> CalendarFormat | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                format_type_0 = CalendarFormat(data)

                return format_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CalendarFormat | None | Unset, data)

        format_ = _parse_format_(d.pop("format", UNSET))

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

        def _parse_region(data: object) -> None | Region | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                region_type_0 = Region(data)

                return region_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Region | Unset, data)

        region = _parse_region(d.pop("region", UNSET))

        calendar_by_place_request = cls(
            latitude=latitude,
            longitude=longitude,
            month=month,
            timezone=timezone,
            year=year,
            ayanamsa=ayanamsa,
            calendar=calendar,
            dasha_year=dasha_year,
            format_=format_,
            house_system=house_system,
            locale=locale,
            node=node,
            numerals=numerals,
            region=region,
        )

        return calendar_by_place_request
