from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dasha_pratyantar import DashaPratyantar


T = TypeVar("T", bound="DashaAntar")


@_attrs_define
class DashaAntar:
    """An antar dasha of the timeline; `pratyantarDashas` only with `levels` ≥ 3 and only in the
    expanded maha (see [`DashaOut`]).

        Attributes:
            end_date (str):
            planet (PlanetName):
            start_date (str):
            planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
                when `planet` is a name (GET /v1/glossary lists them).
            pratyantar_dashas (list[DashaPratyantar] | None | Unset):
    """

    end_date: str
    planet: PlanetName
    start_date: str
    planet_name: str | Unset = UNSET
    pratyantar_dashas: list[DashaPratyantar] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_date = self.end_date

        planet = self.planet.value

        start_date = self.start_date

        planet_name = self.planet_name

        pratyantar_dashas: list[dict[str, Any]] | None | Unset
        if isinstance(self.pratyantar_dashas, Unset):
            pratyantar_dashas = UNSET
        elif isinstance(self.pratyantar_dashas, list):
            pratyantar_dashas = []
            for pratyantar_dashas_type_0_item_data in self.pratyantar_dashas:
                pratyantar_dashas_type_0_item = pratyantar_dashas_type_0_item_data.to_dict()
                pratyantar_dashas.append(pratyantar_dashas_type_0_item)

        else:
            pratyantar_dashas = self.pratyantar_dashas

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endDate": end_date,
                "planet": planet,
                "startDate": start_date,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if pratyantar_dashas is not UNSET:
            field_dict["pratyantarDashas"] = pratyantar_dashas

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dasha_pratyantar import DashaPratyantar  # noqa: PLC0415

        d = dict(src_dict)
        end_date = d.pop("endDate")

        planet = PlanetName(d.pop("planet"))

        start_date = d.pop("startDate")

        planet_name = d.pop("planetName", UNSET)

        def _parse_pratyantar_dashas(data: object) -> list[DashaPratyantar] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pratyantar_dashas_type_0 = []
                _pratyantar_dashas_type_0 = data
                for pratyantar_dashas_type_0_item_data in _pratyantar_dashas_type_0:
                    pratyantar_dashas_type_0_item = DashaPratyantar.from_dict(pratyantar_dashas_type_0_item_data)

                    pratyantar_dashas_type_0.append(pratyantar_dashas_type_0_item)

                return pratyantar_dashas_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DashaPratyantar] | None | Unset, data)

        pratyantar_dashas = _parse_pratyantar_dashas(d.pop("pratyantarDashas", UNSET))

        dasha_antar = cls(
            end_date=end_date,
            planet=planet,
            start_date=start_date,
            planet_name=planet_name,
            pratyantar_dashas=pratyantar_dashas,
        )

        dasha_antar.additional_properties = d
        return dasha_antar

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
