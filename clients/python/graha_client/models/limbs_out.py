from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.limb_out import LimbOut
    from ..models.vara_out import VaraOut


T = TypeVar("T", bound="LimbsOut")


@_attrs_define
class LimbsOut:
    """The five limbs in detail.

    Attributes:
        karana (LimbOut): One limb with its number, start and end.
        nakshatra (LimbOut): One limb with its number, start and end.
        nakshatra_lord (PlanetName):
        paksha (str):
        tithi (LimbOut): One limb with its number, start and end.
        vara (VaraOut):
        yoga (LimbOut): One limb with its number, start and end.
        nakshatra_lord_name (str | Unset): `nakshatraLord` as the reader of the request's `locale` reads it (English for
            `en`); present when `nakshatraLord` is a name (GET /v1/glossary lists them).
    """

    karana: LimbOut
    nakshatra: LimbOut
    nakshatra_lord: PlanetName
    paksha: str
    tithi: LimbOut
    vara: VaraOut
    yoga: LimbOut
    nakshatra_lord_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        karana = self.karana.to_dict()

        nakshatra = self.nakshatra.to_dict()

        nakshatra_lord = self.nakshatra_lord.value

        paksha = self.paksha

        tithi = self.tithi.to_dict()

        vara = self.vara.to_dict()

        yoga = self.yoga.to_dict()

        nakshatra_lord_name = self.nakshatra_lord_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "karana": karana,
                "nakshatra": nakshatra,
                "nakshatraLord": nakshatra_lord,
                "paksha": paksha,
                "tithi": tithi,
                "vara": vara,
                "yoga": yoga,
            }
        )
        if nakshatra_lord_name is not UNSET:
            field_dict["nakshatraLordName"] = nakshatra_lord_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.limb_out import LimbOut  # noqa: PLC0415
        from ..models.vara_out import VaraOut  # noqa: PLC0415

        d = dict(src_dict)
        karana = LimbOut.from_dict(d.pop("karana"))

        nakshatra = LimbOut.from_dict(d.pop("nakshatra"))

        nakshatra_lord = PlanetName(d.pop("nakshatraLord"))

        paksha = d.pop("paksha")

        tithi = LimbOut.from_dict(d.pop("tithi"))

        vara = VaraOut.from_dict(d.pop("vara"))

        yoga = LimbOut.from_dict(d.pop("yoga"))

        nakshatra_lord_name = d.pop("nakshatraLordName", UNSET)

        limbs_out = cls(
            karana=karana,
            nakshatra=nakshatra,
            nakshatra_lord=nakshatra_lord,
            paksha=paksha,
            tithi=tithi,
            vara=vara,
            yoga=yoga,
            nakshatra_lord_name=nakshatra_lord_name,
        )

        limbs_out.additional_properties = d
        return limbs_out

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
