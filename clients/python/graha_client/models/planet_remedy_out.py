from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.affliction import Affliction
from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gemstone_out import GemstoneOut
    from ..models.statement import Statement


T = TypeVar("T", bound="PlanetRemedyOut")


@_attrs_define
class PlanetRemedyOut:
    """Remedies for one planet.

    Attributes:
        afflictions (list[Affliction]):
        charity (Statement): One statement of a reading and the chart factor it rests on.
        factor (str): The planet's placement, in the reply's language.
        fasting (Statement): One statement of a reading and the chart factor it rests on.
        gemstone (GemstoneOut): A gemstone and whether to wear it.
        mantra (Statement): One statement of a reading and the chart factor it rests on.
        planet (PlanetName):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    afflictions: list[Affliction]
    charity: Statement
    factor: str
    fasting: Statement
    gemstone: GemstoneOut
    mantra: Statement
    planet: PlanetName
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        afflictions = []
        for afflictions_item_data in self.afflictions:
            afflictions_item = afflictions_item_data.value
            afflictions.append(afflictions_item)

        charity = self.charity.to_dict()

        factor = self.factor

        fasting = self.fasting.to_dict()

        gemstone = self.gemstone.to_dict()

        mantra = self.mantra.to_dict()

        planet = self.planet.value

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "afflictions": afflictions,
                "charity": charity,
                "factor": factor,
                "fasting": fasting,
                "gemstone": gemstone,
                "mantra": mantra,
                "planet": planet,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gemstone_out import GemstoneOut  # noqa: PLC0415
        from ..models.statement import Statement  # noqa: PLC0415

        d = dict(src_dict)
        afflictions = []
        _afflictions = d.pop("afflictions")
        for afflictions_item_data in _afflictions:
            afflictions_item = Affliction(afflictions_item_data)

            afflictions.append(afflictions_item)

        charity = Statement.from_dict(d.pop("charity"))

        factor = d.pop("factor")

        fasting = Statement.from_dict(d.pop("fasting"))

        gemstone = GemstoneOut.from_dict(d.pop("gemstone"))

        mantra = Statement.from_dict(d.pop("mantra"))

        planet = PlanetName(d.pop("planet"))

        planet_name = d.pop("planetName", UNSET)

        planet_remedy_out = cls(
            afflictions=afflictions,
            charity=charity,
            factor=factor,
            fasting=fasting,
            gemstone=gemstone,
            mantra=mantra,
            planet=planet,
            planet_name=planet_name,
        )

        planet_remedy_out.additional_properties = d
        return planet_remedy_out

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
