from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.calendar import Calendar
from ..models.period import Period
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.basis_transit_out import BasisTransitOut
    from ..models.bs_date_out import BsDateOut
    from ..models.lucky_day_out import LuckyDayOut
    from ..models.rashifal_area import RashifalArea
    from ..models.rashifal_dasha import RashifalDasha


T = TypeVar("T", bound="RashifalOut")


@_attrs_define
class RashifalOut:
    """
    Attributes:
        calendar (Calendar): Calendar of a rashifal's bounds: Gregorian (`ad`) or Bikram Sambat (`bs`).
        career (RashifalArea):
        end_date (str):
        finance (RashifalArea):
        health (RashifalArea):
        love (RashifalArea):
        lucky_days (list[LuckyDayOut]):
        moon_sign (SignName):
        overall (RashifalArea):
        period (Period): Rashifal period.
        start_date (str): First and last day of the period, Gregorian.
        title (str):
        transits (list[BasisTransitOut]): The transits the reading rests on, at the middle of the period.
        bs_end (BsDateOut | None | Unset):
        bs_start (BsDateOut | None | Unset):
        dasha (None | RashifalDasha | Unset):
        moon_sign_name (str | Unset): `moonSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `moonSign` is a name (GET /v1/glossary lists them).
    """

    calendar: Calendar
    career: RashifalArea
    end_date: str
    finance: RashifalArea
    health: RashifalArea
    love: RashifalArea
    lucky_days: list[LuckyDayOut]
    moon_sign: SignName
    overall: RashifalArea
    period: Period
    start_date: str
    title: str
    transits: list[BasisTransitOut]
    bs_end: BsDateOut | None | Unset = UNSET
    bs_start: BsDateOut | None | Unset = UNSET
    dasha: None | RashifalDasha | Unset = UNSET
    moon_sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bs_date_out import BsDateOut  # noqa: PLC0415
        from ..models.rashifal_dasha import RashifalDasha  # noqa: PLC0415

        calendar = self.calendar.value

        career = self.career.to_dict()

        end_date = self.end_date

        finance = self.finance.to_dict()

        health = self.health.to_dict()

        love = self.love.to_dict()

        lucky_days = []
        for lucky_days_item_data in self.lucky_days:
            lucky_days_item = lucky_days_item_data.to_dict()
            lucky_days.append(lucky_days_item)

        moon_sign = self.moon_sign.value

        overall = self.overall.to_dict()

        period = self.period.value

        start_date = self.start_date

        title = self.title

        transits = []
        for transits_item_data in self.transits:
            transits_item = transits_item_data.to_dict()
            transits.append(transits_item)

        bs_end: dict[str, Any] | None | Unset
        if isinstance(self.bs_end, Unset):
            bs_end = UNSET
        elif isinstance(self.bs_end, BsDateOut):
            bs_end = self.bs_end.to_dict()
        else:
            bs_end = self.bs_end

        bs_start: dict[str, Any] | None | Unset
        if isinstance(self.bs_start, Unset):
            bs_start = UNSET
        elif isinstance(self.bs_start, BsDateOut):
            bs_start = self.bs_start.to_dict()
        else:
            bs_start = self.bs_start

        dasha: dict[str, Any] | None | Unset
        if isinstance(self.dasha, Unset):
            dasha = UNSET
        elif isinstance(self.dasha, RashifalDasha):
            dasha = self.dasha.to_dict()
        else:
            dasha = self.dasha

        moon_sign_name = self.moon_sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "calendar": calendar,
                "career": career,
                "endDate": end_date,
                "finance": finance,
                "health": health,
                "love": love,
                "luckyDays": lucky_days,
                "moonSign": moon_sign,
                "overall": overall,
                "period": period,
                "startDate": start_date,
                "title": title,
                "transits": transits,
            }
        )
        if bs_end is not UNSET:
            field_dict["bsEnd"] = bs_end
        if bs_start is not UNSET:
            field_dict["bsStart"] = bs_start
        if dasha is not UNSET:
            field_dict["dasha"] = dasha
        if moon_sign_name is not UNSET:
            field_dict["moonSignName"] = moon_sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.basis_transit_out import BasisTransitOut  # noqa: PLC0415
        from ..models.bs_date_out import BsDateOut  # noqa: PLC0415
        from ..models.lucky_day_out import LuckyDayOut  # noqa: PLC0415
        from ..models.rashifal_area import RashifalArea  # noqa: PLC0415
        from ..models.rashifal_dasha import RashifalDasha  # noqa: PLC0415

        d = dict(src_dict)
        calendar = Calendar(d.pop("calendar"))

        career = RashifalArea.from_dict(d.pop("career"))

        end_date = d.pop("endDate")

        finance = RashifalArea.from_dict(d.pop("finance"))

        health = RashifalArea.from_dict(d.pop("health"))

        love = RashifalArea.from_dict(d.pop("love"))

        lucky_days = []
        _lucky_days = d.pop("luckyDays")
        for lucky_days_item_data in _lucky_days:
            lucky_days_item = LuckyDayOut.from_dict(lucky_days_item_data)

            lucky_days.append(lucky_days_item)

        moon_sign = SignName(d.pop("moonSign"))

        overall = RashifalArea.from_dict(d.pop("overall"))

        period = Period(d.pop("period"))

        start_date = d.pop("startDate")

        title = d.pop("title")

        transits = []
        _transits = d.pop("transits")
        for transits_item_data in _transits:
            transits_item = BasisTransitOut.from_dict(transits_item_data)

            transits.append(transits_item)

        def _parse_bs_end(data: object) -> BsDateOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bs_end_type_0 = BsDateOut.from_dict(data)

                return bs_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BsDateOut | None | Unset, data)

        bs_end = _parse_bs_end(d.pop("bsEnd", UNSET))

        def _parse_bs_start(data: object) -> BsDateOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bs_start_type_0 = BsDateOut.from_dict(data)

                return bs_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BsDateOut | None | Unset, data)

        bs_start = _parse_bs_start(d.pop("bsStart", UNSET))

        def _parse_dasha(data: object) -> None | RashifalDasha | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dasha_type_0 = RashifalDasha.from_dict(data)

                return dasha_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RashifalDasha | Unset, data)

        dasha = _parse_dasha(d.pop("dasha", UNSET))

        moon_sign_name = d.pop("moonSignName", UNSET)

        rashifal_out = cls(
            calendar=calendar,
            career=career,
            end_date=end_date,
            finance=finance,
            health=health,
            love=love,
            lucky_days=lucky_days,
            moon_sign=moon_sign,
            overall=overall,
            period=period,
            start_date=start_date,
            title=title,
            transits=transits,
            bs_end=bs_end,
            bs_start=bs_start,
            dasha=dasha,
            moon_sign_name=moon_sign_name,
        )

        rashifal_out.additional_properties = d
        return rashifal_out

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
