from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.key_mode import KeyMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreatedKey")


@_attrs_define
class CreatedKey:
    """A new key (`POST /v1/keys`).

    Attributes:
        created_at (datetime.datetime):
        id (UUID):
        mode (KeyMode): A key's mode.
        name (str):
        prefix (str):
        key (str | Unset): The full key, in this reply only (a replay of this call with the same Idempotency-Key
            leaves it out).
    """

    created_at: datetime.datetime
    id: UUID
    mode: KeyMode
    name: str
    prefix: str
    key: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = str(self.id)

        mode = self.mode.value

        name = self.name

        prefix = self.prefix

        key = self.key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "id": id,
                "mode": mode,
                "name": name,
                "prefix": prefix,
            }
        )
        if key is not UNSET:
            field_dict["key"] = key

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = UUID(d.pop("id"))

        mode = KeyMode(d.pop("mode"))

        name = d.pop("name")

        prefix = d.pop("prefix")

        key = d.pop("key", UNSET)

        created_key = cls(
            created_at=created_at,
            id=id,
            mode=mode,
            name=name,
            prefix=prefix,
            key=key,
        )

        created_key.additional_properties = d
        return created_key

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
