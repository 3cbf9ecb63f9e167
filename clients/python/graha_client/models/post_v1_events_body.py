from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.post_v1_events_body_ayanamsa_type_1 import (
    PostV1EventsBodyAyanamsaType1,
    check_post_v1_events_body_ayanamsa_type_1,
)
from ..models.post_v1_events_body_ayanamsa_type_2_type_1 import (
    PostV1EventsBodyAyanamsaType2Type1,
    check_post_v1_events_body_ayanamsa_type_2_type_1,
)
from ..models.post_v1_events_body_ayanamsa_type_3_type_1 import (
    PostV1EventsBodyAyanamsaType3Type1,
    check_post_v1_events_body_ayanamsa_type_3_type_1,
)
from ..models.post_v1_events_body_dasha_year_type_1 import (
    PostV1EventsBodyDashaYearType1,
    check_post_v1_events_body_dasha_year_type_1,
)
from ..models.post_v1_events_body_dasha_year_type_2_type_1 import (
    PostV1EventsBodyDashaYearType2Type1,
    check_post_v1_events_body_dasha_year_type_2_type_1,
)
from ..models.post_v1_events_body_dasha_year_type_3_type_1 import (
    PostV1EventsBodyDashaYearType3Type1,
    check_post_v1_events_body_dasha_year_type_3_type_1,
)
from ..models.post_v1_events_body_house_system_type_1 import (
    PostV1EventsBodyHouseSystemType1,
    check_post_v1_events_body_house_system_type_1,
)
from ..models.post_v1_events_body_house_system_type_2_type_1 import (
    PostV1EventsBodyHouseSystemType2Type1,
    check_post_v1_events_body_house_system_type_2_type_1,
)
from ..models.post_v1_events_body_house_system_type_3_type_1 import (
    PostV1EventsBodyHouseSystemType3Type1,
    check_post_v1_events_body_house_system_type_3_type_1,
)
from ..models.post_v1_events_body_kinds_type_0_item import (
    PostV1EventsBodyKindsType0Item,
    check_post_v1_events_body_kinds_type_0_item,
)
from ..models.post_v1_events_body_locale_type_1 import (
    PostV1EventsBodyLocaleType1,
    check_post_v1_events_body_locale_type_1,
)
from ..models.post_v1_events_body_locale_type_2_type_1 import (
    PostV1EventsBodyLocaleType2Type1,
    check_post_v1_events_body_locale_type_2_type_1,
)
from ..models.post_v1_events_body_locale_type_3_type_1 import (
    PostV1EventsBodyLocaleType3Type1,
    check_post_v1_events_body_locale_type_3_type_1,
)
from ..models.post_v1_events_body_node_type_1 import PostV1EventsBodyNodeType1, check_post_v1_events_body_node_type_1
from ..models.post_v1_events_body_node_type_2_type_1 import (
    PostV1EventsBodyNodeType2Type1,
    check_post_v1_events_body_node_type_2_type_1,
)
from ..models.post_v1_events_body_node_type_3_type_1 import (
    PostV1EventsBodyNodeType3Type1,
    check_post_v1_events_body_node_type_3_type_1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1EventsBody")


@_attrs_define
class PostV1EventsBody:
    """
    Attributes:
        from_ (datetime.date): The first day of the range, YYYY-MM-DD (in the place's zone, else UTC), 1800–2400.
        to (datetime.date): The last day of the range (included): less than ten years after `from` for sky
            events, a year for a muhurta search.
        ayanamsa (None | PostV1EventsBodyAyanamsaType1 | PostV1EventsBodyAyanamsaType2Type1 |
            PostV1EventsBodyAyanamsaType3Type1 | Unset): The ayanamsa (default: the account's, else `lahiri`)
        dasha_year (None | PostV1EventsBodyDashaYearType1 | PostV1EventsBodyDashaYearType2Type1 |
            PostV1EventsBodyDashaYearType3Type1 | Unset): The length of a dasha year (default: the account's, else `julian`)
        house_system (None | PostV1EventsBodyHouseSystemType1 | PostV1EventsBodyHouseSystemType2Type1 |
            PostV1EventsBodyHouseSystemType3Type1 | Unset): The house system (default: the account's, else `whole-sign`)
        kinds (list[PostV1EventsBodyKindsType0Item] | None | Unset):
        latitude (float | Unset): Degrees, north positive.
        locale (None | PostV1EventsBodyLocaleType1 | PostV1EventsBodyLocaleType2Type1 | PostV1EventsBodyLocaleType3Type1
            | Unset):  Default: 'en'.
        longitude (float | Unset): Degrees, east positive.
        node (None | PostV1EventsBodyNodeType1 | PostV1EventsBodyNodeType2Type1 | PostV1EventsBodyNodeType3Type1 |
            Unset): Rahu as the mean or the true node (default: the account's, else `mean`)
        timezone (str | Unset): An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the names
            accepted.
    """

    from_: datetime.date
    to: datetime.date
    ayanamsa: (
        None
        | PostV1EventsBodyAyanamsaType1
        | PostV1EventsBodyAyanamsaType2Type1
        | PostV1EventsBodyAyanamsaType3Type1
        | Unset
    ) = UNSET
    dasha_year: (
        None
        | PostV1EventsBodyDashaYearType1
        | PostV1EventsBodyDashaYearType2Type1
        | PostV1EventsBodyDashaYearType3Type1
        | Unset
    ) = UNSET
    house_system: (
        None
        | PostV1EventsBodyHouseSystemType1
        | PostV1EventsBodyHouseSystemType2Type1
        | PostV1EventsBodyHouseSystemType3Type1
        | Unset
    ) = UNSET
    kinds: list[PostV1EventsBodyKindsType0Item] | None | Unset = UNSET
    latitude: float | Unset = UNSET
    locale: (
        None | PostV1EventsBodyLocaleType1 | PostV1EventsBodyLocaleType2Type1 | PostV1EventsBodyLocaleType3Type1 | Unset
    ) = "en"
    longitude: float | Unset = UNSET
    node: None | PostV1EventsBodyNodeType1 | PostV1EventsBodyNodeType2Type1 | PostV1EventsBodyNodeType3Type1 | Unset = (
        UNSET
    )
    timezone: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.isoformat()

        to = self.to.isoformat()

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

        kinds: list[str] | None | Unset
        if isinstance(self.kinds, Unset):
            kinds = UNSET
        elif isinstance(self.kinds, list):
            kinds = []
            for kinds_type_0_item_data in self.kinds:
                kinds_type_0_item: str = kinds_type_0_item_data
                kinds.append(kinds_type_0_item)

        else:
            kinds = self.kinds

        latitude = self.latitude

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

        longitude = self.longitude

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
        if timezone is not UNSET:
            field_dict["timezone"] = timezone

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = datetime.date.fromisoformat(d.pop("from"))

        to = datetime.date.fromisoformat(d.pop("to"))

        def _parse_ayanamsa(
            data: object,
        ) -> (
            None
            | PostV1EventsBodyAyanamsaType1
            | PostV1EventsBodyAyanamsaType2Type1
            | PostV1EventsBodyAyanamsaType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_1 = check_post_v1_events_body_ayanamsa_type_1(data)

                return ayanamsa_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_2_type_1 = check_post_v1_events_body_ayanamsa_type_2_type_1(data)

                return ayanamsa_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_3_type_1 = check_post_v1_events_body_ayanamsa_type_3_type_1(data)

                return ayanamsa_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1EventsBodyAyanamsaType1
                | PostV1EventsBodyAyanamsaType2Type1
                | PostV1EventsBodyAyanamsaType3Type1
                | Unset,
                data,
            )

        ayanamsa = _parse_ayanamsa(d.pop("ayanamsa", UNSET))

        def _parse_dasha_year(
            data: object,
        ) -> (
            None
            | PostV1EventsBodyDashaYearType1
            | PostV1EventsBodyDashaYearType2Type1
            | PostV1EventsBodyDashaYearType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_1 = check_post_v1_events_body_dasha_year_type_1(data)

                return dasha_year_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_2_type_1 = check_post_v1_events_body_dasha_year_type_2_type_1(data)

                return dasha_year_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_3_type_1 = check_post_v1_events_body_dasha_year_type_3_type_1(data)

                return dasha_year_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1EventsBodyDashaYearType1
                | PostV1EventsBodyDashaYearType2Type1
                | PostV1EventsBodyDashaYearType3Type1
                | Unset,
                data,
            )

        dasha_year = _parse_dasha_year(d.pop("dashaYear", UNSET))

        def _parse_house_system(
            data: object,
        ) -> (
            None
            | PostV1EventsBodyHouseSystemType1
            | PostV1EventsBodyHouseSystemType2Type1
            | PostV1EventsBodyHouseSystemType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_1 = check_post_v1_events_body_house_system_type_1(data)

                return house_system_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_2_type_1 = check_post_v1_events_body_house_system_type_2_type_1(data)

                return house_system_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_3_type_1 = check_post_v1_events_body_house_system_type_3_type_1(data)

                return house_system_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1EventsBodyHouseSystemType1
                | PostV1EventsBodyHouseSystemType2Type1
                | PostV1EventsBodyHouseSystemType3Type1
                | Unset,
                data,
            )

        house_system = _parse_house_system(d.pop("houseSystem", UNSET))

        def _parse_kinds(data: object) -> list[PostV1EventsBodyKindsType0Item] | None | Unset:
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
                    kinds_type_0_item = check_post_v1_events_body_kinds_type_0_item(kinds_type_0_item_data)

                    kinds_type_0.append(kinds_type_0_item)

                return kinds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PostV1EventsBodyKindsType0Item] | None | Unset, data)

        kinds = _parse_kinds(d.pop("kinds", UNSET))

        latitude = d.pop("latitude", UNSET)

        def _parse_locale(
            data: object,
        ) -> (
            None
            | PostV1EventsBodyLocaleType1
            | PostV1EventsBodyLocaleType2Type1
            | PostV1EventsBodyLocaleType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_1 = check_post_v1_events_body_locale_type_1(data)

                return locale_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_2_type_1 = check_post_v1_events_body_locale_type_2_type_1(data)

                return locale_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_3_type_1 = check_post_v1_events_body_locale_type_3_type_1(data)

                return locale_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1EventsBodyLocaleType1
                | PostV1EventsBodyLocaleType2Type1
                | PostV1EventsBodyLocaleType3Type1
                | Unset,
                data,
            )

        locale = _parse_locale(d.pop("locale", UNSET))

        longitude = d.pop("longitude", UNSET)

        def _parse_node(
            data: object,
        ) -> None | PostV1EventsBodyNodeType1 | PostV1EventsBodyNodeType2Type1 | PostV1EventsBodyNodeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_1 = check_post_v1_events_body_node_type_1(data)

                return node_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_2_type_1 = check_post_v1_events_body_node_type_2_type_1(data)

                return node_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_3_type_1 = check_post_v1_events_body_node_type_3_type_1(data)

                return node_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1EventsBodyNodeType1
                | PostV1EventsBodyNodeType2Type1
                | PostV1EventsBodyNodeType3Type1
                | Unset,
                data,
            )

        node = _parse_node(d.pop("node", UNSET))

        timezone = d.pop("timezone", UNSET)

        post_v1_events_body = cls(
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
            timezone=timezone,
        )

        return post_v1_events_body
