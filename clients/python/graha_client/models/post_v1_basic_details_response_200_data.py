from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ascendant_out import AscendantOut
    from ..models.ayanamsa_out import AyanamsaOut
    from ..models.basic_nakshatra import BasicNakshatra
    from ..models.dasha_now_out import DashaNowOut
    from ..models.numbered_out import NumberedOut
    from ..models.prominent_yoga_out import ProminentYogaOut
    from ..models.settings_echo import SettingsEcho
    from ..models.tithi_out import TithiOut


T = TypeVar("T", bound="PostV1BasicDetailsResponse200Data")


@_attrs_define
class PostV1BasicDetailsResponse200Data:
    """
    Attributes:
        ascendant (AscendantOut): The ascendant as published.
        ayanamsa (AyanamsaOut):
        birth_utc (str):
        date (str):
        gana (str):
        karana (NumberedOut):
        latitude (float):
        location (str):
        longitude (float):
        moon_sign (str):
        moon_sign_lord (str):
        nadi (str):
        nakshatra (BasicNakshatra):
        name (str):
        prominent_yogas (list[ProminentYogaOut]):
        sun_sign (str):
        time (str):
        timezone (str):
        tithi (TithiOut):
        vara (str):
        varna (str):
        vashya (str):
        yoga (NumberedOut):
        yoni (str):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
        current_dasha (DashaNowOut | None | Unset):
        moon_sign_lord_name (str | Unset): `moonSignLord` as the reader of the request's `locale` reads it (English for
            `en`); present when `moonSignLord` is a name (GET /v1/glossary lists them).
        moon_sign_name (str | Unset): `moonSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `moonSign` is a name (GET /v1/glossary lists them).
        sun_sign_name (str | Unset): `sunSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `sunSign` is a name (GET /v1/glossary lists them).
        sunrise (None | str | Unset):
        sunset (None | str | Unset):
        vara_name (str | Unset): `vara` as the reader of the request's `locale` reads it (English for `en`); present
            when `vara` is a name (GET /v1/glossary lists them).
    """

    ascendant: AscendantOut
    ayanamsa: AyanamsaOut
    birth_utc: str
    date: str
    gana: str
    karana: NumberedOut
    latitude: float
    location: str
    longitude: float
    moon_sign: str
    moon_sign_lord: str
    nadi: str
    nakshatra: BasicNakshatra
    name: str
    prominent_yogas: list[ProminentYogaOut]
    sun_sign: str
    time: str
    timezone: str
    tithi: TithiOut
    vara: str
    varna: str
    vashya: str
    yoga: NumberedOut
    yoni: str
    settings: SettingsEcho
    current_dasha: DashaNowOut | None | Unset = UNSET
    moon_sign_lord_name: str | Unset = UNSET
    moon_sign_name: str | Unset = UNSET
    sun_sign_name: str | Unset = UNSET
    sunrise: None | str | Unset = UNSET
    sunset: None | str | Unset = UNSET
    vara_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dasha_now_out import DashaNowOut  # noqa: PLC0415

        ascendant = self.ascendant.to_dict()

        ayanamsa = self.ayanamsa.to_dict()

        birth_utc = self.birth_utc

        date = self.date

        gana = self.gana

        karana = self.karana.to_dict()

        latitude = self.latitude

        location = self.location

        longitude = self.longitude

        moon_sign = self.moon_sign

        moon_sign_lord = self.moon_sign_lord

        nadi = self.nadi

        nakshatra = self.nakshatra.to_dict()

        name = self.name

        prominent_yogas = []
        for prominent_yogas_item_data in self.prominent_yogas:
            prominent_yogas_item = prominent_yogas_item_data.to_dict()
            prominent_yogas.append(prominent_yogas_item)

        sun_sign = self.sun_sign

        time = self.time

        timezone = self.timezone

        tithi = self.tithi.to_dict()

        vara = self.vara

        varna = self.varna

        vashya = self.vashya

        yoga = self.yoga.to_dict()

        yoni = self.yoni

        settings = self.settings.to_dict()

        current_dasha: dict[str, Any] | None | Unset
        if isinstance(self.current_dasha, Unset):
            current_dasha = UNSET
        elif isinstance(self.current_dasha, DashaNowOut):
            current_dasha = self.current_dasha.to_dict()
        else:
            current_dasha = self.current_dasha

        moon_sign_lord_name = self.moon_sign_lord_name

        moon_sign_name = self.moon_sign_name

        sun_sign_name = self.sun_sign_name

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

        vara_name = self.vara_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendant": ascendant,
                "ayanamsa": ayanamsa,
                "birthUtc": birth_utc,
                "date": date,
                "gana": gana,
                "karana": karana,
                "latitude": latitude,
                "location": location,
                "longitude": longitude,
                "moonSign": moon_sign,
                "moonSignLord": moon_sign_lord,
                "nadi": nadi,
                "nakshatra": nakshatra,
                "name": name,
                "prominentYogas": prominent_yogas,
                "sunSign": sun_sign,
                "time": time,
                "timezone": timezone,
                "tithi": tithi,
                "vara": vara,
                "varna": varna,
                "vashya": vashya,
                "yoga": yoga,
                "yoni": yoni,
                "settings": settings,
            }
        )
        if current_dasha is not UNSET:
            field_dict["currentDasha"] = current_dasha
        if moon_sign_lord_name is not UNSET:
            field_dict["moonSignLordName"] = moon_sign_lord_name
        if moon_sign_name is not UNSET:
            field_dict["moonSignName"] = moon_sign_name
        if sun_sign_name is not UNSET:
            field_dict["sunSignName"] = sun_sign_name
        if sunrise is not UNSET:
            field_dict["sunrise"] = sunrise
        if sunset is not UNSET:
            field_dict["sunset"] = sunset
        if vara_name is not UNSET:
            field_dict["varaName"] = vara_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ascendant_out import AscendantOut  # noqa: PLC0415
        from ..models.ayanamsa_out import AyanamsaOut  # noqa: PLC0415
        from ..models.basic_nakshatra import BasicNakshatra  # noqa: PLC0415
        from ..models.dasha_now_out import DashaNowOut  # noqa: PLC0415
        from ..models.numbered_out import NumberedOut  # noqa: PLC0415
        from ..models.prominent_yoga_out import ProminentYogaOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415
        from ..models.tithi_out import TithiOut  # noqa: PLC0415

        d = dict(src_dict)
        ascendant = AscendantOut.from_dict(d.pop("ascendant"))

        ayanamsa = AyanamsaOut.from_dict(d.pop("ayanamsa"))

        birth_utc = d.pop("birthUtc")

        date = d.pop("date")

        gana = d.pop("gana")

        karana = NumberedOut.from_dict(d.pop("karana"))

        latitude = d.pop("latitude")

        location = d.pop("location")

        longitude = d.pop("longitude")

        moon_sign = d.pop("moonSign")

        moon_sign_lord = d.pop("moonSignLord")

        nadi = d.pop("nadi")

        nakshatra = BasicNakshatra.from_dict(d.pop("nakshatra"))

        name = d.pop("name")

        prominent_yogas = []
        _prominent_yogas = d.pop("prominentYogas")
        for prominent_yogas_item_data in _prominent_yogas:
            prominent_yogas_item = ProminentYogaOut.from_dict(prominent_yogas_item_data)

            prominent_yogas.append(prominent_yogas_item)

        sun_sign = d.pop("sunSign")

        time = d.pop("time")

        timezone = d.pop("timezone")

        tithi = TithiOut.from_dict(d.pop("tithi"))

        vara = d.pop("vara")

        varna = d.pop("varna")

        vashya = d.pop("vashya")

        yoga = NumberedOut.from_dict(d.pop("yoga"))

        yoni = d.pop("yoni")

        settings = SettingsEcho.from_dict(d.pop("settings"))

        def _parse_current_dasha(data: object) -> DashaNowOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_dasha_type_0 = DashaNowOut.from_dict(data)

                return current_dasha_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashaNowOut | None | Unset, data)

        current_dasha = _parse_current_dasha(d.pop("currentDasha", UNSET))

        moon_sign_lord_name = d.pop("moonSignLordName", UNSET)

        moon_sign_name = d.pop("moonSignName", UNSET)

        sun_sign_name = d.pop("sunSignName", UNSET)

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

        vara_name = d.pop("varaName", UNSET)

        post_v1_basic_details_response_200_data = cls(
            ascendant=ascendant,
            ayanamsa=ayanamsa,
            birth_utc=birth_utc,
            date=date,
            gana=gana,
            karana=karana,
            latitude=latitude,
            location=location,
            longitude=longitude,
            moon_sign=moon_sign,
            moon_sign_lord=moon_sign_lord,
            nadi=nadi,
            nakshatra=nakshatra,
            name=name,
            prominent_yogas=prominent_yogas,
            sun_sign=sun_sign,
            time=time,
            timezone=timezone,
            tithi=tithi,
            vara=vara,
            varna=varna,
            vashya=vashya,
            yoga=yoga,
            yoni=yoni,
            settings=settings,
            current_dasha=current_dasha,
            moon_sign_lord_name=moon_sign_lord_name,
            moon_sign_name=moon_sign_name,
            sun_sign_name=sun_sign_name,
            sunrise=sunrise,
            sunset=sunset,
            vara_name=vara_name,
        )

        post_v1_basic_details_response_200_data.additional_properties = d
        return post_v1_basic_details_response_200_data

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
