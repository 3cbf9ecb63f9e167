from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.role import Role

T = TypeVar("T", bound="Message")


@_attrs_define
class Message:
    """One message of a Guru conversation.

    Attributes:
        content (str):
        role (Role): Who wrote a message.
    """

    content: str
    role: Role

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        role = self.role.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "content": content,
                "role": role,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        content = d.pop("content")

        role = Role(d.pop("role"))

        message = cls(
            content=content,
            role=role,
        )

        return message
