from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.reading_period import ReadingPeriod


T = TypeVar("T", bound="DashaNowOut")


@_attrs_define
class DashaNowOut:
    """
    Attributes:
        antar_dasha (ReadingPeriod): A dasha period as published: dates are local dates in the birth timezone (as
            `/v1/dasha`).
        maha_dasha (ReadingPeriod): A dasha period as published: dates are local dates in the birth timezone (as
            `/v1/dasha`).
        pratyantar_dasha (ReadingPeriod): A dasha period as published: dates are local dates in the birth timezone (as
            `/v1/dasha`).
    """

    antar_dasha: ReadingPeriod
    maha_dasha: ReadingPeriod
    pratyantar_dasha: ReadingPeriod
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        antar_dasha = self.antar_dasha.to_dict()

        maha_dasha = self.maha_dasha.to_dict()

        pratyantar_dasha = self.pratyantar_dasha.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "antarDasha": antar_dasha,
                "mahaDasha": maha_dasha,
                "pratyantarDasha": pratyantar_dasha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reading_period import ReadingPeriod  # noqa: PLC0415

        d = dict(src_dict)
        antar_dasha = ReadingPeriod.from_dict(d.pop("antarDasha"))

        maha_dasha = ReadingPeriod.from_dict(d.pop("mahaDasha"))

        pratyantar_dasha = ReadingPeriod.from_dict(d.pop("pratyantarDasha"))

        dasha_now_out = cls(
            antar_dasha=antar_dasha,
            maha_dasha=maha_dasha,
            pratyantar_dasha=pratyantar_dasha,
        )

        dasha_now_out.additional_properties = d
        return dasha_now_out

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
