from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.matching_system import MatchingSystem
from ..models.porutham_verdict import PoruthamVerdict

if TYPE_CHECKING:
    from ..models.dashakoot_koota_out import DashakootKootaOut
    from ..models.partner_out import PartnerOut


T = TypeVar("T", bound="DashakootMatchingOut")


@_attrs_define
class DashakootMatchingOut:
    """`matching` under `system: dashakoot`.

    Attributes:
        bride (PartnerOut): One partner (`bride` / `groom`, plus the Moon's attributes the kootas read).
        dashakoot (list[DashakootKootaOut]): The ten kootas, in the customary order.
        groom (PartnerOut): One partner (`bride` / `groom`, plus the Moon's attributes the kootas read).
        max_points (float): 10.
        percentage (float):
        recommendation (str):
        system (MatchingSystem): The matching system of `POST /v1/matching`: the North Indian Ashtakoot
            (the spec's), the South Indian ten poruthams, or the ten kootas of Dashakoot.
        total_points (float):
        verdict (PoruthamVerdict): The customary overall reading of the ten.
        verdict_label (str):
    """

    bride: PartnerOut
    dashakoot: list[DashakootKootaOut]
    groom: PartnerOut
    max_points: float
    percentage: float
    recommendation: str
    system: MatchingSystem
    total_points: float
    verdict: PoruthamVerdict
    verdict_label: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bride = self.bride.to_dict()

        dashakoot = []
        for dashakoot_item_data in self.dashakoot:
            dashakoot_item = dashakoot_item_data.to_dict()
            dashakoot.append(dashakoot_item)

        groom = self.groom.to_dict()

        max_points = self.max_points

        percentage = self.percentage

        recommendation = self.recommendation

        system = self.system.value

        total_points = self.total_points

        verdict = self.verdict.value

        verdict_label = self.verdict_label

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bride": bride,
                "dashakoot": dashakoot,
                "groom": groom,
                "maxPoints": max_points,
                "percentage": percentage,
                "recommendation": recommendation,
                "system": system,
                "totalPoints": total_points,
                "verdict": verdict,
                "verdictLabel": verdict_label,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dashakoot_koota_out import DashakootKootaOut  # noqa: PLC0415
        from ..models.partner_out import PartnerOut  # noqa: PLC0415

        d = dict(src_dict)
        bride = PartnerOut.from_dict(d.pop("bride"))

        dashakoot = []
        _dashakoot = d.pop("dashakoot")
        for dashakoot_item_data in _dashakoot:
            dashakoot_item = DashakootKootaOut.from_dict(dashakoot_item_data)

            dashakoot.append(dashakoot_item)

        groom = PartnerOut.from_dict(d.pop("groom"))

        max_points = d.pop("maxPoints")

        percentage = d.pop("percentage")

        recommendation = d.pop("recommendation")

        system = MatchingSystem(d.pop("system"))

        total_points = d.pop("totalPoints")

        verdict = PoruthamVerdict(d.pop("verdict"))

        verdict_label = d.pop("verdictLabel")

        dashakoot_matching_out = cls(
            bride=bride,
            dashakoot=dashakoot,
            groom=groom,
            max_points=max_points,
            percentage=percentage,
            recommendation=recommendation,
            system=system,
            total_points=total_points,
            verdict=verdict,
            verdict_label=verdict_label,
        )

        dashakoot_matching_out.additional_properties = d
        return dashakoot_matching_out

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
