from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dasha_antar import DashaAntar


T = TypeVar("T", bound="MahaOut")


@_attrs_define
class MahaOut:
    """A maha dasha of the timeline with its antar dashas (none with `levels: 1`).

    Attributes:
        end_date (str):
        planet (PlanetName):
        start_date (str):
        antar_dashas (list[DashaAntar] | Unset):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    end_date: str
    planet: PlanetName
    start_date: str
    antar_dashas: list[DashaAntar] | Unset = UNSET
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_date = self.end_date

        planet = self.planet.value

        start_date = self.start_date

        antar_dashas: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.antar_dashas, Unset):
            antar_dashas = []
            for antar_dashas_item_data in self.antar_dashas:
                antar_dashas_item = antar_dashas_item_data.to_dict()
                antar_dashas.append(antar_dashas_item)

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endDate": end_date,
                "planet": planet,
                "startDate": start_date,
            }
        )
        if antar_dashas is not UNSET:
            field_dict["antarDashas"] = antar_dashas
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dasha_antar import DashaAntar  # noqa: PLC0415

        d = dict(src_dict)
        end_date = d.pop("endDate")

        planet = PlanetName(d.pop("planet"))

        start_date = d.pop("startDate")

        _antar_dashas = d.pop("antarDashas", UNSET)
        antar_dashas: list[DashaAntar] | Unset = UNSET
        if _antar_dashas is not UNSET:
            antar_dashas = []
            for antar_dashas_item_data in _antar_dashas:
                antar_dashas_item = DashaAntar.from_dict(antar_dashas_item_data)

                antar_dashas.append(antar_dashas_item)

        planet_name = d.pop("planetName", UNSET)

        maha_out = cls(
            end_date=end_date,
            planet=planet,
            start_date=start_date,
            antar_dashas=antar_dashas,
            planet_name=planet_name,
        )

        maha_out.additional_properties = d
        return maha_out

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
