from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.ayanamsa import Ayanamsa
from ..models.dasha_year import DashaYear
from ..models.house_system import HouseSystem
from ..models.locale import Locale
from ..models.node import Node
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.birth import Birth
    from ..models.message import Message


T = TypeVar("T", bound="GuruQuestion")


@_attrs_define
class GuruQuestion:
    """A question to the Guru (`POST /v1/guru`).

    Attributes:
        messages (list[Message]): The conversation so far, oldest first; the last message is the user's (422 otherwise).
        ayanamsa (Ayanamsa | None | Unset):
        birth (Birth | None | Unset):
        dasha_year (DashaYear | None | Unset):
        house_system (HouseSystem | None | Unset):
        locale (Locale | None | Unset):
        node (Node | None | Unset):
        profile_id (None | Unset | UUID): Ground the answer in this profile's chart (null or absent: none).
    """

    messages: list[Message]
    ayanamsa: Ayanamsa | None | Unset = UNSET
    birth: Birth | None | Unset = UNSET
    dasha_year: DashaYear | None | Unset = UNSET
    house_system: HouseSystem | None | Unset = UNSET
    locale: Locale | None | Unset = UNSET
    node: Node | None | Unset = UNSET
    profile_id: None | Unset | UUID = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.birth import Birth  # noqa: PLC0415

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        ayanamsa: None | str | Unset
        if isinstance(self.ayanamsa, Unset):
            ayanamsa = UNSET
        elif isinstance(self.ayanamsa, Ayanamsa):
            ayanamsa = self.ayanamsa.value
        else:
            ayanamsa = self.ayanamsa

        birth: dict[str, Any] | None | Unset
        if isinstance(self.birth, Unset):
            birth = UNSET
        elif isinstance(self.birth, Birth):
            birth = self.birth.to_dict()
        else:
            birth = self.birth

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

        profile_id: None | str | Unset
        if isinstance(self.profile_id, Unset):
            profile_id = UNSET
        elif isinstance(self.profile_id, UUID):
            profile_id = str(self.profile_id)
        else:
            profile_id = self.profile_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "messages": messages,
            }
        )
        if ayanamsa is not UNSET:
            field_dict["ayanamsa"] = ayanamsa
        if birth is not UNSET:
            field_dict["birth"] = birth
        if dasha_year is not UNSET:
            field_dict["dashaYear"] = dasha_year
        if house_system is not UNSET:
            field_dict["houseSystem"] = house_system
        if locale is not UNSET:
            field_dict["locale"] = locale
        if node is not UNSET:
            field_dict["node"] = node
        if profile_id is not UNSET:
            field_dict["profileId"] = profile_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.birth import Birth  # noqa: PLC0415
        from ..models.message import Message  # noqa: PLC0415

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = Message.from_dict(messages_item_data)

            messages.append(messages_item)

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

        def _parse_birth(data: object) -> Birth | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                birth_type_0 = Birth.from_dict(data)

                return birth_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Birth | None | Unset, data)

        birth = _parse_birth(d.pop("birth", UNSET))

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

        def _parse_profile_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                profile_id_type_0 = UUID(data)

                return profile_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        profile_id = _parse_profile_id(d.pop("profileId", UNSET))

        guru_question = cls(
            messages=messages,
            ayanamsa=ayanamsa,
            birth=birth,
            dasha_year=dasha_year,
            house_system=house_system,
            locale=locale,
            node=node,
            profile_id=profile_id,
        )

        return guru_question
