from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.yogakaraka_name import YogakarakaName

T = TypeVar("T", bound="FunctionalSummary")


@_attrs_define
class FunctionalSummary:
    """`functionalSummary`: the functional benefics and malefics of the lagna.

    Attributes:
        has_yogakaraka (bool):
        most_benefic (PlanetName):
        most_malefic (PlanetName):
        text (str): The same in words, in the reply's language.
        yogakaraka (YogakarakaName):
    """

    has_yogakaraka: bool
    most_benefic: PlanetName
    most_malefic: PlanetName
    text: str
    yogakaraka: YogakarakaName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        has_yogakaraka = self.has_yogakaraka

        most_benefic = self.most_benefic.value

        most_malefic = self.most_malefic.value

        text = self.text

        yogakaraka = self.yogakaraka.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hasYogakaraka": has_yogakaraka,
                "mostBenefic": most_benefic,
                "mostMalefic": most_malefic,
                "text": text,
                "yogakaraka": yogakaraka,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        has_yogakaraka = d.pop("hasYogakaraka")

        most_benefic = PlanetName(d.pop("mostBenefic"))

        most_malefic = PlanetName(d.pop("mostMalefic"))

        text = d.pop("text")

        yogakaraka = YogakarakaName(d.pop("yogakaraka"))

        functional_summary = cls(
            has_yogakaraka=has_yogakaraka,
            most_benefic=most_benefic,
            most_malefic=most_malefic,
            text=text,
            yogakaraka=yogakaraka,
        )

        functional_summary.additional_properties = d
        return functional_summary

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
