from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PublicGuruAnswer")


@_attrs_define
class PublicGuruAnswer:
    """The public Guru's answer (`POST /v1/guru-public`).

    Attributes:
        message (str):
        role (Literal['assistant']):
        remaining_today (int): Questions this client may still ask today (UTC).
    """

    message: str
    role: Literal["assistant"]
    remaining_today: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        role = self.role

        remaining_today = self.remaining_today

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "message": message,
                "role": role,
                "remainingToday": remaining_today,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        role = cast(Literal["assistant"], d.pop("role"))
        if role != "assistant":
            raise ValueError(f"role must match const 'assistant', got '{role}'")

        remaining_today = d.pop("remainingToday")

        public_guru_answer = cls(
            message=message,
            role=role,
            remaining_today=remaining_today,
        )

        public_guru_answer.additional_properties = d
        return public_guru_answer

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
