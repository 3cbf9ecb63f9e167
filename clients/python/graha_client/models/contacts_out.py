from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ContactsOut")


@_attrs_define
class ContactsOut:
    """An eclipse's phases on the Earth as a whole. Solar: `begin`/`end` the Moon's penumbra first
    and last touching the Earth, `centralBegin`/`centralEnd` totality or annularity anywhere.
    Lunar: `begin`/`end` the penumbral phase, `partialBegin`/`partialEnd` the umbral,
    `totalBegin`/`totalEnd` totality.

        Attributes:
            begin (str):
            end (str):
            central_begin (None | str | Unset):
            central_end (None | str | Unset):
            partial_begin (None | str | Unset):
            partial_end (None | str | Unset):
            total_begin (None | str | Unset):
            total_end (None | str | Unset):
    """

    begin: str
    end: str
    central_begin: None | str | Unset = UNSET
    central_end: None | str | Unset = UNSET
    partial_begin: None | str | Unset = UNSET
    partial_end: None | str | Unset = UNSET
    total_begin: None | str | Unset = UNSET
    total_end: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        begin = self.begin

        end = self.end

        central_begin: None | str | Unset
        if isinstance(self.central_begin, Unset):
            central_begin = UNSET
        else:
            central_begin = self.central_begin

        central_end: None | str | Unset
        if isinstance(self.central_end, Unset):
            central_end = UNSET
        else:
            central_end = self.central_end

        partial_begin: None | str | Unset
        if isinstance(self.partial_begin, Unset):
            partial_begin = UNSET
        else:
            partial_begin = self.partial_begin

        partial_end: None | str | Unset
        if isinstance(self.partial_end, Unset):
            partial_end = UNSET
        else:
            partial_end = self.partial_end

        total_begin: None | str | Unset
        if isinstance(self.total_begin, Unset):
            total_begin = UNSET
        else:
            total_begin = self.total_begin

        total_end: None | str | Unset
        if isinstance(self.total_end, Unset):
            total_end = UNSET
        else:
            total_end = self.total_end

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "begin": begin,
                "end": end,
            }
        )
        if central_begin is not UNSET:
            field_dict["centralBegin"] = central_begin
        if central_end is not UNSET:
            field_dict["centralEnd"] = central_end
        if partial_begin is not UNSET:
            field_dict["partialBegin"] = partial_begin
        if partial_end is not UNSET:
            field_dict["partialEnd"] = partial_end
        if total_begin is not UNSET:
            field_dict["totalBegin"] = total_begin
        if total_end is not UNSET:
            field_dict["totalEnd"] = total_end

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        begin = d.pop("begin")

        end = d.pop("end")

        def _parse_central_begin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        central_begin = _parse_central_begin(d.pop("centralBegin", UNSET))

        def _parse_central_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        central_end = _parse_central_end(d.pop("centralEnd", UNSET))

        def _parse_partial_begin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        partial_begin = _parse_partial_begin(d.pop("partialBegin", UNSET))

        def _parse_partial_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        partial_end = _parse_partial_end(d.pop("partialEnd", UNSET))

        def _parse_total_begin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        total_begin = _parse_total_begin(d.pop("totalBegin", UNSET))

        def _parse_total_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        total_end = _parse_total_end(d.pop("totalEnd", UNSET))

        contacts_out = cls(
            begin=begin,
            end=end,
            central_begin=central_begin,
            central_end=central_end,
            partial_begin=partial_begin,
            partial_end=partial_end,
            total_begin=total_begin,
            total_end=total_end,
        )

        contacts_out.additional_properties = d
        return contacts_out

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
