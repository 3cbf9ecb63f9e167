from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.tajika_aspect_kind import TajikaAspectKind

T = TypeVar("T", bound="TajikaAspectOut")


@_attrs_define
class TajikaAspectOut:
    """A Tajika aspect between two of the seven grahas.

    Attributes:
        applying (bool): The quicker graha has yet to reach the slower's degree: ithasala when within orbs,
            else eesarpha.
        aspect (TajikaAspectKind): A Tajika aspect by the signs' distance.
        friendly (bool): Sextiles and trines are friendly, the rest inimical.
        from_ (PlanetName):
        orb (float): The distance of their degrees within their signs (0 when exact), degrees.
        to (PlanetName):
        within_orbs (bool): Within the mean of their orbs (deeptamsas): the aspect is in force.
    """

    applying: bool
    aspect: TajikaAspectKind
    friendly: bool
    from_: PlanetName
    orb: float
    to: PlanetName
    within_orbs: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        applying = self.applying

        aspect = self.aspect.value

        friendly = self.friendly

        from_ = self.from_.value

        orb = self.orb

        to = self.to.value

        within_orbs = self.within_orbs

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "applying": applying,
                "aspect": aspect,
                "friendly": friendly,
                "from": from_,
                "orb": orb,
                "to": to,
                "withinOrbs": within_orbs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        applying = d.pop("applying")

        aspect = TajikaAspectKind(d.pop("aspect"))

        friendly = d.pop("friendly")

        from_ = PlanetName(d.pop("from"))

        orb = d.pop("orb")

        to = PlanetName(d.pop("to"))

        within_orbs = d.pop("withinOrbs")

        tajika_aspect_out = cls(
            applying=applying,
            aspect=aspect,
            friendly=friendly,
            from_=from_,
            orb=orb,
            to=to,
            within_orbs=within_orbs,
        )

        tajika_aspect_out.additional_properties = d
        return tajika_aspect_out

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
