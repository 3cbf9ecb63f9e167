from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.porutham_verdict import PoruthamVerdict
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.candidate_out import CandidateOut
    from ..models.manglik_out import ManglikOut


T = TypeVar("T", bound="BatchResultOut")


@_attrs_define
class BatchResultOut:
    """One pair's result: the figures of `POST /v1/matching` for the same two people.

    Attributes:
        candidate (CandidateOut): A candidate as the request listed it.
        manglik (ManglikOut): `manglikStatus`: each chart's detail and the couple's outcome.
        max_points (float):
        percentage (float):
        total_points (float): The system's score: Ashtakoot's raw points (of 36), the number of poruthams that agree
            (of 10), or Dashakoot's points (of 10).
        adjusted_points (float | None | Unset): Ashtakoot only: the points after the classical Nadi and Bhakoot
            exceptions.
        compatibility_level (None | str | Unset): Ashtakoot only: `Excellent`, `Good`, `Average` or `Poor`.
        verdict (None | PoruthamVerdict | Unset):
    """

    candidate: CandidateOut
    manglik: ManglikOut
    max_points: float
    percentage: float
    total_points: float
    adjusted_points: float | None | Unset = UNSET
    compatibility_level: None | str | Unset = UNSET
    verdict: None | PoruthamVerdict | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        candidate = self.candidate.to_dict()

        manglik = self.manglik.to_dict()

        max_points = self.max_points

        percentage = self.percentage

        total_points = self.total_points

        adjusted_points: float | None | Unset
        if isinstance(self.adjusted_points, Unset):
            adjusted_points = UNSET
        else:
            adjusted_points = self.adjusted_points

        compatibility_level: None | str | Unset
        if isinstance(self.compatibility_level, Unset):
            compatibility_level = UNSET
        else:
            compatibility_level = self.compatibility_level

        verdict: None | str | Unset
        if isinstance(self.verdict, Unset):
            verdict = UNSET
        elif isinstance(self.verdict, PoruthamVerdict):
            verdict = self.verdict.value
        else:
            verdict = self.verdict

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "candidate": candidate,
                "manglik": manglik,
                "maxPoints": max_points,
                "percentage": percentage,
                "totalPoints": total_points,
            }
        )
        if adjusted_points is not UNSET:
            field_dict["adjustedPoints"] = adjusted_points
        if compatibility_level is not UNSET:
            field_dict["compatibilityLevel"] = compatibility_level
        if verdict is not UNSET:
            field_dict["verdict"] = verdict

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.candidate_out import CandidateOut  # noqa: PLC0415
        from ..models.manglik_out import ManglikOut  # noqa: PLC0415

        d = dict(src_dict)
        candidate = CandidateOut.from_dict(d.pop("candidate"))

        manglik = ManglikOut.from_dict(d.pop("manglik"))

        max_points = d.pop("maxPoints")

        percentage = d.pop("percentage")

        total_points = d.pop("totalPoints")

        def _parse_adjusted_points(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        adjusted_points = _parse_adjusted_points(d.pop("adjustedPoints", UNSET))

        def _parse_compatibility_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        compatibility_level = _parse_compatibility_level(d.pop("compatibilityLevel", UNSET))

        def _parse_verdict(data: object) -> None | PoruthamVerdict | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verdict_type_0 = PoruthamVerdict(data)

                return verdict_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoruthamVerdict | Unset, data)

        verdict = _parse_verdict(d.pop("verdict", UNSET))

        batch_result_out = cls(
            candidate=candidate,
            manglik=manglik,
            max_points=max_points,
            percentage=percentage,
            total_points=total_points,
            adjusted_points=adjusted_points,
            compatibility_level=compatibility_level,
            verdict=verdict,
        )

        batch_result_out.additional_properties = d
        return batch_result_out

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
