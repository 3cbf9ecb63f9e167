from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.ayanamsa import Ayanamsa
from ..models.calendar import Calendar
from ..models.chart_kind import ChartKind
from ..models.chart_style import ChartStyle
from ..models.dasha_from import DashaFrom
from ..models.dasha_system import DashaSystem
from ..models.dasha_year import DashaYear
from ..models.division import Division
from ..models.house_system import HouseSystem
from ..models.locale import Locale
from ..models.node import Node
from ..models.numerals import Numerals
from ..models.period import Period
from ..models.section_name import SectionName
from ..types import UNSET, Unset

T = TypeVar("T", bound="KundliByProfileRequest")


@_attrs_define
class KundliByProfileRequest:
    """The person by a stored profile (`profileId`).

    Attributes:
        include (list[SectionName]):
        profile_id (UUID): a profile id of this account
        ayanamsa (Ayanamsa | None | Unset): The ayanamsa (default: the account's, else `lahiri`)
        calendar (Calendar | None | Unset): Default: `ad`.
        callback_url (None | str | Unset): With `Prefer: respond-async`: where to POST the job's state when it ends,
            signed
            with the account's webhook secret (Standard Webhooks); an http or https URL of a
            public host.
        chart (ChartKind | None | Unset): Default: `rasi`.
        dasha_year (DashaYear | None | Unset): The length of a dasha year (default: the account's, else `julian`)
        date (datetime.date | None | Unset): YYYY-MM-DD, 1900-01-01 to 2100-12-31; default today (Asia/Kathmandu)
        division (Division | None | Unset): Default: `D1`.
        divisions (list[Division] | None | Unset):
        from_ (DashaFrom | None | Unset): Default: `today`.
        house_system (HouseSystem | None | Unset): The house system (default: the account's, else `whole-sign`)
        levels (int | None | Unset): Vimshottari's depth, 1–5 (maha, antar, pratyantar, sookshma, prana); absent: the
            spec's three levels. Levels 3–5 are expanded where the native is (the running maha
            and antar); other systems ignore it.
        locale (Locale | None | Unset): Default: `en`.
        node (Node | None | Unset): Rahu as the mean or the true node (default: the account's, else `mean`)
        numerals (None | Numerals | Unset): Default: `latin`.
        period (None | Period | Unset): Default: `monthly`.
        present_only (bool | None | Unset): Only the yogas present in the chart. Default: `false`.
        style (ChartStyle | None | Unset): Default: `north`.
        system (DashaSystem | None | Unset): Default: `vimshottari`.
    """

    include: list[SectionName]
    profile_id: UUID
    ayanamsa: Ayanamsa | None | Unset = UNSET
    calendar: Calendar | None | Unset = UNSET
    callback_url: None | str | Unset = UNSET
    chart: ChartKind | None | Unset = UNSET
    dasha_year: DashaYear | None | Unset = UNSET
    date: datetime.date | None | Unset = UNSET
    division: Division | None | Unset = UNSET
    divisions: list[Division] | None | Unset = UNSET
    from_: DashaFrom | None | Unset = UNSET
    house_system: HouseSystem | None | Unset = UNSET
    levels: int | None | Unset = UNSET
    locale: Locale | None | Unset = UNSET
    node: Node | None | Unset = UNSET
    numerals: None | Numerals | Unset = UNSET
    period: None | Period | Unset = UNSET
    present_only: bool | None | Unset = UNSET
    style: ChartStyle | None | Unset = UNSET
    system: DashaSystem | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        include = []
        for include_item_data in self.include:
            include_item = include_item_data.value
            include.append(include_item)

        profile_id = str(self.profile_id)

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

        callback_url: None | str | Unset
        if isinstance(self.callback_url, Unset):
            callback_url = UNSET
        else:
            callback_url = self.callback_url

        chart: None | str | Unset
        if isinstance(self.chart, Unset):
            chart = UNSET
        elif isinstance(self.chart, ChartKind):
            chart = self.chart.value
        else:
            chart = self.chart

        dasha_year: None | str | Unset
        if isinstance(self.dasha_year, Unset):
            dasha_year = UNSET
        elif isinstance(self.dasha_year, DashaYear):
            dasha_year = self.dasha_year.value
        else:
            dasha_year = self.dasha_year

        date: None | str | Unset
        if isinstance(self.date, Unset):
            date = UNSET
        elif isinstance(self.date, datetime.date):
            date = self.date.isoformat()
        else:
            date = self.date

        division: None | str | Unset
        if isinstance(self.division, Unset):
            division = UNSET
        elif isinstance(self.division, Division):
            division = self.division.value
        else:
            division = self.division

        divisions: list[str] | None | Unset
        if isinstance(self.divisions, Unset):
            divisions = UNSET
        elif isinstance(self.divisions, list):
            divisions = []
            for divisions_type_0_item_data in self.divisions:
                divisions_type_0_item = divisions_type_0_item_data.value
                divisions.append(divisions_type_0_item)

        else:
            divisions = self.divisions

        from_: None | str | Unset
        if isinstance(self.from_, Unset):
            from_ = UNSET
        elif isinstance(self.from_, DashaFrom):
            from_ = self.from_.value
        else:
            from_ = self.from_

        house_system: None | str | Unset
        if isinstance(self.house_system, Unset):
            house_system = UNSET
        elif isinstance(self.house_system, HouseSystem):
            house_system = self.house_system.value
        else:
            house_system = self.house_system

        levels: int | None | Unset
        if isinstance(self.levels, Unset):
            levels = UNSET
        else:
            levels = self.levels

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

        period: None | str | Unset
        if isinstance(self.period, Unset):
            period = UNSET
        elif isinstance(self.period, Period):
            period = self.period.value
        else:
            period = self.period

        present_only: bool | None | Unset
        if isinstance(self.present_only, Unset):
            present_only = UNSET
        else:
            present_only = self.present_only

        style: None | str | Unset
        if isinstance(self.style, Unset):
            style = UNSET
        elif isinstance(self.style, ChartStyle):
            style = self.style.value
        else:
            style = self.style

        system: None | str | Unset
        if isinstance(self.system, Unset):
            system = UNSET
        elif isinstance(self.system, DashaSystem):
            system = self.system.value
        else:
            system = self.system

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "include": include,
                "profileId": profile_id,
            }
        )
        if ayanamsa is not UNSET:
            field_dict["ayanamsa"] = ayanamsa
        if calendar is not UNSET:
            field_dict["calendar"] = calendar
        if callback_url is not UNSET:
            field_dict["callbackUrl"] = callback_url
        if chart is not UNSET:
            field_dict["chart"] = chart
        if dasha_year is not UNSET:
            field_dict["dashaYear"] = dasha_year
        if date is not UNSET:
            field_dict["date"] = date
        if division is not UNSET:
            field_dict["division"] = division
        if divisions is not UNSET:
            field_dict["divisions"] = divisions
        if from_ is not UNSET:
            field_dict["from"] = from_
        if house_system is not UNSET:
            field_dict["houseSystem"] = house_system
        if levels is not UNSET:
            field_dict["levels"] = levels
        if locale is not UNSET:
            field_dict["locale"] = locale
        if node is not UNSET:
            field_dict["node"] = node
        if numerals is not UNSET:
            field_dict["numerals"] = numerals
        if period is not UNSET:
            field_dict["period"] = period
        if present_only is not UNSET:
            field_dict["presentOnly"] = present_only
        if style is not UNSET:
            field_dict["style"] = style
        if system is not UNSET:
            field_dict["system"] = system

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        include = []
        _include = d.pop("include")
        for include_item_data in _include:
            include_item = SectionName(include_item_data)

            include.append(include_item)

        profile_id = UUID(d.pop("profileId"))

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

        def _parse_callback_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        callback_url = _parse_callback_url(d.pop("callbackUrl", UNSET))

        def _parse_chart(data: object) -> ChartKind | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chart_type_0 = ChartKind(data)

                return chart_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChartKind | None | Unset, data)

        chart = _parse_chart(d.pop("chart", UNSET))

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

        def _parse_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                date_type_0 = datetime.date.fromisoformat(data)

                return date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        date = _parse_date(d.pop("date", UNSET))

        def _parse_division(data: object) -> Division | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                division_type_0 = Division(data)

                return division_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Division | None | Unset, data)

        division = _parse_division(d.pop("division", UNSET))

        def _parse_divisions(data: object) -> list[Division] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                divisions_type_0 = []
                _divisions_type_0 = data
                for divisions_type_0_item_data in _divisions_type_0:
                    divisions_type_0_item = Division(divisions_type_0_item_data)

                    divisions_type_0.append(divisions_type_0_item)

                return divisions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Division] | None | Unset, data)

        divisions = _parse_divisions(d.pop("divisions", UNSET))

        def _parse_from_(data: object) -> DashaFrom | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_0 = DashaFrom(data)

                return from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashaFrom | None | Unset, data)

        from_ = _parse_from_(d.pop("from", UNSET))

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

        def _parse_levels(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        levels = _parse_levels(d.pop("levels", UNSET))

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

        def _parse_period(data: object) -> None | Period | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_type_0 = Period(data)

                return period_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Period | Unset, data)

        period = _parse_period(d.pop("period", UNSET))

        def _parse_present_only(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        present_only = _parse_present_only(d.pop("presentOnly", UNSET))

        def _parse_style(data: object) -> ChartStyle | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                style_type_0 = ChartStyle(data)

                return style_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChartStyle | None | Unset, data)

        style = _parse_style(d.pop("style", UNSET))

        def _parse_system(data: object) -> DashaSystem | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                system_type_0 = DashaSystem(data)

                return system_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashaSystem | None | Unset, data)

        system = _parse_system(d.pop("system", UNSET))

        kundli_by_profile_request = cls(
            include=include,
            profile_id=profile_id,
            ayanamsa=ayanamsa,
            calendar=calendar,
            callback_url=callback_url,
            chart=chart,
            dasha_year=dasha_year,
            date=date,
            division=division,
            divisions=divisions,
            from_=from_,
            house_system=house_system,
            levels=levels,
            locale=locale,
            node=node,
            numerals=numerals,
            period=period,
            present_only=present_only,
            style=style,
            system=system,
        )

        return kundli_by_profile_request
