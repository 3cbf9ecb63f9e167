from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GemstoneOut")


@_attrs_define
class GemstoneOut:
    """A gemstone and whether to wear it.

    Attributes:
        factor (str): The chart factor (`"The Moon in Taurus"`), in the reply's language.
        factor_en (str): The chart factor in English whatever the locale, a stable form for clients.
        text (str): The reading, in the reply's language.
        recommended (bool):
    """

    factor: str
    factor_en: str
    text: str
    recommended: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        factor = self.factor

        factor_en = self.factor_en

        text = self.text

        recommended = self.recommended

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "factor": factor,
                "factorEn": factor_en,
                "text": text,
                "recommended": recommended,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        factor = d.pop("factor")

        factor_en = d.pop("factorEn")

        text = d.pop("text")

        recommended = d.pop("recommended")

        gemstone_out = cls(
            factor=factor,
            factor_en=factor_en,
            text=text,
            recommended=recommended,
        )

        gemstone_out.additional_properties = d
        return gemstone_out

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
