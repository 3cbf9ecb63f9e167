from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.post_v1_report_compatibility_body_ayanamsa_type_1 import (
    PostV1ReportCompatibilityBodyAyanamsaType1,
    check_post_v1_report_compatibility_body_ayanamsa_type_1,
)
from ..models.post_v1_report_compatibility_body_ayanamsa_type_2_type_1 import (
    PostV1ReportCompatibilityBodyAyanamsaType2Type1,
    check_post_v1_report_compatibility_body_ayanamsa_type_2_type_1,
)
from ..models.post_v1_report_compatibility_body_ayanamsa_type_3_type_1 import (
    PostV1ReportCompatibilityBodyAyanamsaType3Type1,
    check_post_v1_report_compatibility_body_ayanamsa_type_3_type_1,
)
from ..models.post_v1_report_compatibility_body_dasha_year_type_1 import (
    PostV1ReportCompatibilityBodyDashaYearType1,
    check_post_v1_report_compatibility_body_dasha_year_type_1,
)
from ..models.post_v1_report_compatibility_body_dasha_year_type_2_type_1 import (
    PostV1ReportCompatibilityBodyDashaYearType2Type1,
    check_post_v1_report_compatibility_body_dasha_year_type_2_type_1,
)
from ..models.post_v1_report_compatibility_body_dasha_year_type_3_type_1 import (
    PostV1ReportCompatibilityBodyDashaYearType3Type1,
    check_post_v1_report_compatibility_body_dasha_year_type_3_type_1,
)
from ..models.post_v1_report_compatibility_body_house_system_type_1 import (
    PostV1ReportCompatibilityBodyHouseSystemType1,
    check_post_v1_report_compatibility_body_house_system_type_1,
)
from ..models.post_v1_report_compatibility_body_house_system_type_2_type_1 import (
    PostV1ReportCompatibilityBodyHouseSystemType2Type1,
    check_post_v1_report_compatibility_body_house_system_type_2_type_1,
)
from ..models.post_v1_report_compatibility_body_house_system_type_3_type_1 import (
    PostV1ReportCompatibilityBodyHouseSystemType3Type1,
    check_post_v1_report_compatibility_body_house_system_type_3_type_1,
)
from ..models.post_v1_report_compatibility_body_locale_type_1 import (
    PostV1ReportCompatibilityBodyLocaleType1,
    check_post_v1_report_compatibility_body_locale_type_1,
)
from ..models.post_v1_report_compatibility_body_locale_type_2_type_1 import (
    PostV1ReportCompatibilityBodyLocaleType2Type1,
    check_post_v1_report_compatibility_body_locale_type_2_type_1,
)
from ..models.post_v1_report_compatibility_body_locale_type_3_type_1 import (
    PostV1ReportCompatibilityBodyLocaleType3Type1,
    check_post_v1_report_compatibility_body_locale_type_3_type_1,
)
from ..models.post_v1_report_compatibility_body_node_type_1 import (
    PostV1ReportCompatibilityBodyNodeType1,
    check_post_v1_report_compatibility_body_node_type_1,
)
from ..models.post_v1_report_compatibility_body_node_type_2_type_1 import (
    PostV1ReportCompatibilityBodyNodeType2Type1,
    check_post_v1_report_compatibility_body_node_type_2_type_1,
)
from ..models.post_v1_report_compatibility_body_node_type_3_type_1 import (
    PostV1ReportCompatibilityBodyNodeType3Type1,
    check_post_v1_report_compatibility_body_node_type_3_type_1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1ReportCompatibilityBody")


@_attrs_define
class PostV1ReportCompatibilityBody:
    """
    Attributes:
        bride_profile_id (UUID): a profile id of this account
        groom_profile_id (UUID): a profile id of this account
        ayanamsa (None | PostV1ReportCompatibilityBodyAyanamsaType1 | PostV1ReportCompatibilityBodyAyanamsaType2Type1 |
            PostV1ReportCompatibilityBodyAyanamsaType3Type1 | Unset): The ayanamsa (default: the account's, else `lahiri`)
        callback_url (None | str | Unset): With `Prefer: respond-async`: where to POST the job's state when it ends,
            signed
            with the account's webhook secret (Standard Webhooks); an http or https URL of a
            public host.
        dasha_year (None | PostV1ReportCompatibilityBodyDashaYearType1 |
            PostV1ReportCompatibilityBodyDashaYearType2Type1 | PostV1ReportCompatibilityBodyDashaYearType3Type1 | Unset):
            The length of a dasha year (default: the account's, else `julian`)
        house_system (None | PostV1ReportCompatibilityBodyHouseSystemType1 |
            PostV1ReportCompatibilityBodyHouseSystemType2Type1 | PostV1ReportCompatibilityBodyHouseSystemType3Type1 |
            Unset): The house system (default: the account's, else `whole-sign`)
        locale (None | PostV1ReportCompatibilityBodyLocaleType1 | PostV1ReportCompatibilityBodyLocaleType2Type1 |
            PostV1ReportCompatibilityBodyLocaleType3Type1 | Unset):  Default: 'en'.
        node (None | PostV1ReportCompatibilityBodyNodeType1 | PostV1ReportCompatibilityBodyNodeType2Type1 |
            PostV1ReportCompatibilityBodyNodeType3Type1 | Unset): Rahu as the mean or the true node (default: the account's,
            else `mean`)
    """

    bride_profile_id: UUID
    groom_profile_id: UUID
    ayanamsa: (
        None
        | PostV1ReportCompatibilityBodyAyanamsaType1
        | PostV1ReportCompatibilityBodyAyanamsaType2Type1
        | PostV1ReportCompatibilityBodyAyanamsaType3Type1
        | Unset
    ) = UNSET
    callback_url: None | str | Unset = UNSET
    dasha_year: (
        None
        | PostV1ReportCompatibilityBodyDashaYearType1
        | PostV1ReportCompatibilityBodyDashaYearType2Type1
        | PostV1ReportCompatibilityBodyDashaYearType3Type1
        | Unset
    ) = UNSET
    house_system: (
        None
        | PostV1ReportCompatibilityBodyHouseSystemType1
        | PostV1ReportCompatibilityBodyHouseSystemType2Type1
        | PostV1ReportCompatibilityBodyHouseSystemType3Type1
        | Unset
    ) = UNSET
    locale: (
        None
        | PostV1ReportCompatibilityBodyLocaleType1
        | PostV1ReportCompatibilityBodyLocaleType2Type1
        | PostV1ReportCompatibilityBodyLocaleType3Type1
        | Unset
    ) = "en"
    node: (
        None
        | PostV1ReportCompatibilityBodyNodeType1
        | PostV1ReportCompatibilityBodyNodeType2Type1
        | PostV1ReportCompatibilityBodyNodeType3Type1
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        bride_profile_id = str(self.bride_profile_id)

        groom_profile_id = str(self.groom_profile_id)

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

        callback_url: None | str | Unset
        if isinstance(self.callback_url, Unset):
            callback_url = UNSET
        else:
            callback_url = self.callback_url

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
                "brideProfileId": bride_profile_id,
                "groomProfileId": groom_profile_id,
            }
        )
        if ayanamsa is not UNSET:
            field_dict["ayanamsa"] = ayanamsa
        if callback_url is not UNSET:
            field_dict["callbackUrl"] = callback_url
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
        bride_profile_id = UUID(d.pop("brideProfileId"))

        groom_profile_id = UUID(d.pop("groomProfileId"))

        def _parse_ayanamsa(
            data: object,
        ) -> (
            None
            | PostV1ReportCompatibilityBodyAyanamsaType1
            | PostV1ReportCompatibilityBodyAyanamsaType2Type1
            | PostV1ReportCompatibilityBodyAyanamsaType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_1 = check_post_v1_report_compatibility_body_ayanamsa_type_1(data)

                return ayanamsa_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_2_type_1 = check_post_v1_report_compatibility_body_ayanamsa_type_2_type_1(data)

                return ayanamsa_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_3_type_1 = check_post_v1_report_compatibility_body_ayanamsa_type_3_type_1(data)

                return ayanamsa_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ReportCompatibilityBodyAyanamsaType1
                | PostV1ReportCompatibilityBodyAyanamsaType2Type1
                | PostV1ReportCompatibilityBodyAyanamsaType3Type1
                | Unset,
                data,
            )

        ayanamsa = _parse_ayanamsa(d.pop("ayanamsa", UNSET))

        def _parse_callback_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        callback_url = _parse_callback_url(d.pop("callbackUrl", UNSET))

        def _parse_dasha_year(
            data: object,
        ) -> (
            None
            | PostV1ReportCompatibilityBodyDashaYearType1
            | PostV1ReportCompatibilityBodyDashaYearType2Type1
            | PostV1ReportCompatibilityBodyDashaYearType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_1 = check_post_v1_report_compatibility_body_dasha_year_type_1(data)

                return dasha_year_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_2_type_1 = check_post_v1_report_compatibility_body_dasha_year_type_2_type_1(data)

                return dasha_year_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_3_type_1 = check_post_v1_report_compatibility_body_dasha_year_type_3_type_1(data)

                return dasha_year_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ReportCompatibilityBodyDashaYearType1
                | PostV1ReportCompatibilityBodyDashaYearType2Type1
                | PostV1ReportCompatibilityBodyDashaYearType3Type1
                | Unset,
                data,
            )

        dasha_year = _parse_dasha_year(d.pop("dashaYear", UNSET))

        def _parse_house_system(
            data: object,
        ) -> (
            None
            | PostV1ReportCompatibilityBodyHouseSystemType1
            | PostV1ReportCompatibilityBodyHouseSystemType2Type1
            | PostV1ReportCompatibilityBodyHouseSystemType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_1 = check_post_v1_report_compatibility_body_house_system_type_1(data)

                return house_system_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_2_type_1 = check_post_v1_report_compatibility_body_house_system_type_2_type_1(data)

                return house_system_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_3_type_1 = check_post_v1_report_compatibility_body_house_system_type_3_type_1(data)

                return house_system_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ReportCompatibilityBodyHouseSystemType1
                | PostV1ReportCompatibilityBodyHouseSystemType2Type1
                | PostV1ReportCompatibilityBodyHouseSystemType3Type1
                | Unset,
                data,
            )

        house_system = _parse_house_system(d.pop("houseSystem", UNSET))

        def _parse_locale(
            data: object,
        ) -> (
            None
            | PostV1ReportCompatibilityBodyLocaleType1
            | PostV1ReportCompatibilityBodyLocaleType2Type1
            | PostV1ReportCompatibilityBodyLocaleType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_1 = check_post_v1_report_compatibility_body_locale_type_1(data)

                return locale_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_2_type_1 = check_post_v1_report_compatibility_body_locale_type_2_type_1(data)

                return locale_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_3_type_1 = check_post_v1_report_compatibility_body_locale_type_3_type_1(data)

                return locale_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ReportCompatibilityBodyLocaleType1
                | PostV1ReportCompatibilityBodyLocaleType2Type1
                | PostV1ReportCompatibilityBodyLocaleType3Type1
                | Unset,
                data,
            )

        locale = _parse_locale(d.pop("locale", UNSET))

        def _parse_node(
            data: object,
        ) -> (
            None
            | PostV1ReportCompatibilityBodyNodeType1
            | PostV1ReportCompatibilityBodyNodeType2Type1
            | PostV1ReportCompatibilityBodyNodeType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_1 = check_post_v1_report_compatibility_body_node_type_1(data)

                return node_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_2_type_1 = check_post_v1_report_compatibility_body_node_type_2_type_1(data)

                return node_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_3_type_1 = check_post_v1_report_compatibility_body_node_type_3_type_1(data)

                return node_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1ReportCompatibilityBodyNodeType1
                | PostV1ReportCompatibilityBodyNodeType2Type1
                | PostV1ReportCompatibilityBodyNodeType3Type1
                | Unset,
                data,
            )

        node = _parse_node(d.pop("node", UNSET))

        post_v1_report_compatibility_body = cls(
            bride_profile_id=bride_profile_id,
            groom_profile_id=groom_profile_id,
            ayanamsa=ayanamsa,
            callback_url=callback_url,
            dasha_year=dasha_year,
            house_system=house_system,
            locale=locale,
            node=node,
        )

        return post_v1_report_compatibility_body
