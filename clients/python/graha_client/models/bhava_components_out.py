from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BhavaComponentsOut")


@_attrs_define
class BhavaComponentsOut:
    """A house's bhava bala components, virupas.

    Attributes:
        bhavadhipati (float): Bhavadhipati bala: the shadbala total of the lord of the bhava madhya's sign.
        day_night (float): 15 for the signs strong at the time of the birth (day, night or twilight), else 0.
        dig (float): Bhava dig bala, 0–60.
        drik (float): Bhava drik bala: aspects on the bhava madhya, possibly negative.
    """

    bhavadhipati: float
    day_night: float
    dig: float
    drik: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bhavadhipati = self.bhavadhipati

        day_night = self.day_night

        dig = self.dig

        drik = self.drik

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bhavadhipati": bhavadhipati,
                "dayNight": day_night,
                "dig": dig,
                "drik": drik,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bhavadhipati = d.pop("bhavadhipati")

        day_night = d.pop("dayNight")

        dig = d.pop("dig")

        drik = d.pop("drik")

        bhava_components_out = cls(
            bhavadhipati=bhavadhipati,
            day_night=day_night,
            dig=dig,
            drik=drik,
        )

        bhava_components_out.additional_properties = d
        return bhava_components_out

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
