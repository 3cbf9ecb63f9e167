from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MoonSignTraits")


@_attrs_define
class MoonSignTraits:
    """The four parts of a Moon sign reading.

    Attributes:
        challenges (str):
        emotional_temperament (str):
        nature (str):
        strengths (str):
    """

    challenges: str
    emotional_temperament: str
    nature: str
    strengths: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        challenges = self.challenges

        emotional_temperament = self.emotional_temperament

        nature = self.nature

        strengths = self.strengths

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "challenges": challenges,
                "emotionalTemperament": emotional_temperament,
                "nature": nature,
                "strengths": strengths,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        challenges = d.pop("challenges")

        emotional_temperament = d.pop("emotionalTemperament")

        nature = d.pop("nature")

        strengths = d.pop("strengths")

        moon_sign_traits = cls(
            challenges=challenges,
            emotional_temperament=emotional_temperament,
            nature=nature,
            strengths=strengths,
        )

        moon_sign_traits.additional_properties = d
        return moon_sign_traits

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
