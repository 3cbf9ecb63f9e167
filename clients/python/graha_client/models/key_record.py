from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.key_mode import KeyMode

T = TypeVar("T", bound="KeyRecord")


@_attrs_define
class KeyRecord:
    """A live API key as listed (never the key itself).

    Attributes:
        created_at (datetime.datetime):
        id (UUID):
        last_used_at (datetime.datetime | None): Its latest use (null: never used).
        mode (KeyMode): A key's mode.
        name (str):
        prefix (str): The key's first characters, to tell it apart.
    """

    created_at: datetime.datetime
    id: UUID
    last_used_at: datetime.datetime | None
    mode: KeyMode
    name: str
    prefix: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = str(self.id)

        last_used_at: None | str
        if isinstance(self.last_used_at, datetime.datetime):
            last_used_at = self.last_used_at.isoformat()
        else:
            last_used_at = self.last_used_at

        mode = self.mode.value

        name = self.name

        prefix = self.prefix

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "id": id,
                "lastUsedAt": last_used_at,
                "mode": mode,
                "name": name,
                "prefix": prefix,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = UUID(d.pop("id"))

        def _parse_last_used_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_used_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_used_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_used_at = _parse_last_used_at(d.pop("lastUsedAt"))

        mode = KeyMode(d.pop("mode"))

        name = d.pop("name")

        prefix = d.pop("prefix")

        key_record = cls(
            created_at=created_at,
            id=id,
            last_used_at=last_used_at,
            mode=mode,
            name=name,
            prefix=prefix,
        )

        key_record.additional_properties = d
        return key_record

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
