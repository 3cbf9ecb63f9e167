from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.region import Region
from ..types import UNSET, Unset

T = TypeVar("T", bound="FestivalOut")


@_attrs_define
class FestivalOut:
    """
    Attributes:
        key (str): Stable kebab-case English, e.g. `vijaya-dashami`.
        name (str):
        region (Region): Where a festival is kept (as a public holiday or in the almanacs of that country).
        note (None | str | Unset): Where a government holiday list keeps the festival on another day than the almanac's
            rule gives: which day and why, in the reply's language.
    """

    key: str
    name: str
    region: Region
    note: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        name = self.name

        region = self.region.value

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "name": name,
                "region": region,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        name = d.pop("name")

        region = Region(d.pop("region"))

        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))

        festival_out = cls(
            key=key,
            name=name,
            region=region,
            note=note,
        )

        festival_out.additional_properties = d
        return festival_out

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
