from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.choghadiya_out import ChoghadiyaOut
    from ..models.panchang_period import PanchangPeriod


T = TypeVar("T", bound="HighlightsOut")


@_attrs_define
class HighlightsOut:
    """
    Attributes:
        abhijit_muhurta (PanchangPeriod): A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
        good_choghadiya (list[ChoghadiyaOut]): The day's auspicious choghadiyas.
        karana (str):
        nakshatra (NakshatraName):
        paksha (str):
        rahu_kalam (PanchangPeriod): A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
        sunrise (str):
        sunset (str):
        tithi (str):
        vara (str):
        yoga (str):
        karana_name (str | Unset): `karana` as the reader of the request's `locale` reads it (English for `en`); present
            when `karana` is a name (GET /v1/glossary lists them).
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        tithi_name (str | Unset): `tithi` as the reader of the request's `locale` reads it (English for `en`); present
            when `tithi` is a name (GET /v1/glossary lists them).
        vara_name (str | Unset): `vara` as the reader of the request's `locale` reads it (English for `en`); present
            when `vara` is a name (GET /v1/glossary lists them).
        yoga_name (str | Unset): `yoga` as the reader of the request's `locale` reads it (English for `en`); present
            when `yoga` is a name (GET /v1/glossary lists them).
    """

    abhijit_muhurta: PanchangPeriod
    good_choghadiya: list[ChoghadiyaOut]
    karana: str
    nakshatra: NakshatraName
    paksha: str
    rahu_kalam: PanchangPeriod
    sunrise: str
    sunset: str
    tithi: str
    vara: str
    yoga: str
    karana_name: str | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    tithi_name: str | Unset = UNSET
    vara_name: str | Unset = UNSET
    yoga_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        abhijit_muhurta = self.abhijit_muhurta.to_dict()

        good_choghadiya = []
        for good_choghadiya_item_data in self.good_choghadiya:
            good_choghadiya_item = good_choghadiya_item_data.to_dict()
            good_choghadiya.append(good_choghadiya_item)

        karana = self.karana

        nakshatra = self.nakshatra.value

        paksha = self.paksha

        rahu_kalam = self.rahu_kalam.to_dict()

        sunrise = self.sunrise

        sunset = self.sunset

        tithi = self.tithi

        vara = self.vara

        yoga = self.yoga

        karana_name = self.karana_name

        nakshatra_name = self.nakshatra_name

        tithi_name = self.tithi_name

        vara_name = self.vara_name

        yoga_name = self.yoga_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "abhijitMuhurta": abhijit_muhurta,
                "goodChoghadiya": good_choghadiya,
                "karana": karana,
                "nakshatra": nakshatra,
                "paksha": paksha,
                "rahuKalam": rahu_kalam,
                "sunrise": sunrise,
                "sunset": sunset,
                "tithi": tithi,
                "vara": vara,
                "yoga": yoga,
            }
        )
        if karana_name is not UNSET:
            field_dict["karanaName"] = karana_name
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if tithi_name is not UNSET:
            field_dict["tithiName"] = tithi_name
        if vara_name is not UNSET:
            field_dict["varaName"] = vara_name
        if yoga_name is not UNSET:
            field_dict["yogaName"] = yoga_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choghadiya_out import ChoghadiyaOut  # noqa: PLC0415
        from ..models.panchang_period import PanchangPeriod  # noqa: PLC0415

        d = dict(src_dict)
        abhijit_muhurta = PanchangPeriod.from_dict(d.pop("abhijitMuhurta"))

        good_choghadiya = []
        _good_choghadiya = d.pop("goodChoghadiya")
        for good_choghadiya_item_data in _good_choghadiya:
            good_choghadiya_item = ChoghadiyaOut.from_dict(good_choghadiya_item_data)

            good_choghadiya.append(good_choghadiya_item)

        karana = d.pop("karana")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        paksha = d.pop("paksha")

        rahu_kalam = PanchangPeriod.from_dict(d.pop("rahuKalam"))

        sunrise = d.pop("sunrise")

        sunset = d.pop("sunset")

        tithi = d.pop("tithi")

        vara = d.pop("vara")

        yoga = d.pop("yoga")

        karana_name = d.pop("karanaName", UNSET)

        nakshatra_name = d.pop("nakshatraName", UNSET)

        tithi_name = d.pop("tithiName", UNSET)

        vara_name = d.pop("varaName", UNSET)

        yoga_name = d.pop("yogaName", UNSET)

        highlights_out = cls(
            abhijit_muhurta=abhijit_muhurta,
            good_choghadiya=good_choghadiya,
            karana=karana,
            nakshatra=nakshatra,
            paksha=paksha,
            rahu_kalam=rahu_kalam,
            sunrise=sunrise,
            sunset=sunset,
            tithi=tithi,
            vara=vara,
            yoga=yoga,
            karana_name=karana_name,
            nakshatra_name=nakshatra_name,
            tithi_name=tithi_name,
            vara_name=vara_name,
            yoga_name=yoga_name,
        )

        highlights_out.additional_properties = d
        return highlights_out

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
