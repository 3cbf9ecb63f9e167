from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bs_date_out import BsDateOut
    from ..models.calendar_nakshatra import CalendarNakshatra
    from ..models.calendar_tithi import CalendarTithi
    from ..models.festival_out import FestivalOut


T = TypeVar("T", bound="CalendarDayOut")


@_attrs_define
class CalendarDayOut:
    """One day of a month calendar.

    Attributes:
        date (str): Gregorian, `YYYY-MM-DD`.
        festivals (list[FestivalOut]):
        is_adhika (bool):
        lunar_month (str): The amanta lunar month.
        nakshatra (CalendarNakshatra): The nakshatra at sunrise.
        paksha (str):
        sunrise (str): `HH:MM` in the place's zone.
        sunset (str):
        tithi (CalendarTithi): The tithi at sunrise.
        bs_date (BsDateOut | None | Unset):
    """

    date: str
    festivals: list[FestivalOut]
    is_adhika: bool
    lunar_month: str
    nakshatra: CalendarNakshatra
    paksha: str
    sunrise: str
    sunset: str
    tithi: CalendarTithi
    bs_date: BsDateOut | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bs_date_out import BsDateOut  # noqa: PLC0415

        date = self.date

        festivals = []
        for festivals_item_data in self.festivals:
            festivals_item = festivals_item_data.to_dict()
            festivals.append(festivals_item)

        is_adhika = self.is_adhika

        lunar_month = self.lunar_month

        nakshatra = self.nakshatra.to_dict()

        paksha = self.paksha

        sunrise = self.sunrise

        sunset = self.sunset

        tithi = self.tithi.to_dict()

        bs_date: dict[str, Any] | None | Unset
        if isinstance(self.bs_date, Unset):
            bs_date = UNSET
        elif isinstance(self.bs_date, BsDateOut):
            bs_date = self.bs_date.to_dict()
        else:
            bs_date = self.bs_date

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "festivals": festivals,
                "isAdhika": is_adhika,
                "lunarMonth": lunar_month,
                "nakshatra": nakshatra,
                "paksha": paksha,
                "sunrise": sunrise,
                "sunset": sunset,
                "tithi": tithi,
            }
        )
        if bs_date is not UNSET:
            field_dict["bsDate"] = bs_date

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bs_date_out import BsDateOut  # noqa: PLC0415
        from ..models.calendar_nakshatra import CalendarNakshatra  # noqa: PLC0415
        from ..models.calendar_tithi import CalendarTithi  # noqa: PLC0415
        from ..models.festival_out import FestivalOut  # noqa: PLC0415

        d = dict(src_dict)
        date = d.pop("date")

        festivals = []
        _festivals = d.pop("festivals")
        for festivals_item_data in _festivals:
            festivals_item = FestivalOut.from_dict(festivals_item_data)

            festivals.append(festivals_item)

        is_adhika = d.pop("isAdhika")

        lunar_month = d.pop("lunarMonth")

        nakshatra = CalendarNakshatra.from_dict(d.pop("nakshatra"))

        paksha = d.pop("paksha")

        sunrise = d.pop("sunrise")

        sunset = d.pop("sunset")

        tithi = CalendarTithi.from_dict(d.pop("tithi"))

        def _parse_bs_date(data: object) -> BsDateOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bs_date_type_0 = BsDateOut.from_dict(data)

                return bs_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BsDateOut | None | Unset, data)

        bs_date = _parse_bs_date(d.pop("bsDate", UNSET))

        calendar_day_out = cls(
            date=date,
            festivals=festivals,
            is_adhika=is_adhika,
            lunar_month=lunar_month,
            nakshatra=nakshatra,
            paksha=paksha,
            sunrise=sunrise,
            sunset=sunset,
            tithi=tithi,
            bs_date=bs_date,
        )

        calendar_day_out.additional_properties = d
        return calendar_day_out

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
