from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PhaseOut")


@_attrs_define
class PhaseOut:
    """A phase span of a Sade Sati.

    Attributes:
        end_date (str):
        phase (str):
        sign (SignName):
        start_date (str):
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    end_date: str
    phase: str
    sign: SignName
    start_date: str
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_date = self.end_date

        phase = self.phase

        sign = self.sign.value

        start_date = self.start_date

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endDate": end_date,
                "phase": phase,
                "sign": sign,
                "startDate": start_date,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        end_date = d.pop("endDate")

        phase = d.pop("phase")

        sign = SignName(d.pop("sign"))

        start_date = d.pop("startDate")

        sign_name = d.pop("signName", UNSET)

        phase_out = cls(
            end_date=end_date,
            phase=phase,
            sign=sign,
            start_date=start_date,
            sign_name=sign_name,
        )

        phase_out.additional_properties = d
        return phase_out

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
