from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dasha_sookshma import DashaSookshma


T = TypeVar("T", bound="DashaPratyantar")


@_attrs_define
class DashaPratyantar:
    """A pratyantar dasha; `sookshmaDashas` only with `levels` ≥ 4 and only in the expanded antar.

    Attributes:
        end_date (str):
        planet (PlanetName):
        start_date (str):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        sookshma_dashas (list[DashaSookshma] | None | Unset):
    """

    end_date: str
    planet: PlanetName
    start_date: str
    planet_name: str | Unset = UNSET
    sookshma_dashas: list[DashaSookshma] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_date = self.end_date

        planet = self.planet.value

        start_date = self.start_date

        planet_name = self.planet_name

        sookshma_dashas: list[dict[str, Any]] | None | Unset
        if isinstance(self.sookshma_dashas, Unset):
            sookshma_dashas = UNSET
        elif isinstance(self.sookshma_dashas, list):
            sookshma_dashas = []
            for sookshma_dashas_type_0_item_data in self.sookshma_dashas:
                sookshma_dashas_type_0_item = sookshma_dashas_type_0_item_data.to_dict()
                sookshma_dashas.append(sookshma_dashas_type_0_item)

        else:
            sookshma_dashas = self.sookshma_dashas

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
        if sookshma_dashas is not UNSET:
            field_dict["sookshmaDashas"] = sookshma_dashas

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dasha_sookshma import DashaSookshma  # noqa: PLC0415

        d = dict(src_dict)
        end_date = d.pop("endDate")

        planet = PlanetName(d.pop("planet"))

        start_date = d.pop("startDate")

        planet_name = d.pop("planetName", UNSET)

        def _parse_sookshma_dashas(data: object) -> list[DashaSookshma] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                sookshma_dashas_type_0 = []
                _sookshma_dashas_type_0 = data
                for sookshma_dashas_type_0_item_data in _sookshma_dashas_type_0:
                    sookshma_dashas_type_0_item = DashaSookshma.from_dict(sookshma_dashas_type_0_item_data)

                    sookshma_dashas_type_0.append(sookshma_dashas_type_0_item)

                return sookshma_dashas_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DashaSookshma] | None | Unset, data)

        sookshma_dashas = _parse_sookshma_dashas(d.pop("sookshmaDashas", UNSET))

        dasha_pratyantar = cls(
            end_date=end_date,
            planet=planet,
            start_date=start_date,
            planet_name=planet_name,
            sookshma_dashas=sookshma_dashas,
        )

        dasha_pratyantar.additional_properties = d
        return dasha_pratyantar

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
