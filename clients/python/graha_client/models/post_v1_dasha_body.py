from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.post_v1_dasha_body_ayanamsa_type_1 import (
    PostV1DashaBodyAyanamsaType1,
    check_post_v1_dasha_body_ayanamsa_type_1,
)
from ..models.post_v1_dasha_body_ayanamsa_type_2_type_1 import (
    PostV1DashaBodyAyanamsaType2Type1,
    check_post_v1_dasha_body_ayanamsa_type_2_type_1,
)
from ..models.post_v1_dasha_body_ayanamsa_type_3_type_1 import (
    PostV1DashaBodyAyanamsaType3Type1,
    check_post_v1_dasha_body_ayanamsa_type_3_type_1,
)
from ..models.post_v1_dasha_body_dasha_year_type_1 import (
    PostV1DashaBodyDashaYearType1,
    check_post_v1_dasha_body_dasha_year_type_1,
)
from ..models.post_v1_dasha_body_dasha_year_type_2_type_1 import (
    PostV1DashaBodyDashaYearType2Type1,
    check_post_v1_dasha_body_dasha_year_type_2_type_1,
)
from ..models.post_v1_dasha_body_dasha_year_type_3_type_1 import (
    PostV1DashaBodyDashaYearType3Type1,
    check_post_v1_dasha_body_dasha_year_type_3_type_1,
)
from ..models.post_v1_dasha_body_from_type_1 import PostV1DashaBodyFromType1, check_post_v1_dasha_body_from_type_1
from ..models.post_v1_dasha_body_from_type_2_type_1 import (
    PostV1DashaBodyFromType2Type1,
    check_post_v1_dasha_body_from_type_2_type_1,
)
from ..models.post_v1_dasha_body_from_type_3_type_1 import (
    PostV1DashaBodyFromType3Type1,
    check_post_v1_dasha_body_from_type_3_type_1,
)
from ..models.post_v1_dasha_body_house_system_type_1 import (
    PostV1DashaBodyHouseSystemType1,
    check_post_v1_dasha_body_house_system_type_1,
)
from ..models.post_v1_dasha_body_house_system_type_2_type_1 import (
    PostV1DashaBodyHouseSystemType2Type1,
    check_post_v1_dasha_body_house_system_type_2_type_1,
)
from ..models.post_v1_dasha_body_house_system_type_3_type_1 import (
    PostV1DashaBodyHouseSystemType3Type1,
    check_post_v1_dasha_body_house_system_type_3_type_1,
)
from ..models.post_v1_dasha_body_locale_type_1 import PostV1DashaBodyLocaleType1, check_post_v1_dasha_body_locale_type_1
from ..models.post_v1_dasha_body_locale_type_2_type_1 import (
    PostV1DashaBodyLocaleType2Type1,
    check_post_v1_dasha_body_locale_type_2_type_1,
)
from ..models.post_v1_dasha_body_locale_type_3_type_1 import (
    PostV1DashaBodyLocaleType3Type1,
    check_post_v1_dasha_body_locale_type_3_type_1,
)
from ..models.post_v1_dasha_body_node_type_1 import PostV1DashaBodyNodeType1, check_post_v1_dasha_body_node_type_1
from ..models.post_v1_dasha_body_node_type_2_type_1 import (
    PostV1DashaBodyNodeType2Type1,
    check_post_v1_dasha_body_node_type_2_type_1,
)
from ..models.post_v1_dasha_body_node_type_3_type_1 import (
    PostV1DashaBodyNodeType3Type1,
    check_post_v1_dasha_body_node_type_3_type_1,
)
from ..models.post_v1_dasha_body_system_type_1 import PostV1DashaBodySystemType1, check_post_v1_dasha_body_system_type_1
from ..models.post_v1_dasha_body_system_type_2_type_1 import (
    PostV1DashaBodySystemType2Type1,
    check_post_v1_dasha_body_system_type_2_type_1,
)
from ..models.post_v1_dasha_body_system_type_3_type_1 import (
    PostV1DashaBodySystemType3Type1,
    check_post_v1_dasha_body_system_type_3_type_1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1DashaBody")


@_attrs_define
class PostV1DashaBody:
    """
    Attributes:
        profile_id (UUID): a profile id of this account
        ayanamsa (None | PostV1DashaBodyAyanamsaType1 | PostV1DashaBodyAyanamsaType2Type1 |
            PostV1DashaBodyAyanamsaType3Type1 | Unset): The ayanamsa (default: the account's, else `lahiri`)
        dasha_year (None | PostV1DashaBodyDashaYearType1 | PostV1DashaBodyDashaYearType2Type1 |
            PostV1DashaBodyDashaYearType3Type1 | Unset): The length of a dasha year (default: the account's, else `julian`)
        from_ (None | PostV1DashaBodyFromType1 | PostV1DashaBodyFromType2Type1 | PostV1DashaBodyFromType3Type1 | Unset):
            Default: 'today'.
        house_system (None | PostV1DashaBodyHouseSystemType1 | PostV1DashaBodyHouseSystemType2Type1 |
            PostV1DashaBodyHouseSystemType3Type1 | Unset): The house system (default: the account's, else `whole-sign`)
        levels (int | None | Unset): Vimshottari's depth, 1–5 (maha, antar, pratyantar, sookshma, prana); absent: the
            spec's three levels. Levels 3–5 are expanded where the native is (the running maha
            and antar); other systems ignore it.
        locale (None | PostV1DashaBodyLocaleType1 | PostV1DashaBodyLocaleType2Type1 | PostV1DashaBodyLocaleType3Type1 |
            Unset):  Default: 'en'.
        node (None | PostV1DashaBodyNodeType1 | PostV1DashaBodyNodeType2Type1 | PostV1DashaBodyNodeType3Type1 | Unset):
            Rahu as the mean or the true node (default: the account's, else `mean`)
        system (None | PostV1DashaBodySystemType1 | PostV1DashaBodySystemType2Type1 | PostV1DashaBodySystemType3Type1 |
            Unset):  Default: 'vimshottari'.
    """

    profile_id: UUID
    ayanamsa: (
        None
        | PostV1DashaBodyAyanamsaType1
        | PostV1DashaBodyAyanamsaType2Type1
        | PostV1DashaBodyAyanamsaType3Type1
        | Unset
    ) = UNSET
    dasha_year: (
        None
        | PostV1DashaBodyDashaYearType1
        | PostV1DashaBodyDashaYearType2Type1
        | PostV1DashaBodyDashaYearType3Type1
        | Unset
    ) = UNSET
    from_: None | PostV1DashaBodyFromType1 | PostV1DashaBodyFromType2Type1 | PostV1DashaBodyFromType3Type1 | Unset = (
        "today"
    )
    house_system: (
        None
        | PostV1DashaBodyHouseSystemType1
        | PostV1DashaBodyHouseSystemType2Type1
        | PostV1DashaBodyHouseSystemType3Type1
        | Unset
    ) = UNSET
    levels: int | None | Unset = UNSET
    locale: (
        None | PostV1DashaBodyLocaleType1 | PostV1DashaBodyLocaleType2Type1 | PostV1DashaBodyLocaleType3Type1 | Unset
    ) = "en"
    node: None | PostV1DashaBodyNodeType1 | PostV1DashaBodyNodeType2Type1 | PostV1DashaBodyNodeType3Type1 | Unset = (
        UNSET
    )
    system: (
        None | PostV1DashaBodySystemType1 | PostV1DashaBodySystemType2Type1 | PostV1DashaBodySystemType3Type1 | Unset
    ) = "vimshottari"

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
                "profileId": profile_id,
            }
        )
        if ayanamsa is not UNSET:
            field_dict["ayanamsa"] = ayanamsa
        if dasha_year is not UNSET:
            field_dict["dashaYear"] = dasha_year
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
        if system is not UNSET:
            field_dict["system"] = system

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        profile_id = UUID(d.pop("profileId"))

        def _parse_ayanamsa(
            data: object,
        ) -> (
            None
            | PostV1DashaBodyAyanamsaType1
            | PostV1DashaBodyAyanamsaType2Type1
            | PostV1DashaBodyAyanamsaType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_1 = check_post_v1_dasha_body_ayanamsa_type_1(data)

                return ayanamsa_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_2_type_1 = check_post_v1_dasha_body_ayanamsa_type_2_type_1(data)

                return ayanamsa_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ayanamsa_type_3_type_1 = check_post_v1_dasha_body_ayanamsa_type_3_type_1(data)

                return ayanamsa_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1DashaBodyAyanamsaType1
                | PostV1DashaBodyAyanamsaType2Type1
                | PostV1DashaBodyAyanamsaType3Type1
                | Unset,
                data,
            )

        ayanamsa = _parse_ayanamsa(d.pop("ayanamsa", UNSET))

        def _parse_dasha_year(
            data: object,
        ) -> (
            None
            | PostV1DashaBodyDashaYearType1
            | PostV1DashaBodyDashaYearType2Type1
            | PostV1DashaBodyDashaYearType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_1 = check_post_v1_dasha_body_dasha_year_type_1(data)

                return dasha_year_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_2_type_1 = check_post_v1_dasha_body_dasha_year_type_2_type_1(data)

                return dasha_year_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dasha_year_type_3_type_1 = check_post_v1_dasha_body_dasha_year_type_3_type_1(data)

                return dasha_year_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1DashaBodyDashaYearType1
                | PostV1DashaBodyDashaYearType2Type1
                | PostV1DashaBodyDashaYearType3Type1
                | Unset,
                data,
            )

        dasha_year = _parse_dasha_year(d.pop("dashaYear", UNSET))

        def _parse_from_(
            data: object,
        ) -> None | PostV1DashaBodyFromType1 | PostV1DashaBodyFromType2Type1 | PostV1DashaBodyFromType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_1 = check_post_v1_dasha_body_from_type_1(data)

                return from_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_2_type_1 = check_post_v1_dasha_body_from_type_2_type_1(data)

                return from_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_3_type_1 = check_post_v1_dasha_body_from_type_3_type_1(data)

                return from_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None | PostV1DashaBodyFromType1 | PostV1DashaBodyFromType2Type1 | PostV1DashaBodyFromType3Type1 | Unset,
                data,
            )

        from_ = _parse_from_(d.pop("from", UNSET))

        def _parse_house_system(
            data: object,
        ) -> (
            None
            | PostV1DashaBodyHouseSystemType1
            | PostV1DashaBodyHouseSystemType2Type1
            | PostV1DashaBodyHouseSystemType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_1 = check_post_v1_dasha_body_house_system_type_1(data)

                return house_system_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_2_type_1 = check_post_v1_dasha_body_house_system_type_2_type_1(data)

                return house_system_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                house_system_type_3_type_1 = check_post_v1_dasha_body_house_system_type_3_type_1(data)

                return house_system_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1DashaBodyHouseSystemType1
                | PostV1DashaBodyHouseSystemType2Type1
                | PostV1DashaBodyHouseSystemType3Type1
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
            | PostV1DashaBodyLocaleType1
            | PostV1DashaBodyLocaleType2Type1
            | PostV1DashaBodyLocaleType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_1 = check_post_v1_dasha_body_locale_type_1(data)

                return locale_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_2_type_1 = check_post_v1_dasha_body_locale_type_2_type_1(data)

                return locale_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_3_type_1 = check_post_v1_dasha_body_locale_type_3_type_1(data)

                return locale_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1DashaBodyLocaleType1
                | PostV1DashaBodyLocaleType2Type1
                | PostV1DashaBodyLocaleType3Type1
                | Unset,
                data,
            )

        locale = _parse_locale(d.pop("locale", UNSET))

        def _parse_node(
            data: object,
        ) -> None | PostV1DashaBodyNodeType1 | PostV1DashaBodyNodeType2Type1 | PostV1DashaBodyNodeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_1 = check_post_v1_dasha_body_node_type_1(data)

                return node_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_2_type_1 = check_post_v1_dasha_body_node_type_2_type_1(data)

                return node_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                node_type_3_type_1 = check_post_v1_dasha_body_node_type_3_type_1(data)

                return node_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None | PostV1DashaBodyNodeType1 | PostV1DashaBodyNodeType2Type1 | PostV1DashaBodyNodeType3Type1 | Unset,
                data,
            )

        node = _parse_node(d.pop("node", UNSET))

        def _parse_system(
            data: object,
        ) -> (
            None
            | PostV1DashaBodySystemType1
            | PostV1DashaBodySystemType2Type1
            | PostV1DashaBodySystemType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                system_type_1 = check_post_v1_dasha_body_system_type_1(data)

                return system_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                system_type_2_type_1 = check_post_v1_dasha_body_system_type_2_type_1(data)

                return system_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                system_type_3_type_1 = check_post_v1_dasha_body_system_type_3_type_1(data)

                return system_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostV1DashaBodySystemType1
                | PostV1DashaBodySystemType2Type1
                | PostV1DashaBodySystemType3Type1
                | Unset,
                data,
            )

        system = _parse_system(d.pop("system", UNSET))

        post_v1_dasha_body = cls(
            profile_id=profile_id,
            ayanamsa=ayanamsa,
            dasha_year=dasha_year,
            from_=from_,
            house_system=house_system,
            levels=levels,
            locale=locale,
            node=node,
            system=system,
        )

        return post_v1_dasha_body
