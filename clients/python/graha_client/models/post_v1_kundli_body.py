from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.post_v1_kundli_body_ayanamsa_type_1 import (
    PostV1KundliBodyAyanamsaType1,
    check_post_v1_kundli_body_ayanamsa_type_1,
)
from ..models.post_v1_kundli_body_ayanamsa_type_2_type_1 import (
    PostV1KundliBodyAyanamsaType2Type1,
    check_post_v1_kundli_body_ayanamsa_type_2_type_1,
)
from ..models.post_v1_kundli_body_ayanamsa_type_3_type_1 import (
    PostV1KundliBodyAyanamsaType3Type1,
    check_post_v1_kundli_body_ayanamsa_type_3_type_1,
)
from ..models.post_v1_kundli_body_calendar_type_1 import (
    PostV1KundliBodyCalendarType1,
    check_post_v1_kundli_body_calendar_type_1,
)
from ..models.post_v1_kundli_body_calendar_type_2_type_1 import (
    PostV1KundliBodyCalendarType2Type1,
    check_post_v1_kundli_body_calendar_type_2_type_1,
)
from ..models.post_v1_kundli_body_calendar_type_3_type_1 import (
    PostV1KundliBodyCalendarType3Type1,
    check_post_v1_kundli_body_calendar_type_3_type_1,
)
from ..models.post_v1_kundli_body_chart_type_1 import PostV1KundliBodyChartType1, check_post_v1_kundli_body_chart_type_1
from ..models.post_v1_kundli_body_chart_type_2_type_1 import (
    PostV1KundliBodyChartType2Type1,
    check_post_v1_kundli_body_chart_type_2_type_1,
)
from ..models.post_v1_kundli_body_chart_type_3_type_1 import (
    PostV1KundliBodyChartType3Type1,
    check_post_v1_kundli_body_chart_type_3_type_1,
)
from ..models.post_v1_kundli_body_dasha_year_type_1 import (
    PostV1KundliBodyDashaYearType1,
    check_post_v1_kundli_body_dasha_year_type_1,
)
from ..models.post_v1_kundli_body_dasha_year_type_2_type_1 import (
    PostV1KundliBodyDashaYearType2Type1,
    check_post_v1_kundli_body_dasha_year_type_2_type_1,
)
from ..models.post_v1_kundli_body_dasha_year_type_3_type_1 import (
    PostV1KundliBodyDashaYearType3Type1,
    check_post_v1_kundli_body_dasha_year_type_3_type_1,
)
from ..models.post_v1_kundli_body_division_type_1 import (
    PostV1KundliBodyDivisionType1,
    check_post_v1_kundli_body_division_type_1,
)
from ..models.post_v1_kundli_body_division_type_2_type_1 import (
    PostV1KundliBodyDivisionType2Type1,
    check_post_v1_kundli_body_division_type_2_type_1,
)
from ..models.post_v1_kundli_body_division_type_3_type_1 import (
    PostV1KundliBodyDivisionType3Type1,
    check_post_v1_kundli_body_division_type_3_type_1,
)
from ..models.post_v1_kundli_body_divisions_type_0_item import (
    PostV1KundliBodyDivisionsType0Item,
    check_post_v1_kundli_body_divisions_type_0_item,
)
from ..models.post_v1_kundli_body_from_type_1 import PostV1KundliBodyFromType1, check_post_v1_kundli_body_from_type_1
from ..models.post_v1_kundli_body_from_type_2_type_1 import (
    PostV1KundliBodyFromType2Type1,
    check_post_v1_kundli_body_from_type_2_type_1,
)
from ..models.post_v1_kundli_body_from_type_3_type_1 import (
    PostV1KundliBodyFromType3Type1,
    check_post_v1_kundli_body_from_type_3_type_1,
)
from ..models.post_v1_kundli_body_house_system_type_1 import (
    PostV1KundliBodyHouseSystemType1,
    check_post_v1_kundli_body_house_system_type_1,
)
from ..models.post_v1_kundli_body_house_system_type_2_type_1 import (
    PostV1KundliBodyHouseSystemType2Type1,
    check_post_v1_kundli_body_house_system_type_2_type_1,
)
from ..models.post_v1_kundli_body_house_system_type_3_type_1 import (
    PostV1KundliBodyHouseSystemType3Type1,
    check_post_v1_kundli_body_house_system_type_3_type_1,
)
from ..models.post_v1_kundli_body_include_item import (
    PostV1KundliBodyIncludeItem,
    check_post_v1_kundli_body_include_item,
)
from ..models.post_v1_kundli_body_locale_type_1 import (
    PostV1KundliBodyLocaleType1,
    check_post_v1_kundli_body_locale_type_1,
)
from ..models.post_v1_kundli_body_locale_type_2_type_1 import (
    PostV1KundliBodyLocaleType2Type1,
    check_post_v1_kundli_body_locale_type_2_type_1,
)
from ..models.post_v1_kundli_body_locale_type_3_type_1 import (
    PostV1KundliBodyLocaleType3Type1,
    check_post_v1_kundli_body_locale_type_3_type_1,
)
from ..models.post_v1_kundli_body_node_type_1 import PostV1KundliBodyNodeType1, check_post_v1_kundli_body_node_type_1
from ..models.post_v1_kundli_body_node_type_2_type_1 import (
    PostV1KundliBodyNodeType2Type1,
    check_post_v1_kundli_body_node_type_2_type_1,
)
from ..models.post_v1_kundli_body_node_type_3_type_1 import (
    PostV1KundliBodyNodeType3Type1,
    check_post_v1_kundli_body_node_type_3_type_1,
)
from ..models.post_v1_kundli_body_period_type_1 import (
    PostV1KundliBodyPeriodType1,
    check_post_v1_kundli_body_period_type_1,
)
from ..models.post_v1_kundli_body_period_type_2_type_1 import (
    PostV1KundliBodyPeriodType2Type1,
    check_post_v1_kundli_body_period_type_2_type_1,
)
from ..models.post_v1_kundli_body_period_type_3_type_1 import (
    PostV1KundliBodyPeriodType3Type1,
    check_post_v1_kundli_body_period_type_3_type_1,
)
from ..models.post_v1_kundli_body_style_type_1 import PostV1KundliBodyStyleType1, check_post_v1_kundli_body_style_type_1
from ..models.post_v1_kundli_body_style_type_2_type_1 import (
    PostV1KundliBodyStyleType2Type1,
    check_post_v1_kundli_body_style_type_2_type_1,
)
from ..models.post_v1_kundli_body_style_type_3_type_1 import (
    PostV1KundliBodyStyleType3Type1,
    check_post_v1_kundli_body_style_type_3_type_1,
)
from ..models.post_v1_kundli_body_system_type_1 import (
    PostV1KundliBodySystemType1,
    check_post_v1_kundli_body_system_type_1,
)
from ..models.post_v1_kundli_body_system_type_2_type_1 import (
    PostV1KundliBodySystemType2Type1,
    check_post_v1_kundli_body_system_type_2_type_1,
)
from ..models.post_v1_kundli_body_system_type_3_type_1 import (
    PostV1KundliBodySystemType3Type1,
    check_post_v1_kundli_body_system_type_3_type_1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1KundliBody")


@_attrs_define
class PostV1KundliBody:
    """
    Attributes:
        include (list[PostV1KundliBodyIncludeItem]):
        profile_id (UUID): a profile id of this account
        ayanamsa (None | PostV1KundliBodyAyanamsaType1 | PostV1KundliBodyAyanamsaType2Type1 |
            PostV1KundliBodyAyanamsaType3Type1 | Unset): The ayanamsa (default: the account's, else `lahiri`)
        calendar (None | PostV1KundliBodyCalendarType1 | PostV1KundliBodyCalendarType2Type1 |
            PostV1KundliBodyCalendarType3Type1 | Unset):  Default: 'ad'.
        callback_url (None | str | Unset): With `Prefer: respond-async`: where to POST the job's state when it ends,
            signed
            with the account's webhook secret (Standard Webhooks); an http or https URL of a
            public host.
        chart (None | PostV1KundliBodyChartType1 | PostV1KundliBodyChartType2Type1 | PostV1KundliBodyChartType3Type1 |
            Unset):  Default: 'rasi'.
        dasha_year (None | PostV1KundliBodyDashaYearType1 | PostV1KundliBodyDashaYearType2Type1 |
            PostV1KundliBodyDashaYearType3Type1 | Unset): The length of a dasha year (default: the account's, else `julian`)
        date (datetime.date | None | Unset): YYYY-MM-DD, 1900-01-01 to 2100-12-31; default today (Asia/Kathmandu)
        division (None | PostV1KundliBodyDivisionType1 | PostV1KundliBodyDivisionType2Type1 |
            PostV1KundliBodyDivisionType3Type1 | Unset):  Default: 'D1'.
        divisions (list[PostV1KundliBodyDivisionsType0Item] | None | Unset):
        from_ (None | PostV1KundliBodyFromType1 | PostV1KundliBodyFromType2Type1 | PostV1KundliBodyFromType3Type1 |
            Unset):  Default: 'today'.
        house_system (None | PostV1KundliBodyHouseSystemType1 | PostV1KundliBodyHouseSystemType2Type1 |
            PostV1KundliBodyHouseSystemType3Type1 | Unset): The house system (default: the account's, else `whole-sign`)
        levels (int | None | Unset): Vimshottari's depth, 1–5 (maha, antar, pratyantar, sookshma, prana); absent: the
            spec's three levels. Levels 3–5 are expanded where the native is (the running maha
            and antar); other systems ignore it.
        locale (None | PostV1KundliBodyLocaleType1 | PostV1KundliBodyLocaleType2Type1 | PostV1KundliBodyLocaleType3Type1
            | Unset):  Default: 'en'.
        node (None | PostV1KundliBodyNodeType1 | PostV1KundliBodyNodeType2Type1 | PostV1KundliBodyNodeType3Type1 |
            Unset): Rahu as the mean or the true node (default: the account's, else `mean`)
        period (None | PostV1KundliBodyPeriodType1 | PostV1KundliBodyPeriodType2Type1 | PostV1KundliBodyPeriodType3Type1
            | Unset):  Default: 'monthly'.
        present_only (bool | None | Unset):  Default: False.
        style (None | PostV1KundliBodyStyleType1 | PostV1KundliBodyStyleType2Type1 | PostV1KundliBodyStyleType3Type1 |
            Unset):  Default: 'north'.
        system (None | PostV1KundliBodySystemType1 | PostV1KundliBodySystemType2Type1 | PostV1KundliBodySystemType3Type1
            | Unset):  Default: 'vimshottari'.
    """

    include: list[PostV1KundliBodyIncludeItem]
    profile_id: UUID
    ayanamsa: (
        None
        | PostV1KundliBodyAyanamsaType1
        | PostV1KundliBodyAyanamsaType2Type1
        | PostV1KundliBodyAyanamsaType3Type1
        | Unset
    ) = UNSET
    calendar: (
        None
        | PostV1KundliBodyCalendarType1
        | PostV1KundliBodyCalendarType2Type1
        | PostV1KundliBodyCalendarType3Type1
        | Unset
    ) = "ad"
    callback_url: None | str | Unset = UNSET
    chart: (
        None | PostV1KundliBodyChartType1 | PostV1KundliBodyChartType2Type1 | PostV1KundliBodyChartType3Type1 | Unset
    ) = "rasi"
    dasha_year: (
        None
        | PostV1KundliBodyDashaYearType1
        | PostV1KundliBodyDashaYearType2Type1
        | PostV1KundliBodyDashaYearType3Type1
        | Unset
    ) = UNSET
    date: datetime.date | None | Unset = UNSET
    division: (
        None
        | PostV1KundliBodyDivisionType1
        | PostV1KundliBodyDivisionType2Type1
        | PostV1KundliBodyDivisionType3Type1
        | Unset
    ) = "D1"
    divisions: list[PostV1KundliBodyDivisionsType0Item] | None | Unset = UNSET
    from_: (
        None | PostV1KundliBodyFromType1 | PostV1KundliBodyFromType2Type1 | PostV1KundliBodyFromType3Type1 | Unset
    ) = "today"
    house_system: (
        None
        | PostV1KundliBodyHouseSystemType1
        | PostV1KundliBodyHouseSystemType2Type1
        | PostV1KundliBodyHouseSystemType3Type1
        | Unset
    ) = UNSET
    levels: int | None | Unset = UNSET
    locale: (
        None | PostV1KundliBodyLocaleType1 | PostV1KundliBodyLocaleType2Type1 | PostV1KundliBodyLocaleType3Type1 | Unset
    ) = "en"
    node: None | PostV1KundliBodyNodeType1 | PostV1KundliBodyNodeType2Type1 | PostV1KundliBodyNodeType3Type1 | Unset = (
        UNSET
    )
    period: (
        None | PostV1KundliBodyPeriodType1 | PostV1KundliBodyPeriodType2Type1 | PostV1KundliBodyPeriodType3Type1 | Unset
    ) = "monthly"
    present_only: bool | None | Unset = False
    style: (
        None | PostV1KundliBodyStyleType1 | PostV1KundliBodyStyleType2Type1 | PostV1KundliBodyStyleType3Type1 | Unset
    ) = "north"
    system: (
        None | PostV1KundliBodySystemType1 | PostV1KundliBodySystemType2Type1 | PostV1KundliBodySystemType3Type1 | Unset
    ) = "vimshottari"

    def to_dict(self) -> dict[str, Any]:
        include = []
        for include_item_data in self.include:
            include_item: str = include_item_data
            include.append(include_item)

        profile_id = str(self.profile_id)

        ayanamsa: None | str | Unset
        if isinstance(self.ayanamsa, Unset):
            ayanamsa = UNSET
        elif isinstance(self.ayanamsa, str):
            ayanamsa = self.ayanamsa
        elif isinstance(self.ayanamsa, str):
            ayanamsa = self.ayanamsa
        elif isinstance(self.ayanamsa, str):
            ayanamsa = self.ayanamsa
        else:
            ayanamsa = self.ayanamsa

        calendar: None | str | Unset
        if isinstance(self.calendar, Unset):
            calendar = UNSET
        elif isinstance(self.calendar, str):
            calendar = self.calendar
        elif isinstance(self.calendar, str):
            calendar = self.calendar
        elif isinstance(self.calendar, str):
            calendar = self.calendar
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
        elif isinstance(self.chart, str):
            chart = self.chart
        elif isinstance(self.chart, str):
            chart = self.chart
        elif isinstance(self.chart, str):
            chart = self.chart
        else:
            chart = self.chart

        dasha_year: None | str | Unset
        if isinstance(self.dasha_year, Unset):
            dasha_year = UNSET
        elif isinstance(self.dasha_year, str):
            dasha_year = self.dasha_year
        elif isinstance(self.dasha_year, str):
            dasha_year = self.dasha_year
        elif isinstance(self.dasha_year, str):
            dasha_year = self.dasha_year
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
        elif isinstance(self.division, str):
            division = self.division
        elif isinstance(self.division, str):
            division = self.division
        elif isinstance(self.division, str):
            division = self.division
        else:
            division = self.division

        divisions: list[str] | None | Unset
        if isinstance(self.divisions, Unset):
            divisions = UNSET
        elif isinstance(self.divisions, list):
            divisions = []
            for divisions_type_0_item_data in self.divisions:
                divisions_type_0_item: str = divisions_type_0_item_data
                divisions.append(divisions_type_0_item)

        else:
            divisions = self.divisions

        from_: None | str | Unset
        if isinstance(self.from_, Unset):
            from_ = UNSET
        elif isinstance(self.from_, str):
            from_ = self.from_
        elif isinstance(self.from_, str):
            from_ = self.from_
        elif isinstance(self.from_, str):
            from_ = self.from_
        else:
            from_ = self.from_

        house_system: None | str | Unset
        if isinstance(self.house_system, Unset):
            house_system = UNSET
        elif isinstance(self.house_system, str):
            house_system = self.house_system
        elif isinstance(self.house_system, str):
            house_system = self.house_system
        elif isinstance(self.house_system, str):
            house_system = self.house_system
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
        elif isinstance(self.locale, str):
            locale = self.locale
        elif isinstance(self.locale, str):
            locale = self.locale
        elif isinstance(self.locale, str):
            locale = self.locale
        else:
            locale = self.locale

        node: None | str | Unset
        if isinstance(self.node, Unset):
            node = UNSET
        elif isinstance(self.node, str):
            node = self.node
        elif isinstance(self.node, str):
            node = self.node
        elif isinstance(self.node, str):
            node = self.node
        else:
            node = self.node

        period: None | str | Unset
        if isinstance(self.period, Unset):
            period = UNSET
        elif isinstance(self.period, str):
            period = self.period
        elif isinstance(self.period, str):
            period = self.period
        elif isinstance(self.period, str):
            period = self.period
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
        elif isinstance(self.style, str):
            style = self.style
        elif isinstance(self.style, str):
            style = self.style
        elif isinstance(self.style, str):
            style = self.style
        else:
            style = self.style

        system: None | str | Unset
        if isinstance(self.system, Unset):
            system = UNSET
        elif isinstance(self.system, str):
            system = self.system
        elif isinstance(self.system, str):
            system = self.system
        elif isinstance(self.system, str):
            system = self.system
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
            include_item = check_post_v1_kundli_body_include_item(include_item_data)

            include.append(include_item)

        profile_id = UUID(d.pop("profileId"))

        def _parse_ayanamsa(
            data: object,
        ) -> (
            None
            | PostV1KundliBodyAyanamsaType1
            | PostV1KundliBodyAyanamsaType2Type1
            | PostV1KundliBodyAyanamsaType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_1 = check_post_v1_kundli_body_ayanamsa_type_1(data)

                return ayanamsa_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_2_type_1 = check_post_v1_kundli_body_ayanamsa_type_2_type_1(data)

                return ayanamsa_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_3_type_1 = check_post_v1_kundli_body_ayanamsa_type_3_type_1(data)

                return ayanamsa_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyAyanamsaType1
                | PostV1KundliBodyAyanamsaType2Type1
                | PostV1KundliBodyAyanamsaType3Type1
                | Unset,
                data,
            )

        ayanamsa = _parse_ayanamsa(d.pop("ayanamsa", UNSET))

        def _parse_calendar(
            data: object,
        ) -> (
            None
            | PostV1KundliBodyCalendarType1
            | PostV1KundliBodyCalendarType2Type1
            | PostV1KundliBodyCalendarType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                calendar_type_1 = check_post_v1_kundli_body_calendar_type_1(data)

                return calendar_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                calendar_type_2_type_1 = check_post_v1_kundli_body_calendar_type_2_type_1(data)

                return calendar_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                calendar_type_3_type_1 = check_post_v1_kundli_body_calendar_type_3_type_1(data)

                return calendar_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyCalendarType1
                | PostV1KundliBodyCalendarType2Type1
                | PostV1KundliBodyCalendarType3Type1
                | Unset,
                data,
            )

        calendar = _parse_calendar(d.pop("calendar", UNSET))

        def _parse_callback_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        callback_url = _parse_callback_url(d.pop("callbackUrl", UNSET))

        def _parse_chart(
            data: object,
        ) -> (
            None
            | PostV1KundliBodyChartType1
            | PostV1KundliBodyChartType2Type1
            | PostV1KundliBodyChartType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chart_type_1 = check_post_v1_kundli_body_chart_type_1(data)

                return chart_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chart_type_2_type_1 = check_post_v1_kundli_body_chart_type_2_type_1(data)

                return chart_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chart_type_3_type_1 = check_post_v1_kundli_body_chart_type_3_type_1(data)

                return chart_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyChartType1
                | PostV1KundliBodyChartType2Type1
                | PostV1KundliBodyChartType3Type1
                | Unset,
                data,
            )

        chart = _parse_chart(d.pop("chart", UNSET))

        def _parse_dasha_year(
            data: object,
        ) -> (
            None
            | PostV1KundliBodyDashaYearType1
            | PostV1KundliBodyDashaYearType2Type1
            | PostV1KundliBodyDashaYearType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_1 = check_post_v1_kundli_body_dasha_year_type_1(data)

                return dasha_year_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_2_type_1 = check_post_v1_kundli_body_dasha_year_type_2_type_1(data)

                return dasha_year_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_3_type_1 = check_post_v1_kundli_body_dasha_year_type_3_type_1(data)

                return dasha_year_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyDashaYearType1
                | PostV1KundliBodyDashaYearType2Type1
                | PostV1KundliBodyDashaYearType3Type1
                | Unset,
                data,
            )

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

        def _parse_division(
            data: object,
        ) -> (
            None
            | PostV1KundliBodyDivisionType1
            | PostV1KundliBodyDivisionType2Type1
            | PostV1KundliBodyDivisionType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                division_type_1 = check_post_v1_kundli_body_division_type_1(data)

                return division_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                division_type_2_type_1 = check_post_v1_kundli_body_division_type_2_type_1(data)

                return division_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                division_type_3_type_1 = check_post_v1_kundli_body_division_type_3_type_1(data)

                return division_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyDivisionType1
                | PostV1KundliBodyDivisionType2Type1
                | PostV1KundliBodyDivisionType3Type1
                | Unset,
                data,
            )

        division = _parse_division(d.pop("division", UNSET))

        def _parse_divisions(data: object) -> list[PostV1KundliBodyDivisionsType0Item] | None | Unset:
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
                    divisions_type_0_item = check_post_v1_kundli_body_divisions_type_0_item(divisions_type_0_item_data)

                    divisions_type_0.append(divisions_type_0_item)

                return divisions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PostV1KundliBodyDivisionsType0Item] | None | Unset, data)

        divisions = _parse_divisions(d.pop("divisions", UNSET))

        def _parse_from_(
            data: object,
        ) -> None | PostV1KundliBodyFromType1 | PostV1KundliBodyFromType2Type1 | PostV1KundliBodyFromType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_1 = check_post_v1_kundli_body_from_type_1(data)

                return from_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_2_type_1 = check_post_v1_kundli_body_from_type_2_type_1(data)

                return from_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_3_type_1 = check_post_v1_kundli_body_from_type_3_type_1(data)

                return from_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyFromType1
                | PostV1KundliBodyFromType2Type1
                | PostV1KundliBodyFromType3Type1
                | Unset,
                data,
            )

        from_ = _parse_from_(d.pop("from", UNSET))

        def _parse_house_system(
            data: object,
        ) -> (
            None
            | PostV1KundliBodyHouseSystemType1
            | PostV1KundliBodyHouseSystemType2Type1
            | PostV1KundliBodyHouseSystemType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_1 = check_post_v1_kundli_body_house_system_type_1(data)

                return house_system_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_2_type_1 = check_post_v1_kundli_body_house_system_type_2_type_1(data)

                return house_system_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_3_type_1 = check_post_v1_kundli_body_house_system_type_3_type_1(data)

                return house_system_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyHouseSystemType1
                | PostV1KundliBodyHouseSystemType2Type1
                | PostV1KundliBodyHouseSystemType3Type1
                | Unset,
                data,
            )

        house_system = _parse_house_system(d.pop("houseSystem", UNSET))

        def _parse_levels(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        levels = _parse_levels(d.pop("levels", UNSET))

        def _parse_locale(
            data: object,
        ) -> (
            None
            | PostV1KundliBodyLocaleType1
            | PostV1KundliBodyLocaleType2Type1
            | PostV1KundliBodyLocaleType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_1 = check_post_v1_kundli_body_locale_type_1(data)

                return locale_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_2_type_1 = check_post_v1_kundli_body_locale_type_2_type_1(data)

                return locale_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_3_type_1 = check_post_v1_kundli_body_locale_type_3_type_1(data)

                return locale_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyLocaleType1
                | PostV1KundliBodyLocaleType2Type1
                | PostV1KundliBodyLocaleType3Type1
                | Unset,
                data,
            )

        locale = _parse_locale(d.pop("locale", UNSET))

        def _parse_node(
            data: object,
        ) -> None | PostV1KundliBodyNodeType1 | PostV1KundliBodyNodeType2Type1 | PostV1KundliBodyNodeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_1 = check_post_v1_kundli_body_node_type_1(data)

                return node_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_2_type_1 = check_post_v1_kundli_body_node_type_2_type_1(data)

                return node_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_3_type_1 = check_post_v1_kundli_body_node_type_3_type_1(data)

                return node_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyNodeType1
                | PostV1KundliBodyNodeType2Type1
                | PostV1KundliBodyNodeType3Type1
                | Unset,
                data,
            )

        node = _parse_node(d.pop("node", UNSET))

        def _parse_period(
            data: object,
        ) -> (
            None
            | PostV1KundliBodyPeriodType1
            | PostV1KundliBodyPeriodType2Type1
            | PostV1KundliBodyPeriodType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_type_1 = check_post_v1_kundli_body_period_type_1(data)

                return period_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_type_2_type_1 = check_post_v1_kundli_body_period_type_2_type_1(data)

                return period_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_type_3_type_1 = check_post_v1_kundli_body_period_type_3_type_1(data)

                return period_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyPeriodType1
                | PostV1KundliBodyPeriodType2Type1
                | PostV1KundliBodyPeriodType3Type1
                | Unset,
                data,
            )

        period = _parse_period(d.pop("period", UNSET))

        def _parse_present_only(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        present_only = _parse_present_only(d.pop("presentOnly", UNSET))

        def _parse_style(
            data: object,
        ) -> (
            None
            | PostV1KundliBodyStyleType1
            | PostV1KundliBodyStyleType2Type1
            | PostV1KundliBodyStyleType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                style_type_1 = check_post_v1_kundli_body_style_type_1(data)

                return style_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                style_type_2_type_1 = check_post_v1_kundli_body_style_type_2_type_1(data)

                return style_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                style_type_3_type_1 = check_post_v1_kundli_body_style_type_3_type_1(data)

                return style_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodyStyleType1
                | PostV1KundliBodyStyleType2Type1
                | PostV1KundliBodyStyleType3Type1
                | Unset,
                data,
            )

        style = _parse_style(d.pop("style", UNSET))

        def _parse_system(
            data: object,
        ) -> (
            None
            | PostV1KundliBodySystemType1
            | PostV1KundliBodySystemType2Type1
            | PostV1KundliBodySystemType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                system_type_1 = check_post_v1_kundli_body_system_type_1(data)

                return system_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                system_type_2_type_1 = check_post_v1_kundli_body_system_type_2_type_1(data)

                return system_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                system_type_3_type_1 = check_post_v1_kundli_body_system_type_3_type_1(data)

                return system_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KundliBodySystemType1
                | PostV1KundliBodySystemType2Type1
                | PostV1KundliBodySystemType3Type1
                | Unset,
                data,
            )

        system = _parse_system(d.pop("system", UNSET))

        post_v1_kundli_body = cls(
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
            period=period,
            present_only=present_only,
            style=style,
            system=system,
        )

        return post_v1_kundli_body
