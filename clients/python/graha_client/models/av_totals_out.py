from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.av_totals_out_bhinna import AvTotalsOutBhinna


T = TypeVar("T", bound="AvTotalsOut")


@_attrs_define
class AvTotalsOut:
    """
    Attributes:
        bhinna (AvTotalsOutBhinna):
        sarva (int):
    """

    bhinna: AvTotalsOutBhinna
    sarva: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bhinna = self.bhinna.to_dict()

        sarva = self.sarva

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bhinna": bhinna,
                "sarva": sarva,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.av_totals_out_bhinna import AvTotalsOutBhinna  # noqa: PLC0415

        d = dict(src_dict)
        bhinna = AvTotalsOutBhinna.from_dict(d.pop("bhinna"))

        sarva = d.pop("sarva")

        av_totals_out = cls(
            bhinna=bhinna,
            sarva=sarva,
        )

        av_totals_out.additional_properties = d
        return av_totals_out

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
