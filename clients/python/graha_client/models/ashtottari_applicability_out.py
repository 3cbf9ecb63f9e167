from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AshtottariApplicabilityOut")


@_attrs_define
class AshtottariApplicabilityOut:
    """Whether Ashtottari applies, and why (see `astro::dasha_systems::Applicability`).

    Attributes:
        applicable (bool):
        day_birth (bool):
        paksha (str): `shukla` or `krishna` at birth.
        rahu_house_from_lagna_lord (int): House of Rahu from the lagna lord's sign.
        reason (str): `applicable`, `rahu-not-in-kendra-or-trikona-from-lagna-lord`, `rahu-in-lagna` or
            `paksha-does-not-match-birth-time` (the first rule that fails).
    """

    applicable: bool
    day_birth: bool
    paksha: str
    rahu_house_from_lagna_lord: int
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        applicable = self.applicable

        day_birth = self.day_birth

        paksha = self.paksha

        rahu_house_from_lagna_lord = self.rahu_house_from_lagna_lord

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "applicable": applicable,
                "dayBirth": day_birth,
                "paksha": paksha,
                "rahuHouseFromLagnaLord": rahu_house_from_lagna_lord,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        applicable = d.pop("applicable")

        day_birth = d.pop("dayBirth")

        paksha = d.pop("paksha")

        rahu_house_from_lagna_lord = d.pop("rahuHouseFromLagnaLord")

        reason = d.pop("reason")

        ashtottari_applicability_out = cls(
            applicable=applicable,
            day_birth=day_birth,
            paksha=paksha,
            rahu_house_from_lagna_lord=rahu_house_from_lagna_lord,
            reason=reason,
        )

        ashtottari_applicability_out.additional_properties = d
        return ashtottari_applicability_out

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
