from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.reasons_out import ReasonsOut


T = TypeVar("T", bound="WindowOut")


@_attrs_define
class WindowOut:
    """A window in which to begin the activity.

    Attributes:
        end (str):
        hindu_day (str): `YYYY-MM-DD`: the Hindu day the window begins in, named by the civil date of its
            sunrise (a window after midnight belongs to the day before, as almanacs list it).
        lagna (str): The rising sign through the window (the first, when two follow each other).
        reasons (ReasonsOut): What counts for and against a window.
        score (float): 0–100: the window's points against those of a window with every favourable factor.
        start (str): Local RFC 3339 with offset.
    """

    end: str
    hindu_day: str
    lagna: str
    reasons: ReasonsOut
    score: float
    start: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end = self.end

        hindu_day = self.hindu_day

        lagna = self.lagna

        reasons = self.reasons.to_dict()

        score = self.score

        start = self.start

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "end": end,
                "hinduDay": hindu_day,
                "lagna": lagna,
                "reasons": reasons,
                "score": score,
                "start": start,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reasons_out import ReasonsOut  # noqa: PLC0415

        d = dict(src_dict)
        end = d.pop("end")

        hindu_day = d.pop("hinduDay")

        lagna = d.pop("lagna")

        reasons = ReasonsOut.from_dict(d.pop("reasons"))

        score = d.pop("score")

        start = d.pop("start")

        window_out = cls(
            end=end,
            hindu_day=hindu_day,
            lagna=lagna,
            reasons=reasons,
            score=score,
            start=start,
        )

        window_out.additional_properties = d
        return window_out

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
