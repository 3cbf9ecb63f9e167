from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KalaOut")


@_attrs_define
class KalaOut:
    """Kala bala parts, virupas.

    Attributes:
        abda (float):
        ayana (float):
        hora (float):
        masa (float):
        nathonnatha (float):
        paksha (float):
        tribhaga (float):
        vara (float):
    """

    abda: float
    ayana: float
    hora: float
    masa: float
    nathonnatha: float
    paksha: float
    tribhaga: float
    vara: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        abda = self.abda

        ayana = self.ayana

        hora = self.hora

        masa = self.masa

        nathonnatha = self.nathonnatha

        paksha = self.paksha

        tribhaga = self.tribhaga

        vara = self.vara

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "abda": abda,
                "ayana": ayana,
                "hora": hora,
                "masa": masa,
                "nathonnatha": nathonnatha,
                "paksha": paksha,
                "tribhaga": tribhaga,
                "vara": vara,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        abda = d.pop("abda")

        ayana = d.pop("ayana")

        hora = d.pop("hora")

        masa = d.pop("masa")

        nathonnatha = d.pop("nathonnatha")

        paksha = d.pop("paksha")

        tribhaga = d.pop("tribhaga")

        vara = d.pop("vara")

        kala_out = cls(
            abda=abda,
            ayana=ayana,
            hora=hora,
            masa=masa,
            nathonnatha=nathonnatha,
            paksha=paksha,
            tribhaga=tribhaga,
            vara=vara,
        )

        kala_out.additional_properties = d
        return kala_out

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
