from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.polar import Polar
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
        bs_date (BsDateOut | None | Unset):
        is_adhika (bool | None | Unset):
        lunar_month (None | str | Unset): The amanta lunar month.
        nakshatra (CalendarNakshatra | None | Unset):
        paksha (None | str | Unset):
        polar (None | Polar | Unset):
        sunrise (None | str | Unset): `HH:MM` in the place's zone; null when the Sun does not rise (set) that date.
        sunset (None | str | Unset):
        tithi (CalendarTithi | None | Unset):
    """

    date: str
    festivals: list[FestivalOut]
    bs_date: BsDateOut | None | Unset = UNSET
    is_adhika: bool | None | Unset = UNSET
    lunar_month: None | str | Unset = UNSET
    nakshatra: CalendarNakshatra | None | Unset = UNSET
    paksha: None | str | Unset = UNSET
    polar: None | Polar | Unset = UNSET
    sunrise: None | str | Unset = UNSET
    sunset: None | str | Unset = UNSET
    tithi: CalendarTithi | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bs_date_out import BsDateOut  # noqa: PLC0415
        from ..models.calendar_nakshatra import CalendarNakshatra  # noqa: PLC0415
        from ..models.calendar_tithi import CalendarTithi  # noqa: PLC0415

        date = self.date

        festivals = []
        for festivals_item_data in self.festivals:
            festivals_item = festivals_item_data.to_dict()
            festivals.append(festivals_item)

        bs_date: dict[str, Any] | None | Unset
        if isinstance(self.bs_date, Unset):
            bs_date = UNSET
        elif isinstance(self.bs_date, BsDateOut):
            bs_date = self.bs_date.to_dict()
        else:
            bs_date = self.bs_date

        is_adhika: bool | None | Unset
        if isinstance(self.is_adhika, Unset):
            is_adhika = UNSET
        else:
            is_adhika = self.is_adhika

        lunar_month: None | str | Unset
        if isinstance(self.lunar_month, Unset):
            lunar_month = UNSET
        else:
            lunar_month = self.lunar_month

        nakshatra: dict[str, Any] | None | Unset
        if isinstance(self.nakshatra, Unset):
            nakshatra = UNSET
        elif isinstance(self.nakshatra, CalendarNakshatra):
            nakshatra = self.nakshatra.to_dict()
        else:
            nakshatra = self.nakshatra

        paksha: None | str | Unset
        if isinstance(self.paksha, Unset):
            paksha = UNSET
        else:
            paksha = self.paksha

        polar: None | str | Unset
        if isinstance(self.polar, Unset):
            polar = UNSET
        elif isinstance(self.polar, Polar):
            polar = self.polar.value
        else:
            polar = self.polar

        sunrise: None | str | Unset
        if isinstance(self.sunrise, Unset):
            sunrise = UNSET
        else:
            sunrise = self.sunrise

        sunset: None | str | Unset
        if isinstance(self.sunset, Unset):
            sunset = UNSET
        else:
            sunset = self.sunset

        tithi: dict[str, Any] | None | Unset
        if isinstance(self.tithi, Unset):
            tithi = UNSET
        elif isinstance(self.tithi, CalendarTithi):
            tithi = self.tithi.to_dict()
        else:
            tithi = self.tithi

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "festivals": festivals,
            }
        )
        if bs_date is not UNSET:
            field_dict["bsDate"] = bs_date
        if is_adhika is not UNSET:
            field_dict["isAdhika"] = is_adhika
        if lunar_month is not UNSET:
            field_dict["lunarMonth"] = lunar_month
        if nakshatra is not UNSET:
            field_dict["nakshatra"] = nakshatra
        if paksha is not UNSET:
            field_dict["paksha"] = paksha
        if polar is not UNSET:
            field_dict["polar"] = polar
        if sunrise is not UNSET:
            field_dict["sunrise"] = sunrise
        if sunset is not UNSET:
            field_dict["sunset"] = sunset
        if tithi is not UNSET:
            field_dict["tithi"] = tithi

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

        def _parse_is_adhika(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        is_adhika = _parse_is_adhika(d.pop("isAdhika", UNSET))

        def _parse_lunar_month(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        lunar_month = _parse_lunar_month(d.pop("lunarMonth", UNSET))

        def _parse_nakshatra(data: object) -> CalendarNakshatra | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                nakshatra_type_0 = CalendarNakshatra.from_dict(data)

                return nakshatra_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CalendarNakshatra | None | Unset, data)

        nakshatra = _parse_nakshatra(d.pop("nakshatra", UNSET))

        def _parse_paksha(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        paksha = _parse_paksha(d.pop("paksha", UNSET))

        def _parse_polar(data: object) -> None | Polar | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                polar_type_0 = Polar(data)

                return polar_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Polar | Unset, data)

        polar = _parse_polar(d.pop("polar", UNSET))

        def _parse_sunrise(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sunrise = _parse_sunrise(d.pop("sunrise", UNSET))

        def _parse_sunset(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sunset = _parse_sunset(d.pop("sunset", UNSET))

        def _parse_tithi(data: object) -> CalendarTithi | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tithi_type_0 = CalendarTithi.from_dict(data)

                return tithi_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CalendarTithi | None | Unset, data)

        tithi = _parse_tithi(d.pop("tithi", UNSET))

        calendar_day_out = cls(
            date=date,
            festivals=festivals,
            bs_date=bs_date,
            is_adhika=is_adhika,
            lunar_month=lunar_month,
            nakshatra=nakshatra,
            paksha=paksha,
            polar=polar,
            sunrise=sunrise,
            sunset=sunset,
            tithi=tithi,
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
