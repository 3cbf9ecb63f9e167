from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReasonOut")


@_attrs_define
class ReasonOut:
    """One rule's verdict.

    Attributes:
        points (float): Points it adds (negative: takes away).
        rule (str): Stable key: `tithi`, `nakshatra`, `yoga`, `bhadra`, `vara`, `lagna`, `rahu-kalam`,
            `panchaka`, `tarabala`, `chandrabala`, `guru-asta`, `shukra-asta`, `chaturmas`,
            `kharmas`, `adhika-masa`, `rikta-tithi`, `amavasya`, `varjyam`, `durmuhurta`, `ayana`,
            `ganda-moola`.
        source (str): The book the rule comes from.
        text (str): In the reply's language.
        participant (int | None | Unset): For tarabala and chandrabala: the participant, 0-based in the order of
            `profileIds`.
    """

    points: float
    rule: str
    source: str
    text: str
    participant: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        points = self.points

        rule = self.rule

        source = self.source

        text = self.text

        participant: int | None | Unset
        if isinstance(self.participant, Unset):
            participant = UNSET
        else:
            participant = self.participant

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "points": points,
                "rule": rule,
                "source": source,
                "text": text,
            }
        )
        if participant is not UNSET:
            field_dict["participant"] = participant

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        rule = d.pop("rule")

        source = d.pop("source")

        text = d.pop("text")

        def _parse_participant(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        participant = _parse_participant(d.pop("participant", UNSET))

        reason_out = cls(
            points=points,
            rule=rule,
            source=source,
            text=text,
            participant=participant,
        )

        reason_out.additional_properties = d
        return reason_out

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
