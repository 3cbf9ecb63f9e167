from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AvasthaTitlesOut")


@_attrs_define
class AvasthaTitlesOut:
    """A graha's avasthas named in the request's locale.

    Attributes:
        baladi (str):
        deeptadi (str):
        jagradadi (str):
        lajjitadi (list[str]):
        shayanadi (None | str | Unset):
    """

    baladi: str
    deeptadi: str
    jagradadi: str
    lajjitadi: list[str]
    shayanadi: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baladi = self.baladi

        deeptadi = self.deeptadi

        jagradadi = self.jagradadi

        lajjitadi = self.lajjitadi

        shayanadi: None | str | Unset
        if isinstance(self.shayanadi, Unset):
            shayanadi = UNSET
        else:
            shayanadi = self.shayanadi

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baladi": baladi,
                "deeptadi": deeptadi,
                "jagradadi": jagradadi,
                "lajjitadi": lajjitadi,
            }
        )
        if shayanadi is not UNSET:
            field_dict["shayanadi"] = shayanadi

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        baladi = d.pop("baladi")

        deeptadi = d.pop("deeptadi")

        jagradadi = d.pop("jagradadi")

        lajjitadi = cast(list[str], d.pop("lajjitadi"))

        def _parse_shayanadi(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        shayanadi = _parse_shayanadi(d.pop("shayanadi", UNSET))

        avastha_titles_out = cls(
            baladi=baladi,
            deeptadi=deeptadi,
            jagradadi=jagradadi,
            lajjitadi=lajjitadi,
            shayanadi=shayanadi,
        )

        avastha_titles_out.additional_properties = d
        return avastha_titles_out

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
