from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.severity import Severity

T = TypeVar("T", bound="DoshaRemedyOut")


@_attrs_define
class DoshaRemedyOut:
    """Remedies for one present dosha.

    Attributes:
        factor (str):
        name (str):
        remedies (list[str]):
        severity (Severity): How heavily the dosha weighs, lightest first; `Cancelled` when a classical exception
            removes it although the trigger holds. Serialised lowercase (`"moderate"`).
    """

    factor: str
    name: str
    remedies: list[str]
    severity: Severity
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        factor = self.factor

        name = self.name

        remedies = self.remedies

        severity = self.severity.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "factor": factor,
                "name": name,
                "remedies": remedies,
                "severity": severity,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        factor = d.pop("factor")

        name = d.pop("name")

        remedies = cast(list[str], d.pop("remedies"))

        severity = Severity(d.pop("severity"))

        dosha_remedy_out = cls(
            factor=factor,
            name=name,
            remedies=remedies,
            severity=severity,
        )

        dosha_remedy_out.additional_properties = d
        return dosha_remedy_out

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
