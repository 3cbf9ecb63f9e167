from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.kala_out import KalaOut
    from ..models.sthana_out import SthanaOut


T = TypeVar("T", bound="ShadbalaPlanetOut")


@_attrs_define
class ShadbalaPlanetOut:
    """One planet's shadbala. The Sun's cheshta bala is its ayana bala and the Moon's
    its paksha bala (BPHS 27), counted once under each; the books print them as a doubled ayana
    and paksha bala under kala bala instead, with the same totals.

        Attributes:
            cheshta_bala (float):
            description (str):
            dig_bala (float):
            drik_bala (float): May be negative.
            is_strong (bool):
            ishta_phala (float): Ishta phala, the capacity for good, 0–60: √(uchcha × cheshta bala) (Raman).
            kala (KalaOut): Kala bala parts, virupas.
            kala_bala (float):
            kashta_phala (float): Kashta phala, the capacity for harm, 0–60: √((60 − uchcha) × (60 − cheshta)).
            naisargika_bala (float):
            planet (PlanetName):
            rank (int): 1 = strongest by ratio.
            ratio (float): Rupas over required rupas.
            required_rupas (float):
            rupas (float):
            sthana (SthanaOut): Sthana bala parts, virupas.
            sthana_bala (float): The six balas, virupas.
            total_virupas (float):
            planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
                when `planet` is a name (GET /v1/glossary lists them).
    """

    cheshta_bala: float
    description: str
    dig_bala: float
    drik_bala: float
    is_strong: bool
    ishta_phala: float
    kala: KalaOut
    kala_bala: float
    kashta_phala: float
    naisargika_bala: float
    planet: PlanetName
    rank: int
    ratio: float
    required_rupas: float
    rupas: float
    sthana: SthanaOut
    sthana_bala: float
    total_virupas: float
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cheshta_bala = self.cheshta_bala

        description = self.description

        dig_bala = self.dig_bala

        drik_bala = self.drik_bala

        is_strong = self.is_strong

        ishta_phala = self.ishta_phala

        kala = self.kala.to_dict()

        kala_bala = self.kala_bala

        kashta_phala = self.kashta_phala

        naisargika_bala = self.naisargika_bala

        planet = self.planet.value

        rank = self.rank

        ratio = self.ratio

        required_rupas = self.required_rupas

        rupas = self.rupas

        sthana = self.sthana.to_dict()

        sthana_bala = self.sthana_bala

        total_virupas = self.total_virupas

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cheshtaBala": cheshta_bala,
                "description": description,
                "digBala": dig_bala,
                "drikBala": drik_bala,
                "isStrong": is_strong,
                "ishtaPhala": ishta_phala,
                "kala": kala,
                "kalaBala": kala_bala,
                "kashtaPhala": kashta_phala,
                "naisargikaBala": naisargika_bala,
                "planet": planet,
                "rank": rank,
                "ratio": ratio,
                "requiredRupas": required_rupas,
                "rupas": rupas,
                "sthana": sthana,
                "sthanaBala": sthana_bala,
                "totalVirupas": total_virupas,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kala_out import KalaOut  # noqa: PLC0415
        from ..models.sthana_out import SthanaOut  # noqa: PLC0415

        d = dict(src_dict)
        cheshta_bala = d.pop("cheshtaBala")

        description = d.pop("description")

        dig_bala = d.pop("digBala")

        drik_bala = d.pop("drikBala")

        is_strong = d.pop("isStrong")

        ishta_phala = d.pop("ishtaPhala")

        kala = KalaOut.from_dict(d.pop("kala"))

        kala_bala = d.pop("kalaBala")

        kashta_phala = d.pop("kashtaPhala")

        naisargika_bala = d.pop("naisargikaBala")

        planet = PlanetName(d.pop("planet"))

        rank = d.pop("rank")

        ratio = d.pop("ratio")

        required_rupas = d.pop("requiredRupas")

        rupas = d.pop("rupas")

        sthana = SthanaOut.from_dict(d.pop("sthana"))

        sthana_bala = d.pop("sthanaBala")

        total_virupas = d.pop("totalVirupas")

        planet_name = d.pop("planetName", UNSET)

        shadbala_planet_out = cls(
            cheshta_bala=cheshta_bala,
            description=description,
            dig_bala=dig_bala,
            drik_bala=drik_bala,
            is_strong=is_strong,
            ishta_phala=ishta_phala,
            kala=kala,
            kala_bala=kala_bala,
            kashta_phala=kashta_phala,
            naisargika_bala=naisargika_bala,
            planet=planet,
            rank=rank,
            ratio=ratio,
            required_rupas=required_rupas,
            rupas=rupas,
            sthana=sthana,
            sthana_bala=sthana_bala,
            total_virupas=total_virupas,
            planet_name=planet_name,
        )

        shadbala_planet_out.additional_properties = d
        return shadbala_planet_out

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
