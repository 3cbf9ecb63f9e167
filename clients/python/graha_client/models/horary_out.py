from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kp_point import KpPoint


T = TypeVar("T", bound="HoraryOut")


@_attrs_define
class HoraryOut:
    """The horary part of a KP horary reply.

    Attributes:
        ascendant (KpPoint): A point of the zodiac with its KP lords: sign, star (nakshatra) lord, sub and sub-sub lord.
        judged_at (datetime.datetime): The moment of judgement (the request's `datetime`), UTC.
        number (int): The querent's number, 1–249.
        rising_at (datetime.datetime): When the horary ascendant rises at the place, nearest the moment of judgement
            (its
            Placidus cusps are the chart's), UTC.
    """

    ascendant: KpPoint
    judged_at: datetime.datetime
    number: int
    rising_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant = self.ascendant.to_dict()

        judged_at = self.judged_at.isoformat()

        number = self.number

        rising_at = self.rising_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendant": ascendant,
                "judgedAt": judged_at,
                "number": number,
                "risingAt": rising_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kp_point import KpPoint  # noqa: PLC0415

        d = dict(src_dict)
        ascendant = KpPoint.from_dict(d.pop("ascendant"))

        judged_at = datetime.datetime.fromisoformat(d.pop("judgedAt"))

        number = d.pop("number")

        rising_at = datetime.datetime.fromisoformat(d.pop("risingAt"))

        horary_out = cls(
            ascendant=ascendant,
            judged_at=judged_at,
            number=number,
            rising_at=rising_at,
        )

        horary_out.additional_properties = d
        return horary_out

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
