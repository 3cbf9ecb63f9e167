from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bs_date_out import BsDateOut


T = TypeVar("T", bound="LuckyDayOut")


@_attrs_define
class LuckyDayOut:
    """
    Attributes:
        date (str):
        moon_sign (SignName):
        nakshatra (NakshatraName):
        reason (str):
        tara (str): Tara of the day's nakshatra from the birth nakshatra.
        weekday (str):
        bs_date (BsDateOut | None | Unset):
        moon_sign_name (str | Unset): `moonSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `moonSign` is a name (GET /v1/glossary lists them).
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
    """

    date: str
    moon_sign: SignName
    nakshatra: NakshatraName
    reason: str
    tara: str
    weekday: str
    bs_date: BsDateOut | None | Unset = UNSET
    moon_sign_name: str | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bs_date_out import BsDateOut  # noqa: PLC0415

        date = self.date

        moon_sign = self.moon_sign.value

        nakshatra = self.nakshatra.value

        reason = self.reason

        tara = self.tara

        weekday = self.weekday

        bs_date: dict[str, Any] | None | Unset
        if isinstance(self.bs_date, Unset):
            bs_date = UNSET
        elif isinstance(self.bs_date, BsDateOut):
            bs_date = self.bs_date.to_dict()
        else:
            bs_date = self.bs_date

        moon_sign_name = self.moon_sign_name

        nakshatra_name = self.nakshatra_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "moonSign": moon_sign,
                "nakshatra": nakshatra,
                "reason": reason,
                "tara": tara,
                "weekday": weekday,
            }
        )
        if bs_date is not UNSET:
            field_dict["bsDate"] = bs_date
        if moon_sign_name is not UNSET:
            field_dict["moonSignName"] = moon_sign_name
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bs_date_out import BsDateOut  # noqa: PLC0415

        d = dict(src_dict)
        date = d.pop("date")

        moon_sign = SignName(d.pop("moonSign"))

        nakshatra = NakshatraName(d.pop("nakshatra"))

        reason = d.pop("reason")

        tara = d.pop("tara")

        weekday = d.pop("weekday")

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

        moon_sign_name = d.pop("moonSignName", UNSET)

        nakshatra_name = d.pop("nakshatraName", UNSET)

        lucky_day_out = cls(
            date=date,
            moon_sign=moon_sign,
            nakshatra=nakshatra,
            reason=reason,
            tara=tara,
            weekday=weekday,
            bs_date=bs_date,
            moon_sign_name=moon_sign_name,
            nakshatra_name=nakshatra_name,
        )

        lucky_day_out.additional_properties = d
        return lucky_day_out

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
