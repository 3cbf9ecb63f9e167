from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dasha_prana import DashaPrana


T = TypeVar("T", bound="DashaSookshma")


@_attrs_define
class DashaSookshma:
    """A sookshma dasha (level 4): days long, so also with UTC date-times; its `pranaDashas` with
    `levels: 5`.

        Attributes:
            end (str):
            end_date (str):
            planet (PlanetName):
            start (str): RFC 3339, UTC, to the second.
            start_date (str):
            planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
                when `planet` is a name (GET /v1/glossary lists them).
            prana_dashas (list[DashaPrana] | None | Unset):
    """

    end: str
    end_date: str
    planet: PlanetName
    start: str
    start_date: str
    planet_name: str | Unset = UNSET
    prana_dashas: list[DashaPrana] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end = self.end

        end_date = self.end_date

        planet = self.planet.value

        start = self.start

        start_date = self.start_date

        planet_name = self.planet_name

        prana_dashas: list[dict[str, Any]] | None | Unset
        if isinstance(self.prana_dashas, Unset):
            prana_dashas = UNSET
        elif isinstance(self.prana_dashas, list):
            prana_dashas = []
            for prana_dashas_type_0_item_data in self.prana_dashas:
                prana_dashas_type_0_item = prana_dashas_type_0_item_data.to_dict()
                prana_dashas.append(prana_dashas_type_0_item)

        else:
            prana_dashas = self.prana_dashas

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "end": end,
                "endDate": end_date,
                "planet": planet,
                "start": start,
                "startDate": start_date,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if prana_dashas is not UNSET:
            field_dict["pranaDashas"] = prana_dashas

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dasha_prana import DashaPrana  # noqa: PLC0415

        d = dict(src_dict)
        end = d.pop("end")

        end_date = d.pop("endDate")

        planet = PlanetName(d.pop("planet"))

        start = d.pop("start")

        start_date = d.pop("startDate")

        planet_name = d.pop("planetName", UNSET)

        def _parse_prana_dashas(data: object) -> list[DashaPrana] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                prana_dashas_type_0 = []
                _prana_dashas_type_0 = data
                for prana_dashas_type_0_item_data in _prana_dashas_type_0:
                    prana_dashas_type_0_item = DashaPrana.from_dict(prana_dashas_type_0_item_data)

                    prana_dashas_type_0.append(prana_dashas_type_0_item)

                return prana_dashas_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DashaPrana] | None | Unset, data)

        prana_dashas = _parse_prana_dashas(d.pop("pranaDashas", UNSET))

        dasha_sookshma = cls(
            end=end,
            end_date=end_date,
            planet=planet,
            start=start,
            start_date=start_date,
            planet_name=planet_name,
            prana_dashas=prana_dashas,
        )

        dasha_sookshma.additional_properties = d
        return dasha_sookshma

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
