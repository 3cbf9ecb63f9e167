from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.post_v1_kp_horary_body_ayanamsa_type_1 import (
    PostV1KpHoraryBodyAyanamsaType1,
    check_post_v1_kp_horary_body_ayanamsa_type_1,
)
from ..models.post_v1_kp_horary_body_ayanamsa_type_2_type_1 import (
    PostV1KpHoraryBodyAyanamsaType2Type1,
    check_post_v1_kp_horary_body_ayanamsa_type_2_type_1,
)
from ..models.post_v1_kp_horary_body_ayanamsa_type_3_type_1 import (
    PostV1KpHoraryBodyAyanamsaType3Type1,
    check_post_v1_kp_horary_body_ayanamsa_type_3_type_1,
)
from ..models.post_v1_kp_horary_body_dasha_year_type_1 import (
    PostV1KpHoraryBodyDashaYearType1,
    check_post_v1_kp_horary_body_dasha_year_type_1,
)
from ..models.post_v1_kp_horary_body_dasha_year_type_2_type_1 import (
    PostV1KpHoraryBodyDashaYearType2Type1,
    check_post_v1_kp_horary_body_dasha_year_type_2_type_1,
)
from ..models.post_v1_kp_horary_body_dasha_year_type_3_type_1 import (
    PostV1KpHoraryBodyDashaYearType3Type1,
    check_post_v1_kp_horary_body_dasha_year_type_3_type_1,
)
from ..models.post_v1_kp_horary_body_house_system_type_1 import (
    PostV1KpHoraryBodyHouseSystemType1,
    check_post_v1_kp_horary_body_house_system_type_1,
)
from ..models.post_v1_kp_horary_body_house_system_type_2_type_1 import (
    PostV1KpHoraryBodyHouseSystemType2Type1,
    check_post_v1_kp_horary_body_house_system_type_2_type_1,
)
from ..models.post_v1_kp_horary_body_house_system_type_3_type_1 import (
    PostV1KpHoraryBodyHouseSystemType3Type1,
    check_post_v1_kp_horary_body_house_system_type_3_type_1,
)
from ..models.post_v1_kp_horary_body_locale_type_1 import (
    PostV1KpHoraryBodyLocaleType1,
    check_post_v1_kp_horary_body_locale_type_1,
)
from ..models.post_v1_kp_horary_body_locale_type_2_type_1 import (
    PostV1KpHoraryBodyLocaleType2Type1,
    check_post_v1_kp_horary_body_locale_type_2_type_1,
)
from ..models.post_v1_kp_horary_body_locale_type_3_type_1 import (
    PostV1KpHoraryBodyLocaleType3Type1,
    check_post_v1_kp_horary_body_locale_type_3_type_1,
)
from ..models.post_v1_kp_horary_body_node_type_1 import (
    PostV1KpHoraryBodyNodeType1,
    check_post_v1_kp_horary_body_node_type_1,
)
from ..models.post_v1_kp_horary_body_node_type_2_type_1 import (
    PostV1KpHoraryBodyNodeType2Type1,
    check_post_v1_kp_horary_body_node_type_2_type_1,
)
from ..models.post_v1_kp_horary_body_node_type_3_type_1 import (
    PostV1KpHoraryBodyNodeType3Type1,
    check_post_v1_kp_horary_body_node_type_3_type_1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1KpHoraryBody")


@_attrs_define
class PostV1KpHoraryBody:
    """
    Attributes:
        datetime_ (datetime.datetime): The moment, RFC 3339 with its offset (years 1800–2200).
        latitude (float): Degrees, north positive.
        longitude (float): Degrees, east positive.
        number (int): The querent's KP number, 1–249.
        timezone (str): An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the names accepted.
        ayanamsa (None | PostV1KpHoraryBodyAyanamsaType1 | PostV1KpHoraryBodyAyanamsaType2Type1 |
            PostV1KpHoraryBodyAyanamsaType3Type1 | Unset): The ayanamsa (default: the account's, else `kp`)
        dasha_year (None | PostV1KpHoraryBodyDashaYearType1 | PostV1KpHoraryBodyDashaYearType2Type1 |
            PostV1KpHoraryBodyDashaYearType3Type1 | Unset): The length of a dasha year (default: the account's, else
            `julian`)
        house_system (None | PostV1KpHoraryBodyHouseSystemType1 | PostV1KpHoraryBodyHouseSystemType2Type1 |
            PostV1KpHoraryBodyHouseSystemType3Type1 | Unset): The house system (default: the account's, else `placidus`)
        locale (None | PostV1KpHoraryBodyLocaleType1 | PostV1KpHoraryBodyLocaleType2Type1 |
            PostV1KpHoraryBodyLocaleType3Type1 | Unset):  Default: 'en'.
        node (None | PostV1KpHoraryBodyNodeType1 | PostV1KpHoraryBodyNodeType2Type1 | PostV1KpHoraryBodyNodeType3Type1 |
            Unset): Rahu as the mean or the true node (default: the account's, else `mean`)
    """

    datetime_: datetime.datetime
    latitude: float
    longitude: float
    number: int
    timezone: str
    ayanamsa: (
        None
        | PostV1KpHoraryBodyAyanamsaType1
        | PostV1KpHoraryBodyAyanamsaType2Type1
        | PostV1KpHoraryBodyAyanamsaType3Type1
        | Unset
    ) = UNSET
    dasha_year: (
        None
        | PostV1KpHoraryBodyDashaYearType1
        | PostV1KpHoraryBodyDashaYearType2Type1
        | PostV1KpHoraryBodyDashaYearType3Type1
        | Unset
    ) = UNSET
    house_system: (
        None
        | PostV1KpHoraryBodyHouseSystemType1
        | PostV1KpHoraryBodyHouseSystemType2Type1
        | PostV1KpHoraryBodyHouseSystemType3Type1
        | Unset
    ) = UNSET
    locale: (
        None
        | PostV1KpHoraryBodyLocaleType1
        | PostV1KpHoraryBodyLocaleType2Type1
        | PostV1KpHoraryBodyLocaleType3Type1
        | Unset
    ) = "en"
    node: (
        None | PostV1KpHoraryBodyNodeType1 | PostV1KpHoraryBodyNodeType2Type1 | PostV1KpHoraryBodyNodeType3Type1 | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        datetime_ = self.datetime_.isoformat()

        latitude = self.latitude

        longitude = self.longitude

        number = self.number

        timezone = self.timezone

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "datetime": datetime_,
                "latitude": latitude,
                "longitude": longitude,
                "number": number,
                "timezone": timezone,
            }
        )
        if ayanamsa is not UNSET:
            field_dict["ayanamsa"] = ayanamsa
        if dasha_year is not UNSET:
            field_dict["dashaYear"] = dasha_year
        if house_system is not UNSET:
            field_dict["houseSystem"] = house_system
        if locale is not UNSET:
            field_dict["locale"] = locale
        if node is not UNSET:
            field_dict["node"] = node

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        datetime_ = datetime.datetime.fromisoformat(d.pop("datetime"))

        latitude = d.pop("latitude")

        longitude = d.pop("longitude")

        number = d.pop("number")

        timezone = d.pop("timezone")

        def _parse_ayanamsa(
            data: object,
        ) -> (
            None
            | PostV1KpHoraryBodyAyanamsaType1
            | PostV1KpHoraryBodyAyanamsaType2Type1
            | PostV1KpHoraryBodyAyanamsaType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_1 = check_post_v1_kp_horary_body_ayanamsa_type_1(data)

                return ayanamsa_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_2_type_1 = check_post_v1_kp_horary_body_ayanamsa_type_2_type_1(data)

                return ayanamsa_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_3_type_1 = check_post_v1_kp_horary_body_ayanamsa_type_3_type_1(data)

                return ayanamsa_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KpHoraryBodyAyanamsaType1
                | PostV1KpHoraryBodyAyanamsaType2Type1
                | PostV1KpHoraryBodyAyanamsaType3Type1
                | Unset,
                data,
            )

        ayanamsa = _parse_ayanamsa(d.pop("ayanamsa", UNSET))

        def _parse_dasha_year(
            data: object,
        ) -> (
            None
            | PostV1KpHoraryBodyDashaYearType1
            | PostV1KpHoraryBodyDashaYearType2Type1
            | PostV1KpHoraryBodyDashaYearType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_1 = check_post_v1_kp_horary_body_dasha_year_type_1(data)

                return dasha_year_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_2_type_1 = check_post_v1_kp_horary_body_dasha_year_type_2_type_1(data)

                return dasha_year_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_3_type_1 = check_post_v1_kp_horary_body_dasha_year_type_3_type_1(data)

                return dasha_year_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KpHoraryBodyDashaYearType1
                | PostV1KpHoraryBodyDashaYearType2Type1
                | PostV1KpHoraryBodyDashaYearType3Type1
                | Unset,
                data,
            )

        dasha_year = _parse_dasha_year(d.pop("dashaYear", UNSET))

        def _parse_house_system(
            data: object,
        ) -> (
            None
            | PostV1KpHoraryBodyHouseSystemType1
            | PostV1KpHoraryBodyHouseSystemType2Type1
            | PostV1KpHoraryBodyHouseSystemType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_1 = check_post_v1_kp_horary_body_house_system_type_1(data)

                return house_system_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_2_type_1 = check_post_v1_kp_horary_body_house_system_type_2_type_1(data)

                return house_system_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_3_type_1 = check_post_v1_kp_horary_body_house_system_type_3_type_1(data)

                return house_system_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KpHoraryBodyHouseSystemType1
                | PostV1KpHoraryBodyHouseSystemType2Type1
                | PostV1KpHoraryBodyHouseSystemType3Type1
                | Unset,
                data,
            )

        house_system = _parse_house_system(d.pop("houseSystem", UNSET))

        def _parse_locale(
            data: object,
        ) -> (
            None
            | PostV1KpHoraryBodyLocaleType1
            | PostV1KpHoraryBodyLocaleType2Type1
            | PostV1KpHoraryBodyLocaleType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_1 = check_post_v1_kp_horary_body_locale_type_1(data)

                return locale_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_2_type_1 = check_post_v1_kp_horary_body_locale_type_2_type_1(data)

                return locale_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_3_type_1 = check_post_v1_kp_horary_body_locale_type_3_type_1(data)

                return locale_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KpHoraryBodyLocaleType1
                | PostV1KpHoraryBodyLocaleType2Type1
                | PostV1KpHoraryBodyLocaleType3Type1
                | Unset,
                data,
            )

        locale = _parse_locale(d.pop("locale", UNSET))

        def _parse_node(
            data: object,
        ) -> (
            None
            | PostV1KpHoraryBodyNodeType1
            | PostV1KpHoraryBodyNodeType2Type1
            | PostV1KpHoraryBodyNodeType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_1 = check_post_v1_kp_horary_body_node_type_1(data)

                return node_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_2_type_1 = check_post_v1_kp_horary_body_node_type_2_type_1(data)

                return node_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_3_type_1 = check_post_v1_kp_horary_body_node_type_3_type_1(data)

                return node_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1KpHoraryBodyNodeType1
                | PostV1KpHoraryBodyNodeType2Type1
                | PostV1KpHoraryBodyNodeType3Type1
                | Unset,
                data,
            )

        node = _parse_node(d.pop("node", UNSET))

        post_v1_kp_horary_body = cls(
            datetime_=datetime_,
            latitude=latitude,
            longitude=longitude,
            number=number,
            timezone=timezone,
            ayanamsa=ayanamsa,
            dasha_year=dasha_year,
            house_system=house_system,
            locale=locale,
            node=node,
        )

        return post_v1_kp_horary_body
