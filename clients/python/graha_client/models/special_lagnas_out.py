from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lagna_out import LagnaOut


T = TypeVar("T", bound="SpecialLagnasOut")


@_attrs_define
class SpecialLagnasOut:
    """The special lagnas (BPHS ch. 4; sree lagna after P.V.R. Narasimha Rao).

    Attributes:
        bhava (LagnaOut): A special lagna.
        ghati (LagnaOut): A special lagna.
        hora (LagnaOut): A special lagna.
        sree (LagnaOut): A special lagna.
        sunrise (datetime.datetime): The sunrise they are counted from (upper limb, refraction; the birth day's).
    """

    bhava: LagnaOut
    ghati: LagnaOut
    hora: LagnaOut
    sree: LagnaOut
    sunrise: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bhava = self.bhava.to_dict()

        ghati = self.ghati.to_dict()

        hora = self.hora.to_dict()

        sree = self.sree.to_dict()

        sunrise = self.sunrise.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bhava": bhava,
                "ghati": ghati,
                "hora": hora,
                "sree": sree,
                "sunrise": sunrise,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lagna_out import LagnaOut  # noqa: PLC0415

        d = dict(src_dict)
        bhava = LagnaOut.from_dict(d.pop("bhava"))

        ghati = LagnaOut.from_dict(d.pop("ghati"))

        hora = LagnaOut.from_dict(d.pop("hora"))

        sree = LagnaOut.from_dict(d.pop("sree"))

        sunrise = datetime.datetime.fromisoformat(d.pop("sunrise"))

        special_lagnas_out = cls(
            bhava=bhava,
            ghati=ghati,
            hora=hora,
            sree=sree,
            sunrise=sunrise,
        )

        special_lagnas_out.additional_properties = d
        return special_lagnas_out

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
