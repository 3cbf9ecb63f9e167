from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mangal_out import MangalOut


T = TypeVar("T", bound="ManglikOut")


@_attrs_define
class ManglikOut:
    """`manglikStatus`: each chart's detail and the couple's outcome.

    Attributes:
        bride (MangalOut): One chart's Mangal dosha as the matching reply shows it.
        bride_has_dosha (bool):
        cancels (bool): Whether a Manglik dosha was present and is neutralised for this couple.
        groom (MangalOut): One chart's Mangal dosha as the matching reply shows it.
        groom_has_dosha (bool):
        outcome (str): `neither`, `bothManglik`, `cancelledInChart` or `oneSided`.
        reason (str):
    """

    bride: MangalOut
    bride_has_dosha: bool
    cancels: bool
    groom: MangalOut
    groom_has_dosha: bool
    outcome: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bride = self.bride.to_dict()

        bride_has_dosha = self.bride_has_dosha

        cancels = self.cancels

        groom = self.groom.to_dict()

        groom_has_dosha = self.groom_has_dosha

        outcome = self.outcome

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bride": bride,
                "brideHasDosha": bride_has_dosha,
                "cancels": cancels,
                "groom": groom,
                "groomHasDosha": groom_has_dosha,
                "outcome": outcome,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mangal_out import MangalOut  # noqa: PLC0415

        d = dict(src_dict)
        bride = MangalOut.from_dict(d.pop("bride"))

        bride_has_dosha = d.pop("brideHasDosha")

        cancels = d.pop("cancels")

        groom = MangalOut.from_dict(d.pop("groom"))

        groom_has_dosha = d.pop("groomHasDosha")

        outcome = d.pop("outcome")

        reason = d.pop("reason")

        manglik_out = cls(
            bride=bride,
            bride_has_dosha=bride_has_dosha,
            cancels=cancels,
            groom=groom,
            groom_has_dosha=groom_has_dosha,
            outcome=outcome,
            reason=reason,
        )

        manglik_out.additional_properties = d
        return manglik_out

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
