from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.post_v1_chart_image_body_ayanamsa_type_1 import (
    PostV1ChartImageBodyAyanamsaType1,
    check_post_v1_chart_image_body_ayanamsa_type_1,
)
from ..models.post_v1_chart_image_body_ayanamsa_type_2_type_1 import (
    PostV1ChartImageBodyAyanamsaType2Type1,
    check_post_v1_chart_image_body_ayanamsa_type_2_type_1,
)
from ..models.post_v1_chart_image_body_ayanamsa_type_3_type_1 import (
    PostV1ChartImageBodyAyanamsaType3Type1,
    check_post_v1_chart_image_body_ayanamsa_type_3_type_1,
)
from ..models.post_v1_chart_image_body_chart_type_1 import (
    PostV1ChartImageBodyChartType1,
    check_post_v1_chart_image_body_chart_type_1,
)
from ..models.post_v1_chart_image_body_chart_type_2_type_1 import (
    PostV1ChartImageBodyChartType2Type1,
    check_post_v1_chart_image_body_chart_type_2_type_1,
)
from ..models.post_v1_chart_image_body_chart_type_3_type_1 import (
    PostV1ChartImageBodyChartType3Type1,
    check_post_v1_chart_image_body_chart_type_3_type_1,
)
from ..models.post_v1_chart_image_body_dasha_year_type_1 import (
    PostV1ChartImageBodyDashaYearType1,
    check_post_v1_chart_image_body_dasha_year_type_1,
)
from ..models.post_v1_chart_image_body_dasha_year_type_2_type_1 import (
    PostV1ChartImageBodyDashaYearType2Type1,
    check_post_v1_chart_image_body_dasha_year_type_2_type_1,
)
from ..models.post_v1_chart_image_body_dasha_year_type_3_type_1 import (
    PostV1ChartImageBodyDashaYearType3Type1,
    check_post_v1_chart_image_body_dasha_year_type_3_type_1,
)
from ..models.post_v1_chart_image_body_division_type_1 import (
    PostV1ChartImageBodyDivisionType1,
    check_post_v1_chart_image_body_division_type_1,
)
from ..models.post_v1_chart_image_body_division_type_2_type_1 import (
    PostV1ChartImageBodyDivisionType2Type1,
    check_post_v1_chart_image_body_division_type_2_type_1,
)
from ..models.post_v1_chart_image_body_division_type_3_type_1 import (
    PostV1ChartImageBodyDivisionType3Type1,
    check_post_v1_chart_image_body_division_type_3_type_1,
)
from ..models.post_v1_chart_image_body_house_system_type_1 import (
    PostV1ChartImageBodyHouseSystemType1,
    check_post_v1_chart_image_body_house_system_type_1,
)
from ..models.post_v1_chart_image_body_house_system_type_2_type_1 import (
    PostV1ChartImageBodyHouseSystemType2Type1,
    check_post_v1_chart_image_body_house_system_type_2_type_1,
)
from ..models.post_v1_chart_image_body_house_system_type_3_type_1 import (
    PostV1ChartImageBodyHouseSystemType3Type1,
    check_post_v1_chart_image_body_house_system_type_3_type_1,
)
from ..models.post_v1_chart_image_body_locale_type_1 import (
    PostV1ChartImageBodyLocaleType1,
    check_post_v1_chart_image_body_locale_type_1,
)
from ..models.post_v1_chart_image_body_locale_type_2_type_1 import (
    PostV1ChartImageBodyLocaleType2Type1,
    check_post_v1_chart_image_body_locale_type_2_type_1,
)
from ..models.post_v1_chart_image_body_locale_type_3_type_1 import (
    PostV1ChartImageBodyLocaleType3Type1,
    check_post_v1_chart_image_body_locale_type_3_type_1,
)
from ..models.post_v1_chart_image_body_node_type_1 import (
    PostV1ChartImageBodyNodeType1,
    check_post_v1_chart_image_body_node_type_1,
)
from ..models.post_v1_chart_image_body_node_type_2_type_1 import (
    PostV1ChartImageBodyNodeType2Type1,
    check_post_v1_chart_image_body_node_type_2_type_1,
)
from ..models.post_v1_chart_image_body_node_type_3_type_1 import (
    PostV1ChartImageBodyNodeType3Type1,
    check_post_v1_chart_image_body_node_type_3_type_1,
)
from ..models.post_v1_chart_image_body_style_type_1 import (
    PostV1ChartImageBodyStyleType1,
    check_post_v1_chart_image_body_style_type_1,
)
from ..models.post_v1_chart_image_body_style_type_2_type_1 import (
    PostV1ChartImageBodyStyleType2Type1,
    check_post_v1_chart_image_body_style_type_2_type_1,
)
from ..models.post_v1_chart_image_body_style_type_3_type_1 import (
    PostV1ChartImageBodyStyleType3Type1,
    check_post_v1_chart_image_body_style_type_3_type_1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1ChartImageBody")


@_attrs_define
class PostV1ChartImageBody:
    """
    Attributes:
        profile_id (UUID): a profile id of this account
        ayanamsa (None | PostV1ChartImageBodyAyanamsaType1 | PostV1ChartImageBodyAyanamsaType2Type1 |
            PostV1ChartImageBodyAyanamsaType3Type1 | Unset): The ayanamsa (default: the account's, else `lahiri`)
        chart (None | PostV1ChartImageBodyChartType1 | PostV1ChartImageBodyChartType2Type1 |
            PostV1ChartImageBodyChartType3Type1 | Unset):  Default: 'rasi'.
        dasha_year (None | PostV1ChartImageBodyDashaYearType1 | PostV1ChartImageBodyDashaYearType2Type1 |
            PostV1ChartImageBodyDashaYearType3Type1 | Unset): The length of a dasha year (default: the account's, else
            `julian`)
        division (None | PostV1ChartImageBodyDivisionType1 | PostV1ChartImageBodyDivisionType2Type1 |
            PostV1ChartImageBodyDivisionType3Type1 | Unset):  Default: 'D1'.
        house_system (None | PostV1ChartImageBodyHouseSystemType1 | PostV1ChartImageBodyHouseSystemType2Type1 |
            PostV1ChartImageBodyHouseSystemType3Type1 | Unset): The house system (default: the account's, else `whole-sign`)
        locale (None | PostV1ChartImageBodyLocaleType1 | PostV1ChartImageBodyLocaleType2Type1 |
            PostV1ChartImageBodyLocaleType3Type1 | Unset):  Default: 'en'.
        node (None | PostV1ChartImageBodyNodeType1 | PostV1ChartImageBodyNodeType2Type1 |
            PostV1ChartImageBodyNodeType3Type1 | Unset): Rahu as the mean or the true node (default: the account's, else
            `mean`)
        style (None | PostV1ChartImageBodyStyleType1 | PostV1ChartImageBodyStyleType2Type1 |
            PostV1ChartImageBodyStyleType3Type1 | Unset):  Default: 'north'.
    """

    profile_id: UUID
    ayanamsa: (
        None
        | PostV1ChartImageBodyAyanamsaType1
        | PostV1ChartImageBodyAyanamsaType2Type1
        | PostV1ChartImageBodyAyanamsaType3Type1
        | Unset
    ) = UNSET
    chart: (
        None
        | PostV1ChartImageBodyChartType1
        | PostV1ChartImageBodyChartType2Type1
        | PostV1ChartImageBodyChartType3Type1
        | Unset
    ) = "rasi"
    dasha_year: (
        None
        | PostV1ChartImageBodyDashaYearType1
        | PostV1ChartImageBodyDashaYearType2Type1
        | PostV1ChartImageBodyDashaYearType3Type1
        | Unset
    ) = UNSET
    division: (
        None
        | PostV1ChartImageBodyDivisionType1
        | PostV1ChartImageBodyDivisionType2Type1
        | PostV1ChartImageBodyDivisionType3Type1
        | Unset
    ) = "D1"
    house_system: (
        None
        | PostV1ChartImageBodyHouseSystemType1
        | PostV1ChartImageBodyHouseSystemType2Type1
        | PostV1ChartImageBodyHouseSystemType3Type1
        | Unset
    ) = UNSET
    locale: (
        None
        | PostV1ChartImageBodyLocaleType1
        | PostV1ChartImageBodyLocaleType2Type1
        | PostV1ChartImageBodyLocaleType3Type1
        | Unset
    ) = "en"
    node: (
        None
        | PostV1ChartImageBodyNodeType1
        | PostV1ChartImageBodyNodeType2Type1
        | PostV1ChartImageBodyNodeType3Type1
        | Unset
    ) = UNSET
    style: (
        None
        | PostV1ChartImageBodyStyleType1
        | PostV1ChartImageBodyStyleType2Type1
        | PostV1ChartImageBodyStyleType3Type1
        | Unset
    ) = "north"

    def to_dict(self) -> dict[str, Any]:
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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "profileId": profile_id,
            }
        )
        if ayanamsa is not UNSET:
            field_dict["ayanamsa"] = ayanamsa
        if chart is not UNSET:
            field_dict["chart"] = chart
        if dasha_year is not UNSET:
            field_dict["dashaYear"] = dasha_year
        if division is not UNSET:
            field_dict["division"] = division
        if house_system is not UNSET:
            field_dict["houseSystem"] = house_system
        if locale is not UNSET:
            field_dict["locale"] = locale
        if node is not UNSET:
            field_dict["node"] = node
        if style is not UNSET:
            field_dict["style"] = style

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        profile_id = UUID(d.pop("profileId"))

        def _parse_ayanamsa(
            data: object,
        ) -> (
            None
            | PostV1ChartImageBodyAyanamsaType1
            | PostV1ChartImageBodyAyanamsaType2Type1
            | PostV1ChartImageBodyAyanamsaType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_1 = check_post_v1_chart_image_body_ayanamsa_type_1(data)

                return ayanamsa_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_2_type_1 = check_post_v1_chart_image_body_ayanamsa_type_2_type_1(data)

                return ayanamsa_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_3_type_1 = check_post_v1_chart_image_body_ayanamsa_type_3_type_1(data)

                return ayanamsa_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ChartImageBodyAyanamsaType1
                | PostV1ChartImageBodyAyanamsaType2Type1
                | PostV1ChartImageBodyAyanamsaType3Type1
                | Unset,
                data,
            )

        ayanamsa = _parse_ayanamsa(d.pop("ayanamsa", UNSET))

        def _parse_chart(
            data: object,
        ) -> (
            None
            | PostV1ChartImageBodyChartType1
            | PostV1ChartImageBodyChartType2Type1
            | PostV1ChartImageBodyChartType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chart_type_1 = check_post_v1_chart_image_body_chart_type_1(data)

                return chart_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chart_type_2_type_1 = check_post_v1_chart_image_body_chart_type_2_type_1(data)

                return chart_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chart_type_3_type_1 = check_post_v1_chart_image_body_chart_type_3_type_1(data)

                return chart_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ChartImageBodyChartType1
                | PostV1ChartImageBodyChartType2Type1
                | PostV1ChartImageBodyChartType3Type1
                | Unset,
                data,
            )

        chart = _parse_chart(d.pop("chart", UNSET))

        def _parse_dasha_year(
            data: object,
        ) -> (
            None
            | PostV1ChartImageBodyDashaYearType1
            | PostV1ChartImageBodyDashaYearType2Type1
            | PostV1ChartImageBodyDashaYearType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_1 = check_post_v1_chart_image_body_dasha_year_type_1(data)

                return dasha_year_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_2_type_1 = check_post_v1_chart_image_body_dasha_year_type_2_type_1(data)

                return dasha_year_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_3_type_1 = check_post_v1_chart_image_body_dasha_year_type_3_type_1(data)

                return dasha_year_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ChartImageBodyDashaYearType1
                | PostV1ChartImageBodyDashaYearType2Type1
                | PostV1ChartImageBodyDashaYearType3Type1
                | Unset,
                data,
            )

        dasha_year = _parse_dasha_year(d.pop("dashaYear", UNSET))

        def _parse_division(
            data: object,
        ) -> (
            None
            | PostV1ChartImageBodyDivisionType1
            | PostV1ChartImageBodyDivisionType2Type1
            | PostV1ChartImageBodyDivisionType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                division_type_1 = check_post_v1_chart_image_body_division_type_1(data)

                return division_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                division_type_2_type_1 = check_post_v1_chart_image_body_division_type_2_type_1(data)

                return division_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                division_type_3_type_1 = check_post_v1_chart_image_body_division_type_3_type_1(data)

                return division_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ChartImageBodyDivisionType1
                | PostV1ChartImageBodyDivisionType2Type1
                | PostV1ChartImageBodyDivisionType3Type1
                | Unset,
                data,
            )

        division = _parse_division(d.pop("division", UNSET))

        def _parse_house_system(
            data: object,
        ) -> (
            None
            | PostV1ChartImageBodyHouseSystemType1
            | PostV1ChartImageBodyHouseSystemType2Type1
            | PostV1ChartImageBodyHouseSystemType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_1 = check_post_v1_chart_image_body_house_system_type_1(data)

                return house_system_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_2_type_1 = check_post_v1_chart_image_body_house_system_type_2_type_1(data)

                return house_system_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_3_type_1 = check_post_v1_chart_image_body_house_system_type_3_type_1(data)

                return house_system_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ChartImageBodyHouseSystemType1
                | PostV1ChartImageBodyHouseSystemType2Type1
                | PostV1ChartImageBodyHouseSystemType3Type1
                | Unset,
                data,
            )

        house_system = _parse_house_system(d.pop("houseSystem", UNSET))

        def _parse_locale(
            data: object,
        ) -> (
            None
            | PostV1ChartImageBodyLocaleType1
            | PostV1ChartImageBodyLocaleType2Type1
            | PostV1ChartImageBodyLocaleType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_1 = check_post_v1_chart_image_body_locale_type_1(data)

                return locale_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_2_type_1 = check_post_v1_chart_image_body_locale_type_2_type_1(data)

                return locale_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_3_type_1 = check_post_v1_chart_image_body_locale_type_3_type_1(data)

                return locale_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ChartImageBodyLocaleType1
                | PostV1ChartImageBodyLocaleType2Type1
                | PostV1ChartImageBodyLocaleType3Type1
                | Unset,
                data,
            )

        locale = _parse_locale(d.pop("locale", UNSET))

        def _parse_node(
            data: object,
        ) -> (
            None
            | PostV1ChartImageBodyNodeType1
            | PostV1ChartImageBodyNodeType2Type1
            | PostV1ChartImageBodyNodeType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_1 = check_post_v1_chart_image_body_node_type_1(data)

                return node_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_2_type_1 = check_post_v1_chart_image_body_node_type_2_type_1(data)

                return node_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_3_type_1 = check_post_v1_chart_image_body_node_type_3_type_1(data)

                return node_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ChartImageBodyNodeType1
                | PostV1ChartImageBodyNodeType2Type1
                | PostV1ChartImageBodyNodeType3Type1
                | Unset,
                data,
            )

        node = _parse_node(d.pop("node", UNSET))

        def _parse_style(
            data: object,
        ) -> (
            None
            | PostV1ChartImageBodyStyleType1
            | PostV1ChartImageBodyStyleType2Type1
            | PostV1ChartImageBodyStyleType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                style_type_1 = check_post_v1_chart_image_body_style_type_1(data)

                return style_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                style_type_2_type_1 = check_post_v1_chart_image_body_style_type_2_type_1(data)

                return style_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                style_type_3_type_1 = check_post_v1_chart_image_body_style_type_3_type_1(data)

                return style_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ChartImageBodyStyleType1
                | PostV1ChartImageBodyStyleType2Type1
                | PostV1ChartImageBodyStyleType3Type1
                | Unset,
                data,
            )

        style = _parse_style(d.pop("style", UNSET))

        post_v1_chart_image_body = cls(
            profile_id=profile_id,
            ayanamsa=ayanamsa,
            chart=chart,
            dasha_year=dasha_year,
            division=division,
            house_system=house_system,
            locale=locale,
            node=node,
            style=style,
        )

        return post_v1_chart_image_body
