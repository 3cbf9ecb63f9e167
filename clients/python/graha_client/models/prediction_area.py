from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PredictionArea")


@_attrs_define
class PredictionArea:
    """A life area a period touches.

    Attributes:
        factor (str): The chart factor (`"The Moon in Taurus"`), in the reply's language.
        factor_en (str): The chart factor in English whatever the locale, a stable form for clients.
        text (str): The reading, in the reply's language.
        area (str):
        tone (str):
    """

    factor: str
    factor_en: str
    text: str
    area: str
    tone: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        factor = self.factor

        factor_en = self.factor_en

        text = self.text

        area = self.area

        tone = self.tone

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "factor": factor,
                "factorEn": factor_en,
                "text": text,
                "area": area,
                "tone": tone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        factor = d.pop("factor")

        factor_en = d.pop("factorEn")

        text = d.pop("text")

        area = d.pop("area")

        tone = d.pop("tone")

        prediction_area = cls(
            factor=factor,
            factor_en=factor_en,
            text=text,
            area=area,
            tone=tone,
        )

        prediction_area.additional_properties = d
        return prediction_area

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
