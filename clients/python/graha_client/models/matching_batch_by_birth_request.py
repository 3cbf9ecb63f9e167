from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.ayanamsa import Ayanamsa
from ..models.dasha_year import DashaYear
from ..models.house_system import HouseSystem
from ..models.locale import Locale
from ..models.matching_role import MatchingRole
from ..models.matching_system import MatchingSystem
from ..models.node import Node
from ..models.numerals import Numerals
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.birth import Birth


T = TypeVar("T", bound="MatchingBatchByBirthRequest")


@_attrs_define
class MatchingBatchByBirthRequest:
    """The person by the birth data (`birth`), not stored: the cost and the answer are a stored profile's.

    Attributes:
        birth (Birth): A birth given with a calculation instead of a stored profile: checked as a profile is, not
            stored. Name, gender and place name may be left out.
        candidates (list[Birth | UUID]):
        role (MatchingRole): The side the person of `profileId` / `birth` takes in each pair.
        ayanamsa (Ayanamsa | None | Unset): The ayanamsa (default: the account's, else `lahiri`)
        dasha_year (DashaYear | None | Unset): The length of a dasha year (default: the account's, else `julian`)
        house_system (HouseSystem | None | Unset): The house system (default: the account's, else `whole-sign`)
        locale (Locale | None | Unset): Default: `en`.
        node (Node | None | Unset): Rahu as the mean or the true node (default: the account's, else `mean`)
        numerals (None | Numerals | Unset): Default: `latin`.
        system (MatchingSystem | None | Unset): Default: `ashtakoot`.
    """

    birth: Birth
    candidates: list[Birth | UUID]
    role: MatchingRole
    ayanamsa: Ayanamsa | None | Unset = UNSET
    dasha_year: DashaYear | None | Unset = UNSET
    house_system: HouseSystem | None | Unset = UNSET
    locale: Locale | None | Unset = UNSET
    node: Node | None | Unset = UNSET
    numerals: None | Numerals | Unset = UNSET
    system: MatchingSystem | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        birth = self.birth.to_dict()

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item: dict[str, Any] | str
            if isinstance(candidates_item_data, UUID):
                candidates_item = str(candidates_item_data)
            else:
                candidates_item = candidates_item_data.to_dict()

            candidates.append(candidates_item)

        role = self.role.value

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

        system: None | str | Unset
        if isinstance(self.system, Unset):
            system = UNSET
        elif isinstance(self.system, MatchingSystem):
            system = self.system.value
        else:
            system = self.system

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "birth": birth,
                "candidates": candidates,
                "role": role,
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
        if numerals is not UNSET:
            field_dict["numerals"] = numerals
        if system is not UNSET:
            field_dict["system"] = system

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.birth import Birth  # noqa: PLC0415

        d = dict(src_dict)
        birth = Birth.from_dict(d.pop("birth"))

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:

            def _parse_candidates_item(data: object) -> Birth | UUID:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    candidates_item_type_0 = UUID(data)

                    return candidates_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                candidates_item_type_1 = Birth.from_dict(data)

                return candidates_item_type_1

            candidates_item = _parse_candidates_item(candidates_item_data)

            candidates.append(candidates_item)

        role = MatchingRole(d.pop("role"))

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

        def _parse_system(data: object) -> MatchingSystem | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                system_type_0 = MatchingSystem(data)

                return system_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchingSystem | None | Unset, data)

        system = _parse_system(d.pop("system", UNSET))

        matching_batch_by_birth_request = cls(
            birth=birth,
            candidates=candidates,
            role=role,
            ayanamsa=ayanamsa,
            dasha_year=dasha_year,
            house_system=house_system,
            locale=locale,
            node=node,
            numerals=numerals,
            system=system,
        )

        return matching_batch_by_birth_request
