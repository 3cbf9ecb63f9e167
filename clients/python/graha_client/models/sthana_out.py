from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SthanaOut")


@_attrs_define
class SthanaOut:
    """Sthana bala parts, virupas.

    Attributes:
        drekkana (float):
        kendradi (float):
        ojhayugma (float):
        saptavargaja (float):
        uchcha (float):
    """

    drekkana: float
    kendradi: float
    ojhayugma: float
    saptavargaja: float
    uchcha: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        drekkana = self.drekkana

        kendradi = self.kendradi

        ojhayugma = self.ojhayugma

        saptavargaja = self.saptavargaja

        uchcha = self.uchcha

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "drekkana": drekkana,
                "kendradi": kendradi,
                "ojhayugma": ojhayugma,
                "saptavargaja": saptavargaja,
                "uchcha": uchcha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        drekkana = d.pop("drekkana")

        kendradi = d.pop("kendradi")

        ojhayugma = d.pop("ojhayugma")

        saptavargaja = d.pop("saptavargaja")

        uchcha = d.pop("uchcha")

        sthana_out = cls(
            drekkana=drekkana,
            kendradi=kendradi,
            ojhayugma=ojhayugma,
            saptavargaja=saptavargaja,
            uchcha=uchcha,
        )

        sthana_out.additional_properties = d
        return sthana_out

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
