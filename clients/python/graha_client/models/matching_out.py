from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ashtakoot_out import AshtakootOut
    from ..models.exception_out import ExceptionOut
    from ..models.koota_dosha_out import KootaDoshaOut
    from ..models.manglik_out import ManglikOut
    from ..models.partner_out import PartnerOut


T = TypeVar("T", bound="MatchingOut")


@_attrs_define
class MatchingOut:
    """The reply of `POST /v1/matching`.

    Attributes:
        adjusted_level (str):
        adjusted_percentage (float):
        adjusted_points (float): The score after the classical Nadi and Bhakoot exceptions.
        ashtakoot (AshtakootOut): The eight kootas keyed as the spec names them.
        bhakoot_dosha (KootaDoshaOut): The Nadi or Bhakoot dosha.
        bride (PartnerOut): One partner (`bride` / `groom`, plus the Moon's attributes the kootas read).
        compatibility_label (str): The level in the request's locale.
        compatibility_level (str): Level of `totalPoints`: `Excellent`, `Good`, `Average` or `Poor`.
        exceptions (list[ExceptionOut]):
        groom (PartnerOut): One partner (`bride` / `groom`, plus the Moon's attributes the kootas read).
        manglik_status (ManglikOut): `manglikStatus`: each chart's detail and the couple's outcome.
        max_points (float):
        nadi_dosha (KootaDoshaOut): The Nadi or Bhakoot dosha.
        percentage (float):
        recommendation (str):
        total_points (float): The raw score: the sum of the eight table values.
    """

    adjusted_level: str
    adjusted_percentage: float
    adjusted_points: float
    ashtakoot: AshtakootOut
    bhakoot_dosha: KootaDoshaOut
    bride: PartnerOut
    compatibility_label: str
    compatibility_level: str
    exceptions: list[ExceptionOut]
    groom: PartnerOut
    manglik_status: ManglikOut
    max_points: float
    nadi_dosha: KootaDoshaOut
    percentage: float
    recommendation: str
    total_points: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adjusted_level = self.adjusted_level

        adjusted_percentage = self.adjusted_percentage

        adjusted_points = self.adjusted_points

        ashtakoot = self.ashtakoot.to_dict()

        bhakoot_dosha = self.bhakoot_dosha.to_dict()

        bride = self.bride.to_dict()

        compatibility_label = self.compatibility_label

        compatibility_level = self.compatibility_level

        exceptions = []
        for exceptions_item_data in self.exceptions:
            exceptions_item = exceptions_item_data.to_dict()
            exceptions.append(exceptions_item)

        groom = self.groom.to_dict()

        manglik_status = self.manglik_status.to_dict()

        max_points = self.max_points

        nadi_dosha = self.nadi_dosha.to_dict()

        percentage = self.percentage

        recommendation = self.recommendation

        total_points = self.total_points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adjustedLevel": adjusted_level,
                "adjustedPercentage": adjusted_percentage,
                "adjustedPoints": adjusted_points,
                "ashtakoot": ashtakoot,
                "bhakootDosha": bhakoot_dosha,
                "bride": bride,
                "compatibilityLabel": compatibility_label,
                "compatibilityLevel": compatibility_level,
                "exceptions": exceptions,
                "groom": groom,
                "manglikStatus": manglik_status,
                "maxPoints": max_points,
                "nadiDosha": nadi_dosha,
                "percentage": percentage,
                "recommendation": recommendation,
                "totalPoints": total_points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ashtakoot_out import AshtakootOut  # noqa: PLC0415
        from ..models.exception_out import ExceptionOut  # noqa: PLC0415
        from ..models.koota_dosha_out import KootaDoshaOut  # noqa: PLC0415
        from ..models.manglik_out import ManglikOut  # noqa: PLC0415
        from ..models.partner_out import PartnerOut  # noqa: PLC0415

        d = dict(src_dict)
        adjusted_level = d.pop("adjustedLevel")

        adjusted_percentage = d.pop("adjustedPercentage")

        adjusted_points = d.pop("adjustedPoints")

        ashtakoot = AshtakootOut.from_dict(d.pop("ashtakoot"))

        bhakoot_dosha = KootaDoshaOut.from_dict(d.pop("bhakootDosha"))

        bride = PartnerOut.from_dict(d.pop("bride"))

        compatibility_label = d.pop("compatibilityLabel")

        compatibility_level = d.pop("compatibilityLevel")

        exceptions = []
        _exceptions = d.pop("exceptions")
        for exceptions_item_data in _exceptions:
            exceptions_item = ExceptionOut.from_dict(exceptions_item_data)

            exceptions.append(exceptions_item)

        groom = PartnerOut.from_dict(d.pop("groom"))

        manglik_status = ManglikOut.from_dict(d.pop("manglikStatus"))

        max_points = d.pop("maxPoints")

        nadi_dosha = KootaDoshaOut.from_dict(d.pop("nadiDosha"))

        percentage = d.pop("percentage")

        recommendation = d.pop("recommendation")

        total_points = d.pop("totalPoints")

        matching_out = cls(
            adjusted_level=adjusted_level,
            adjusted_percentage=adjusted_percentage,
            adjusted_points=adjusted_points,
            ashtakoot=ashtakoot,
            bhakoot_dosha=bhakoot_dosha,
            bride=bride,
            compatibility_label=compatibility_label,
            compatibility_level=compatibility_level,
            exceptions=exceptions,
            groom=groom,
            manglik_status=manglik_status,
            max_points=max_points,
            nadi_dosha=nadi_dosha,
            percentage=percentage,
            recommendation=recommendation,
            total_points=total_points,
        )

        matching_out.additional_properties = d
        return matching_out

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
