from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.horoscope_window import HoroscopeWindow


T = TypeVar("T", bound="LuckyOut")


@_attrs_define
class LuckyOut:
    """The period's lucky number, colour, day and time, all from one graha (docs/decisions.md,
    "Sign horoscopes").

        Attributes:
            color (str):
            number (int): The graha's number, 1–9.
            planet (PlanetName):
            day (None | str | Unset): A week's or a month's best day for the sign, YYYY-MM-DD: the Moon in chandra bala with
                a
                good tara.
            planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
                when `planet` is a name (GET /v1/glossary lists them).
            time (HoroscopeWindow | None | Unset):
    """

    color: str
    number: int
    planet: PlanetName
    day: None | str | Unset = UNSET
    planet_name: str | Unset = UNSET
    time: HoroscopeWindow | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.horoscope_window import HoroscopeWindow  # noqa: PLC0415

        color = self.color

        number = self.number

        planet = self.planet.value

        day: None | str | Unset
        if isinstance(self.day, Unset):
            day = UNSET
        else:
            day = self.day

        planet_name = self.planet_name

        time: dict[str, Any] | None | Unset
        if isinstance(self.time, Unset):
            time = UNSET
        elif isinstance(self.time, HoroscopeWindow):
            time = self.time.to_dict()
        else:
            time = self.time

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "color": color,
                "number": number,
                "planet": planet,
            }
        )
        if day is not UNSET:
            field_dict["day"] = day
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if time is not UNSET:
            field_dict["time"] = time

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.horoscope_window import HoroscopeWindow  # noqa: PLC0415

        d = dict(src_dict)
        color = d.pop("color")

        number = d.pop("number")

        planet = PlanetName(d.pop("planet"))

        def _parse_day(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        day = _parse_day(d.pop("day", UNSET))

        planet_name = d.pop("planetName", UNSET)

        def _parse_time(data: object) -> HoroscopeWindow | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                time_type_0 = HoroscopeWindow.from_dict(data)

                return time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HoroscopeWindow | None | Unset, data)

        time = _parse_time(d.pop("time", UNSET))

        lucky_out = cls(
            color=color,
            number=number,
            planet=planet,
            day=day,
            planet_name=planet_name,
            time=time,
        )

        lucky_out.additional_properties = d
        return lucky_out

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
