from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.bs_date_out import BsDateOut
    from ..models.day_transit_out import DayTransitOut
    from ..models.highlights_out import HighlightsOut
    from ..models.moon_day_out import MoonDayOut


T = TypeVar("T", bound="InsightOut")


@_attrs_define
class InsightOut:
    """
    Attributes:
        bs_date (BsDateOut): A Bikram Sambat date as published (`bsDate`).
        date (str):
        moon (MoonDayOut):
        panchang (HighlightsOut):
        reading (str):
        score (int): 1 (hard) … 10 (excellent).
        transits (list[DayTransitOut]):
    """

    bs_date: BsDateOut
    date: str
    moon: MoonDayOut
    panchang: HighlightsOut
    reading: str
    score: int
    transits: list[DayTransitOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bs_date = self.bs_date.to_dict()

        date = self.date

        moon = self.moon.to_dict()

        panchang = self.panchang.to_dict()

        reading = self.reading

        score = self.score

        transits = []
        for transits_item_data in self.transits:
            transits_item = transits_item_data.to_dict()
            transits.append(transits_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bsDate": bs_date,
                "date": date,
                "moon": moon,
                "panchang": panchang,
                "reading": reading,
                "score": score,
                "transits": transits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bs_date_out import BsDateOut  # noqa: PLC0415
        from ..models.day_transit_out import DayTransitOut  # noqa: PLC0415
        from ..models.highlights_out import HighlightsOut  # noqa: PLC0415
        from ..models.moon_day_out import MoonDayOut  # noqa: PLC0415

        d = dict(src_dict)
        bs_date = BsDateOut.from_dict(d.pop("bsDate"))

        date = d.pop("date")

        moon = MoonDayOut.from_dict(d.pop("moon"))

        panchang = HighlightsOut.from_dict(d.pop("panchang"))

        reading = d.pop("reading")

        score = d.pop("score")

        transits = []
        _transits = d.pop("transits")
        for transits_item_data in _transits:
            transits_item = DayTransitOut.from_dict(transits_item_data)

            transits.append(transits_item)

        insight_out = cls(
            bs_date=bs_date,
            date=date,
            moon=moon,
            panchang=panchang,
            reading=reading,
            score=score,
            transits=transits,
        )

        insight_out.additional_properties = d
        return insight_out

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
