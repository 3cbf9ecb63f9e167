from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.key_mode import KeyMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="NewKey")


@_attrs_define
class NewKey:
    """A new API key (`POST /v1/keys`).

    Attributes:
        name (str): A name for you to tell keys apart, 1–100 characters after trimming.
        mode (KeyMode | None | Unset):
    """

    name: str
    mode: KeyMode | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        mode: None | str | Unset
        if isinstance(self.mode, Unset):
            mode = UNSET
        elif isinstance(self.mode, KeyMode):
            mode = self.mode.value
        else:
            mode = self.mode

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_mode(data: object) -> KeyMode | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mode_type_0 = KeyMode(data)

                return mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KeyMode | None | Unset, data)

        mode = _parse_mode(d.pop("mode", UNSET))

        new_key = cls(
            name=name,
            mode=mode,
        )

        return new_key
