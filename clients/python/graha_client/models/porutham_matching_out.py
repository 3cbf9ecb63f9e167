from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.matching_system import MatchingSystem
from ..models.porutham_verdict import PoruthamVerdict

if TYPE_CHECKING:
    from ..models.partner_out import PartnerOut
    from ..models.porutham_out import PoruthamOut


T = TypeVar("T", bound="PoruthamMatchingOut")


@_attrs_define
class PoruthamMatchingOut:
    """`matching` under `system: porutham`.

    Attributes:
        bride (PartnerOut): One partner (`bride` / `groom`, plus the Moon's attributes the kootas read).
        compatible_count (int): How many of the ten agree.
        groom (PartnerOut): One partner (`bride` / `groom`, plus the Moon's attributes the kootas read).
        porutham (list[PoruthamOut]): The ten, in the customary order.
        recommendation (str):
        system (MatchingSystem): The matching system of `POST /v1/matching`: the North Indian Ashtakoot
            (the spec's), the South Indian ten poruthams, or the ten kootas of Dashakoot.
        total_count (int): 10.
        verdict (PoruthamVerdict): The customary overall reading of the ten.
        verdict_label (str): The verdict in the request's locale.
    """

    bride: PartnerOut
    compatible_count: int
    groom: PartnerOut
    porutham: list[PoruthamOut]
    recommendation: str
    system: MatchingSystem
    total_count: int
    verdict: PoruthamVerdict
    verdict_label: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bride = self.bride.to_dict()

        compatible_count = self.compatible_count

        groom = self.groom.to_dict()

        porutham = []
        for porutham_item_data in self.porutham:
            porutham_item = porutham_item_data.to_dict()
            porutham.append(porutham_item)

        recommendation = self.recommendation

        system = self.system.value

        total_count = self.total_count

        verdict = self.verdict.value

        verdict_label = self.verdict_label

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bride": bride,
                "compatibleCount": compatible_count,
                "groom": groom,
                "porutham": porutham,
                "recommendation": recommendation,
                "system": system,
                "totalCount": total_count,
                "verdict": verdict,
                "verdictLabel": verdict_label,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.partner_out import PartnerOut  # noqa: PLC0415
        from ..models.porutham_out import PoruthamOut  # noqa: PLC0415

        d = dict(src_dict)
        bride = PartnerOut.from_dict(d.pop("bride"))

        compatible_count = d.pop("compatibleCount")

        groom = PartnerOut.from_dict(d.pop("groom"))

        porutham = []
        _porutham = d.pop("porutham")
        for porutham_item_data in _porutham:
            porutham_item = PoruthamOut.from_dict(porutham_item_data)

            porutham.append(porutham_item)

        recommendation = d.pop("recommendation")

        system = MatchingSystem(d.pop("system"))

        total_count = d.pop("totalCount")

        verdict = PoruthamVerdict(d.pop("verdict"))

        verdict_label = d.pop("verdictLabel")

        porutham_matching_out = cls(
            bride=bride,
            compatible_count=compatible_count,
            groom=groom,
            porutham=porutham,
            recommendation=recommendation,
            system=system,
            total_count=total_count,
            verdict=verdict,
            verdict_label=verdict_label,
        )

        porutham_matching_out.additional_properties = d
        return porutham_matching_out

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
