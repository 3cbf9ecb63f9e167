from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.period import Period
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.factor_out import FactorOut
    from ..models.lucky_out import LuckyOut
    from ..models.rashifal_area import RashifalArea


T = TypeVar("T", bound="SignHoroscopeOut")


@_attrs_define
class SignHoroscopeOut:
    """One sign's horoscope for the period.

    Attributes:
        career (RashifalArea):
        end_date (str):
        factors (list[FactorOut]): The sky the texts rest on.
        finance (RashifalArea):
        health (RashifalArea):
        love (RashifalArea):
        lucky (LuckyOut): The period's lucky number, colour, day and time, all from one graha (docs/decisions.md,
            "Sign horoscopes").
        overall (RashifalArea):
        period (Period): Rashifal period.
        sign (SignName):
        start_date (str): The period's first and last day, in the requested zone.
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    career: RashifalArea
    end_date: str
    factors: list[FactorOut]
    finance: RashifalArea
    health: RashifalArea
    love: RashifalArea
    lucky: LuckyOut
    overall: RashifalArea
    period: Period
    sign: SignName
    start_date: str
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        career = self.career.to_dict()

        end_date = self.end_date

        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)

        finance = self.finance.to_dict()

        health = self.health.to_dict()

        love = self.love.to_dict()

        lucky = self.lucky.to_dict()

        overall = self.overall.to_dict()

        period = self.period.value

        sign = self.sign.value

        start_date = self.start_date

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "career": career,
                "endDate": end_date,
                "factors": factors,
                "finance": finance,
                "health": health,
                "love": love,
                "lucky": lucky,
                "overall": overall,
                "period": period,
                "sign": sign,
                "startDate": start_date,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.factor_out import FactorOut  # noqa: PLC0415
        from ..models.lucky_out import LuckyOut  # noqa: PLC0415
        from ..models.rashifal_area import RashifalArea  # noqa: PLC0415

        d = dict(src_dict)
        career = RashifalArea.from_dict(d.pop("career"))

        end_date = d.pop("endDate")

        factors = []
        _factors = d.pop("factors")
        for factors_item_data in _factors:
            factors_item = FactorOut.from_dict(factors_item_data)

            factors.append(factors_item)

        finance = RashifalArea.from_dict(d.pop("finance"))

        health = RashifalArea.from_dict(d.pop("health"))

        love = RashifalArea.from_dict(d.pop("love"))

        lucky = LuckyOut.from_dict(d.pop("lucky"))

        overall = RashifalArea.from_dict(d.pop("overall"))

        period = Period(d.pop("period"))

        sign = SignName(d.pop("sign"))

        start_date = d.pop("startDate")

        sign_name = d.pop("signName", UNSET)

        sign_horoscope_out = cls(
            career=career,
            end_date=end_date,
            factors=factors,
            finance=finance,
            health=health,
            love=love,
            lucky=lucky,
            overall=overall,
            period=period,
            sign=sign,
            start_date=start_date,
            sign_name=sign_name,
        )

        sign_horoscope_out.additional_properties = d
        return sign_horoscope_out

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
