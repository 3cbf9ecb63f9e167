from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.activity import Activity
from ..models.ayanamsa import Ayanamsa
from ..models.dasha_year import DashaYear
from ..models.house_system import HouseSystem
from ..models.locale import Locale
from ..models.node import Node
from ..models.numerals import Numerals
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.birth import Birth


T = TypeVar("T", bound="MuhurtaRequest")


@_attrs_define
class MuhurtaRequest:
    """Participants: `profileIds` (stored profiles) and `births` (birth data, not stored), up to 10 in all.

    Attributes:
        activity (Activity): What a muhurta is sought for (the wire names are kebab-case).
        from_ (datetime.date): The first day of the range, YYYY-MM-DD (in the place's zone, else UTC), 1800–2400.
        latitude (float): Degrees, north positive.
        longitude (float): Degrees, east positive.
        timezone (str): An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the names accepted.
        to (datetime.date): The last day of the range (included): less than ten years after `from` for sky
            events, a year for a muhurta search.
        ayanamsa (Ayanamsa | None | Unset): The ayanamsa (default: the account's, else `lahiri`)
        births (list[Birth] | None | Unset): Participants given by their birth data, up to 10 with `profileIds`.
        dasha_year (DashaYear | None | Unset): The length of a dasha year (default: the account's, else `julian`)
        house_system (HouseSystem | None | Unset): The house system (default: the account's, else `whole-sign`)
        locale (Locale | None | Unset): Default: `en`.
        node (Node | None | Unset): Rahu as the mean or the true node (default: the account's, else `mean`)
        numerals (None | Numerals | Unset): Default: `latin`.
        profile_ids (list[UUID] | None | Unset):
    """

    activity: Activity
    from_: datetime.date
    latitude: float
    longitude: float
    timezone: str
    to: datetime.date
    ayanamsa: Ayanamsa | None | Unset = UNSET
    births: list[Birth] | None | Unset = UNSET
    dasha_year: DashaYear | None | Unset = UNSET
    house_system: HouseSystem | None | Unset = UNSET
    locale: Locale | None | Unset = UNSET
    node: Node | None | Unset = UNSET
    numerals: None | Numerals | Unset = UNSET
    profile_ids: list[UUID] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        activity = self.activity.value

        from_ = self.from_.isoformat()

        latitude = self.latitude

        longitude = self.longitude

        timezone = self.timezone

        to = self.to.isoformat()

        ayanamsa: None | str | Unset
        if isinstance(self.ayanamsa, Unset):
            ayanamsa = UNSET
        elif isinstance(self.ayanamsa, Ayanamsa):
            ayanamsa = self.ayanamsa.value
        else:
            ayanamsa = self.ayanamsa

        births: list[dict[str, Any]] | None | Unset
        if isinstance(self.births, Unset):
            births = UNSET
        elif isinstance(self.births, list):
            births = []
            for births_type_0_item_data in self.births:
                births_type_0_item = births_type_0_item_data.to_dict()
                births.append(births_type_0_item)

        else:
            births = self.births

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

        profile_ids: list[str] | None | Unset
        if isinstance(self.profile_ids, Unset):
            profile_ids = UNSET
        elif isinstance(self.profile_ids, list):
            profile_ids = []
            for profile_ids_type_0_item_data in self.profile_ids:
                profile_ids_type_0_item = str(profile_ids_type_0_item_data)
                profile_ids.append(profile_ids_type_0_item)

        else:
            profile_ids = self.profile_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "activity": activity,
                "from": from_,
                "latitude": latitude,
                "longitude": longitude,
                "timezone": timezone,
                "to": to,
            }
        )
        if ayanamsa is not UNSET:
            field_dict["ayanamsa"] = ayanamsa
        if births is not UNSET:
            field_dict["births"] = births
        if dasha_year is not UNSET:
            field_dict["dashaYear"] = dasha_year
        if house_system is not UNSET:
            field_dict["houseSystem"] = house_system
        if locale is not UNSET:
            field_dict["locale"] = locale
        if node is not UNSET:
            field_dict["node"] = node
        if numerals is not UNSET:
            field_dict["numerals"] = numerals
        if profile_ids is not UNSET:
            field_dict["profileIds"] = profile_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.birth import Birth  # noqa: PLC0415

        d = dict(src_dict)
        activity = Activity(d.pop("activity"))

        from_ = datetime.date.fromisoformat(d.pop("from"))

        latitude = d.pop("latitude")

        longitude = d.pop("longitude")

        timezone = d.pop("timezone")

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

        def _parse_births(data: object) -> list[Birth] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                births_type_0 = []
                _births_type_0 = data
                for births_type_0_item_data in _births_type_0:
                    births_type_0_item = Birth.from_dict(births_type_0_item_data)

                    births_type_0.append(births_type_0_item)

                return births_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Birth] | None | Unset, data)

        births = _parse_births(d.pop("births", UNSET))

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

        def _parse_profile_ids(data: object) -> list[UUID] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                profile_ids_type_0 = []
                _profile_ids_type_0 = data
                for profile_ids_type_0_item_data in _profile_ids_type_0:
                    profile_ids_type_0_item = UUID(profile_ids_type_0_item_data)

                    profile_ids_type_0.append(profile_ids_type_0_item)

                return profile_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UUID] | None | Unset, data)

        profile_ids = _parse_profile_ids(d.pop("profileIds", UNSET))

        muhurta_request = cls(
            activity=activity,
            from_=from_,
            latitude=latitude,
            longitude=longitude,
            timezone=timezone,
            to=to,
            ayanamsa=ayanamsa,
            births=births,
            dasha_year=dasha_year,
            house_system=house_system,
            locale=locale,
            node=node,
            numerals=numerals,
            profile_ids=profile_ids,
        )

        return muhurta_request
