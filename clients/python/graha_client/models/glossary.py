from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.locale import Locale

if TYPE_CHECKING:
    from ..models.glossary_bs_months import GlossaryBsMonths
    from ..models.glossary_doshas import GlossaryDoshas
    from ..models.glossary_karanas import GlossaryKaranas
    from ..models.glossary_lunar_months import GlossaryLunarMonths
    from ..models.glossary_nakshatras import GlossaryNakshatras
    from ..models.glossary_planets import GlossaryPlanets
    from ..models.glossary_signs import GlossarySigns
    from ..models.glossary_tithis import GlossaryTithis
    from ..models.glossary_varas import GlossaryVaras
    from ..models.glossary_yoga_names import GlossaryYogaNames
    from ..models.glossary_yogas import GlossaryYogas


T = TypeVar("T", bound="Glossary")


@_attrs_define
class Glossary:
    """The names of one locale, each kind an object from the English key to the display name.

    Attributes:
        bs_months (GlossaryBsMonths): Bikram Sambat months.
        doshas (GlossaryDoshas):
        karanas (GlossaryKaranas):
        locale (Locale): A reply language.
        lunar_months (GlossaryLunarMonths):
        nakshatras (GlossaryNakshatras):
        planets (GlossaryPlanets):
        signs (GlossarySigns):
        tithis (GlossaryTithis):
        varas (GlossaryVaras):
        yoga_names (GlossaryYogaNames): The chart yogas of `POST /v1/yogas`, by their key.
        yogas (GlossaryYogas): The panchang's 27 yogas.
    """

    bs_months: GlossaryBsMonths
    doshas: GlossaryDoshas
    karanas: GlossaryKaranas
    locale: Locale
    lunar_months: GlossaryLunarMonths
    nakshatras: GlossaryNakshatras
    planets: GlossaryPlanets
    signs: GlossarySigns
    tithis: GlossaryTithis
    varas: GlossaryVaras
    yoga_names: GlossaryYogaNames
    yogas: GlossaryYogas
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bs_months = self.bs_months.to_dict()

        doshas = self.doshas.to_dict()

        karanas = self.karanas.to_dict()

        locale = self.locale.value

        lunar_months = self.lunar_months.to_dict()

        nakshatras = self.nakshatras.to_dict()

        planets = self.planets.to_dict()

        signs = self.signs.to_dict()

        tithis = self.tithis.to_dict()

        varas = self.varas.to_dict()

        yoga_names = self.yoga_names.to_dict()

        yogas = self.yogas.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bsMonths": bs_months,
                "doshas": doshas,
                "karanas": karanas,
                "locale": locale,
                "lunarMonths": lunar_months,
                "nakshatras": nakshatras,
                "planets": planets,
                "signs": signs,
                "tithis": tithis,
                "varas": varas,
                "yogaNames": yoga_names,
                "yogas": yogas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.glossary_bs_months import GlossaryBsMonths  # noqa: PLC0415
        from ..models.glossary_doshas import GlossaryDoshas  # noqa: PLC0415
        from ..models.glossary_karanas import GlossaryKaranas  # noqa: PLC0415
        from ..models.glossary_lunar_months import GlossaryLunarMonths  # noqa: PLC0415
        from ..models.glossary_nakshatras import GlossaryNakshatras  # noqa: PLC0415
        from ..models.glossary_planets import GlossaryPlanets  # noqa: PLC0415
        from ..models.glossary_signs import GlossarySigns  # noqa: PLC0415
        from ..models.glossary_tithis import GlossaryTithis  # noqa: PLC0415
        from ..models.glossary_varas import GlossaryVaras  # noqa: PLC0415
        from ..models.glossary_yoga_names import GlossaryYogaNames  # noqa: PLC0415
        from ..models.glossary_yogas import GlossaryYogas  # noqa: PLC0415

        d = dict(src_dict)
        bs_months = GlossaryBsMonths.from_dict(d.pop("bsMonths"))

        doshas = GlossaryDoshas.from_dict(d.pop("doshas"))

        karanas = GlossaryKaranas.from_dict(d.pop("karanas"))

        locale = Locale(d.pop("locale"))

        lunar_months = GlossaryLunarMonths.from_dict(d.pop("lunarMonths"))

        nakshatras = GlossaryNakshatras.from_dict(d.pop("nakshatras"))

        planets = GlossaryPlanets.from_dict(d.pop("planets"))

        signs = GlossarySigns.from_dict(d.pop("signs"))

        tithis = GlossaryTithis.from_dict(d.pop("tithis"))

        varas = GlossaryVaras.from_dict(d.pop("varas"))

        yoga_names = GlossaryYogaNames.from_dict(d.pop("yogaNames"))

        yogas = GlossaryYogas.from_dict(d.pop("yogas"))

        glossary = cls(
            bs_months=bs_months,
            doshas=doshas,
            karanas=karanas,
            locale=locale,
            lunar_months=lunar_months,
            nakshatras=nakshatras,
            planets=planets,
            signs=signs,
            tithis=tithis,
            varas=varas,
            yoga_names=yoga_names,
            yogas=yogas,
        )

        glossary.additional_properties = d
        return glossary

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
