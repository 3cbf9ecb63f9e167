from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName

T = TypeVar("T", bound="GandaMoolaOut")


@_attrs_define
class GandaMoolaOut:
    """Ganda moola in the day: its span and the nakshatras it runs through.

    Attributes:
        end_time (str):
        ends_at (str):
        nakshatras (list[NakshatraName]):
        start_time (str):
        starts_at (str):
    """

    end_time: str
    ends_at: str
    nakshatras: list[NakshatraName]
    start_time: str
    starts_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_time = self.end_time

        ends_at = self.ends_at

        nakshatras = []
        for nakshatras_item_data in self.nakshatras:
            nakshatras_item = nakshatras_item_data.value
            nakshatras.append(nakshatras_item)

        start_time = self.start_time

        starts_at = self.starts_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endTime": end_time,
                "endsAt": ends_at,
                "nakshatras": nakshatras,
                "startTime": start_time,
                "startsAt": starts_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        end_time = d.pop("endTime")

        ends_at = d.pop("endsAt")

        nakshatras = []
        _nakshatras = d.pop("nakshatras")
        for nakshatras_item_data in _nakshatras:
            nakshatras_item = NakshatraName(nakshatras_item_data)

            nakshatras.append(nakshatras_item)

        start_time = d.pop("startTime")

        starts_at = d.pop("startsAt")

        ganda_moola_out = cls(
            end_time=end_time,
            ends_at=ends_at,
            nakshatras=nakshatras,
            start_time=start_time,
            starts_at=starts_at,
        )

        ganda_moola_out.additional_properties = d
        return ganda_moola_out

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
