from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dasha_period_out import DashaPeriodOut


T = TypeVar("T", bound="RashifalDasha")


@_attrs_define
class RashifalDasha:
    """
    Attributes:
        antar (DashaPeriodOut):
        maha (DashaPeriodOut):
    """

    antar: DashaPeriodOut
    maha: DashaPeriodOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        antar = self.antar.to_dict()

        maha = self.maha.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "antar": antar,
                "maha": maha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dasha_period_out import DashaPeriodOut  # noqa: PLC0415

        d = dict(src_dict)
        antar = DashaPeriodOut.from_dict(d.pop("antar"))

        maha = DashaPeriodOut.from_dict(d.pop("maha"))

        rashifal_dasha = cls(
            antar=antar,
            maha=maha,
        )

        rashifal_dasha.additional_properties = d
        return rashifal_dasha

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
