from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lord_out import LordOut
    from ..models.prediction_area import PredictionArea
    from ..models.statement import Statement


T = TypeVar("T", bound="PeriodReadingOut")


@_attrs_define
class PeriodReadingOut:
    """One period's reading.

    Attributes:
        end_date (str):
        planet (PlanetName):
        start_date (str):
        areas (list[PredictionArea]):
        is_current (bool):
        level (str): `maha` or `antar`.
        lord (LordOut): The dasha lord as placed in the natal chart.
        overall (Statement): One statement of a reading and the chart factor it rests on.
        tone (str):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        maha_planet (None | PlanetName | Unset):
    """

    end_date: str
    planet: PlanetName
    start_date: str
    areas: list[PredictionArea]
    is_current: bool
    level: str
    lord: LordOut
    overall: Statement
    tone: str
    planet_name: str | Unset = UNSET
    maha_planet: None | PlanetName | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_date = self.end_date

        planet = self.planet.value

        start_date = self.start_date

        areas = []
        for areas_item_data in self.areas:
            areas_item = areas_item_data.to_dict()
            areas.append(areas_item)

        is_current = self.is_current

        level = self.level

        lord = self.lord.to_dict()

        overall = self.overall.to_dict()

        tone = self.tone

        planet_name = self.planet_name

        maha_planet: None | str | Unset
        if isinstance(self.maha_planet, Unset):
            maha_planet = UNSET
        elif isinstance(self.maha_planet, PlanetName):
            maha_planet = self.maha_planet.value
        else:
            maha_planet = self.maha_planet

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endDate": end_date,
                "planet": planet,
                "startDate": start_date,
                "areas": areas,
                "isCurrent": is_current,
                "level": level,
                "lord": lord,
                "overall": overall,
                "tone": tone,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if maha_planet is not UNSET:
            field_dict["mahaPlanet"] = maha_planet

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lord_out import LordOut  # noqa: PLC0415
        from ..models.prediction_area import PredictionArea  # noqa: PLC0415
        from ..models.statement import Statement  # noqa: PLC0415

        d = dict(src_dict)
        end_date = d.pop("endDate")

        planet = PlanetName(d.pop("planet"))

        start_date = d.pop("startDate")

        areas = []
        _areas = d.pop("areas")
        for areas_item_data in _areas:
            areas_item = PredictionArea.from_dict(areas_item_data)

            areas.append(areas_item)

        is_current = d.pop("isCurrent")

        level = d.pop("level")

        lord = LordOut.from_dict(d.pop("lord"))

        overall = Statement.from_dict(d.pop("overall"))

        tone = d.pop("tone")

        planet_name = d.pop("planetName", UNSET)

        def _parse_maha_planet(data: object) -> None | PlanetName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                maha_planet_type_0 = PlanetName(data)

                return maha_planet_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanetName | Unset, data)

        maha_planet = _parse_maha_planet(d.pop("mahaPlanet", UNSET))

        period_reading_out = cls(
            end_date=end_date,
            planet=planet,
            start_date=start_date,
            areas=areas,
            is_current=is_current,
            level=level,
            lord=lord,
            overall=overall,
            tone=tone,
            planet_name=planet_name,
            maha_planet=maha_planet,
        )

        period_reading_out.additional_properties = d
        return period_reading_out

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
