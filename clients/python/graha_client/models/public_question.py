from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.locale import Locale
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.birth_details import BirthDetails
    from ..models.message import Message


T = TypeVar("T", bound="PublicQuestion")


@_attrs_define
class PublicQuestion:
    """A question to the public Guru (`POST /v1/guru-public`, no key).

    Attributes:
        messages (list[Message]): The conversation so far, oldest first; the last message is the user's (422 otherwise).
        birth_details (BirthDetails | None | Unset):
        conversation_history (None | str | Unset): Earlier conversation as text, for context.
        locale (Locale | None | Unset):
    """

    messages: list[Message]
    birth_details: BirthDetails | None | Unset = UNSET
    conversation_history: None | str | Unset = UNSET
    locale: Locale | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.birth_details import BirthDetails  # noqa: PLC0415

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        birth_details: dict[str, Any] | None | Unset
        if isinstance(self.birth_details, Unset):
            birth_details = UNSET
        elif isinstance(self.birth_details, BirthDetails):
            birth_details = self.birth_details.to_dict()
        else:
            birth_details = self.birth_details

        conversation_history: None | str | Unset
        if isinstance(self.conversation_history, Unset):
            conversation_history = UNSET
        else:
            conversation_history = self.conversation_history

        locale: None | str | Unset
        if isinstance(self.locale, Unset):
            locale = UNSET
        elif isinstance(self.locale, Locale):
            locale = self.locale.value
        else:
            locale = self.locale

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "messages": messages,
            }
        )
        if birth_details is not UNSET:
            field_dict["birthDetails"] = birth_details
        if conversation_history is not UNSET:
            field_dict["conversationHistory"] = conversation_history
        if locale is not UNSET:
            field_dict["locale"] = locale

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.birth_details import BirthDetails  # noqa: PLC0415
        from ..models.message import Message  # noqa: PLC0415

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = Message.from_dict(messages_item_data)

            messages.append(messages_item)

        def _parse_birth_details(data: object) -> BirthDetails | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                birth_details_type_0 = BirthDetails.from_dict(data)

                return birth_details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BirthDetails | None | Unset, data)

        birth_details = _parse_birth_details(d.pop("birthDetails", UNSET))

        def _parse_conversation_history(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conversation_history = _parse_conversation_history(d.pop("conversationHistory", UNSET))

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

        public_question = cls(
            messages=messages,
            birth_details=birth_details,
            conversation_history=conversation_history,
            locale=locale,
        )

        return public_question
