from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.severity import Severity
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rule_out import RuleOut


T = TypeVar("T", bound="MangalOut")


@_attrs_define
class MangalOut:
    """One chart's Mangal dosha as the matching reply shows it.

    Attributes:
        cancellations (list[RuleOut]):
        description (str):
        from_ascendant (bool):
        from_moon (bool):
        from_venus (bool):
        house_from_ascendant (int):
        house_from_moon (int):
        house_from_venus (int):
        is_present (bool): The spec's trigger: Mars in house 1, 4, 7, 8 or 12 from the ascendant.
        mars_sign (SignName):
        severity (Severity): How heavily the dosha weighs, lightest first; `Cancelled` when a classical exception
            removes it although the trigger holds. Serialised lowercase (`"moderate"`).
        mars_sign_name (str | Unset): `marsSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `marsSign` is a name (GET /v1/glossary lists them).
    """

    cancellations: list[RuleOut]
    description: str
    from_ascendant: bool
    from_moon: bool
    from_venus: bool
    house_from_ascendant: int
    house_from_moon: int
    house_from_venus: int
    is_present: bool
    mars_sign: SignName
    severity: Severity
    mars_sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cancellations = []
        for cancellations_item_data in self.cancellations:
            cancellations_item = cancellations_item_data.to_dict()
            cancellations.append(cancellations_item)

        description = self.description

        from_ascendant = self.from_ascendant

        from_moon = self.from_moon

        from_venus = self.from_venus

        house_from_ascendant = self.house_from_ascendant

        house_from_moon = self.house_from_moon

        house_from_venus = self.house_from_venus

        is_present = self.is_present

        mars_sign = self.mars_sign.value

        severity = self.severity.value

        mars_sign_name = self.mars_sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cancellations": cancellations,
                "description": description,
                "fromAscendant": from_ascendant,
                "fromMoon": from_moon,
                "fromVenus": from_venus,
                "houseFromAscendant": house_from_ascendant,
                "houseFromMoon": house_from_moon,
                "houseFromVenus": house_from_venus,
                "isPresent": is_present,
                "marsSign": mars_sign,
                "severity": severity,
            }
        )
        if mars_sign_name is not UNSET:
            field_dict["marsSignName"] = mars_sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule_out import RuleOut  # noqa: PLC0415

        d = dict(src_dict)
        cancellations = []
        _cancellations = d.pop("cancellations")
        for cancellations_item_data in _cancellations:
            cancellations_item = RuleOut.from_dict(cancellations_item_data)

            cancellations.append(cancellations_item)

        description = d.pop("description")

        from_ascendant = d.pop("fromAscendant")

        from_moon = d.pop("fromMoon")

        from_venus = d.pop("fromVenus")

        house_from_ascendant = d.pop("houseFromAscendant")

        house_from_moon = d.pop("houseFromMoon")

        house_from_venus = d.pop("houseFromVenus")

        is_present = d.pop("isPresent")

        mars_sign = SignName(d.pop("marsSign"))

        severity = Severity(d.pop("severity"))

        mars_sign_name = d.pop("marsSignName", UNSET)

        mangal_out = cls(
            cancellations=cancellations,
            description=description,
            from_ascendant=from_ascendant,
            from_moon=from_moon,
            from_venus=from_venus,
            house_from_ascendant=house_from_ascendant,
            house_from_moon=house_from_moon,
            house_from_venus=house_from_venus,
            is_present=is_present,
            mars_sign=mars_sign,
            severity=severity,
            mars_sign_name=mars_sign_name,
        )

        mangal_out.additional_properties = d
        return mangal_out

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
