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
    from ..models.chandrabala_out import ChandrabalaOut
    from ..models.choghadiya_out import ChoghadiyaOut
    from ..models.festival_out import FestivalOut
    from ..models.ganda_moola_out import GandaMoolaOut
    from ..models.gowri_out import GowriOut
    from ..models.hora_out import HoraOut
    from ..models.limb_spans_out import LimbSpansOut
    from ..models.limbs_out import LimbsOut
    from ..models.location_out import LocationOut
    from ..models.lunar_month_out import LunarMonthOut
    from ..models.panchang_body import PanchangBody
    from ..models.panchang_name import PanchangName
    from ..models.panchang_period import PanchangPeriod
    from ..models.settings_echo import SettingsEcho
    from ..models.special_yoga_out import SpecialYogaOut
    from ..models.tarabala_out import TarabalaOut


T = TypeVar("T", bound="PostV1PanchangResponse200Data")


@_attrs_define
class PostV1PanchangResponse200Data:
    """
    Attributes:
        abhijit_muhurta (PanchangPeriod): A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
        amrit_kalam (list[PanchangPeriod]):
        ayana (PanchangName): A name with its stable key.
        bhadra (list[PanchangPeriod]): Vishti karana, each run of it in the day.
        brahma_muhurta (PanchangPeriod): A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
        choghadiya (list[ChoghadiyaOut]): The 8 daytime slots, sunrise → sunset.
        date (str):
        dishashool (PanchangName): A name with its stable key.
        durmuhurtas (list[PanchangPeriod]):
        festivals (list[FestivalOut]): The festivals and observances of the day for `region` (default both).
        godhuli_muhurta (PanchangPeriod): A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
        gowri_panchangam (list[GowriOut]): The 16 Gowri panchangam parts as Tamil almanacs print them: 8 of the day
            (sunrise →
            sunset), then 8 of the night (sunset → next sunrise).
        gulika_kalam (PanchangPeriod): A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
        horas (list[HoraOut]): The 24 horas, 12 of the day and 12 of the night, from the vara lord's.
        karana (str):
        limb_spans (LimbSpansOut):
        limbs (LimbsOut): The five limbs in detail.
        location (LocationOut):
        lunar_month (LunarMonthOut): The lunar month in both schemes.
        moon (PanchangBody): A body's sidereal place.
        moon_sign (SignName):
        nakshatra (NakshatraName):
        nepal_sambat (int):
        next_sunrise (str):
        night_choghadiya (list[ChoghadiyaOut]): The 8 night slots, sunset → next sunrise.
        nishita_muhurta (PanchangPeriod): A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
        paksha (str):
        rahu_kalam (PanchangPeriod): A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
        ritu (PanchangName): A name with its stable key.
        samvatsara (PanchangName): A name with its stable key.
        shaka_samvat (int):
        special_yogas (list[SpecialYogaOut]): The special yogas of the weekday with the nakshatra (and the tithi):
            `ravi`,
            `sarvartha-siddhi`, `amrit-siddhi`, `dwipushkar`, `tripushkar`, each while it holds.
        summary (str):
        sun (PanchangBody): A body's sidereal place.
        sun_sign (SignName):
        sunrise (str):
        sunset (str):
        tithi (str):
        tyajyam (list[PanchangPeriod]): Varjyam by the name Tamil and Telugu almanacs print (the same windows).
        vara (str):
        varjyam (list[PanchangPeriod]):
        vijaya_muhurta (PanchangPeriod): A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
        vikram_samvat (int):
        yamaganda (PanchangPeriod): A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
        yoga (str):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
        bs_date (BsDateOut | None | Unset):
        chandrabala (list[ChandrabalaOut] | None | Unset): With a profile: the day's Moon sign counted from the natal
            one, through the day.
        ganda_moola (GandaMoolaOut | None | Unset):
        karana_name (str | Unset): `karana` as the reader of the request's `locale` reads it (English for `en`); present
            when `karana` is a name (GET /v1/glossary lists them).
        moon_sign_name (str | Unset): `moonSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `moonSign` is a name (GET /v1/glossary lists them).
        moonrise (None | str | Unset): Between sunrise and the next sunrise; null when the Moon does not rise (set)
            then.
        moonset (None | str | Unset):
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        panchak (None | PanchangPeriod | Unset):
        sun_sign_name (str | Unset): `sunSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `sunSign` is a name (GET /v1/glossary lists them).
        tarabala (list[TarabalaOut] | None | Unset): With a profile: the day's taras counted from the natal nakshatra,
            through the day.
        tithi_name (str | Unset): `tithi` as the reader of the request's `locale` reads it (English for `en`); present
            when `tithi` is a name (GET /v1/glossary lists them).
        vara_name (str | Unset): `vara` as the reader of the request's `locale` reads it (English for `en`); present
            when `vara` is a name (GET /v1/glossary lists them).
        yoga_name (str | Unset): `yoga` as the reader of the request's `locale` reads it (English for `en`); present
            when `yoga` is a name (GET /v1/glossary lists them).
    """

    abhijit_muhurta: PanchangPeriod
    amrit_kalam: list[PanchangPeriod]
    ayana: PanchangName
    bhadra: list[PanchangPeriod]
    brahma_muhurta: PanchangPeriod
    choghadiya: list[ChoghadiyaOut]
    date: str
    dishashool: PanchangName
    durmuhurtas: list[PanchangPeriod]
    festivals: list[FestivalOut]
    godhuli_muhurta: PanchangPeriod
    gowri_panchangam: list[GowriOut]
    gulika_kalam: PanchangPeriod
    horas: list[HoraOut]
    karana: str
    limb_spans: LimbSpansOut
    limbs: LimbsOut
    location: LocationOut
    lunar_month: LunarMonthOut
    moon: PanchangBody
    moon_sign: SignName
    nakshatra: NakshatraName
    nepal_sambat: int
    next_sunrise: str
    night_choghadiya: list[ChoghadiyaOut]
    nishita_muhurta: PanchangPeriod
    paksha: str
    rahu_kalam: PanchangPeriod
    ritu: PanchangName
    samvatsara: PanchangName
    shaka_samvat: int
    special_yogas: list[SpecialYogaOut]
    summary: str
    sun: PanchangBody
    sun_sign: SignName
    sunrise: str
    sunset: str
    tithi: str
    tyajyam: list[PanchangPeriod]
    vara: str
    varjyam: list[PanchangPeriod]
    vijaya_muhurta: PanchangPeriod
    vikram_samvat: int
    yamaganda: PanchangPeriod
    yoga: str
    settings: SettingsEcho
    bs_date: BsDateOut | None | Unset = UNSET
    chandrabala: list[ChandrabalaOut] | None | Unset = UNSET
    ganda_moola: GandaMoolaOut | None | Unset = UNSET
    karana_name: str | Unset = UNSET
    moon_sign_name: str | Unset = UNSET
    moonrise: None | str | Unset = UNSET
    moonset: None | str | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    panchak: None | PanchangPeriod | Unset = UNSET
    sun_sign_name: str | Unset = UNSET
    tarabala: list[TarabalaOut] | None | Unset = UNSET
    tithi_name: str | Unset = UNSET
    vara_name: str | Unset = UNSET
    yoga_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bs_date_out import BsDateOut  # noqa: PLC0415
        from ..models.ganda_moola_out import GandaMoolaOut  # noqa: PLC0415
        from ..models.panchang_period import PanchangPeriod  # noqa: PLC0415

        abhijit_muhurta = self.abhijit_muhurta.to_dict()

        amrit_kalam = []
        for amrit_kalam_item_data in self.amrit_kalam:
            amrit_kalam_item = amrit_kalam_item_data.to_dict()
            amrit_kalam.append(amrit_kalam_item)

        ayana = self.ayana.to_dict()

        bhadra = []
        for bhadra_item_data in self.bhadra:
            bhadra_item = bhadra_item_data.to_dict()
            bhadra.append(bhadra_item)

        brahma_muhurta = self.brahma_muhurta.to_dict()

        choghadiya = []
        for choghadiya_item_data in self.choghadiya:
            choghadiya_item = choghadiya_item_data.to_dict()
            choghadiya.append(choghadiya_item)

        date = self.date

        dishashool = self.dishashool.to_dict()

        durmuhurtas = []
        for durmuhurtas_item_data in self.durmuhurtas:
            durmuhurtas_item = durmuhurtas_item_data.to_dict()
            durmuhurtas.append(durmuhurtas_item)

        festivals = []
        for festivals_item_data in self.festivals:
            festivals_item = festivals_item_data.to_dict()
            festivals.append(festivals_item)

        godhuli_muhurta = self.godhuli_muhurta.to_dict()

        gowri_panchangam = []
        for gowri_panchangam_item_data in self.gowri_panchangam:
            gowri_panchangam_item = gowri_panchangam_item_data.to_dict()
            gowri_panchangam.append(gowri_panchangam_item)

        gulika_kalam = self.gulika_kalam.to_dict()

        horas = []
        for horas_item_data in self.horas:
            horas_item = horas_item_data.to_dict()
            horas.append(horas_item)

        karana = self.karana

        limb_spans = self.limb_spans.to_dict()

        limbs = self.limbs.to_dict()

        location = self.location.to_dict()

        lunar_month = self.lunar_month.to_dict()

        moon = self.moon.to_dict()

        moon_sign = self.moon_sign.value

        nakshatra = self.nakshatra.value

        nepal_sambat = self.nepal_sambat

        next_sunrise = self.next_sunrise

        night_choghadiya = []
        for night_choghadiya_item_data in self.night_choghadiya:
            night_choghadiya_item = night_choghadiya_item_data.to_dict()
            night_choghadiya.append(night_choghadiya_item)

        nishita_muhurta = self.nishita_muhurta.to_dict()

        paksha = self.paksha

        rahu_kalam = self.rahu_kalam.to_dict()

        ritu = self.ritu.to_dict()

        samvatsara = self.samvatsara.to_dict()

        shaka_samvat = self.shaka_samvat

        special_yogas = []
        for special_yogas_item_data in self.special_yogas:
            special_yogas_item = special_yogas_item_data.to_dict()
            special_yogas.append(special_yogas_item)

        summary = self.summary

        sun = self.sun.to_dict()

        sun_sign = self.sun_sign.value

        sunrise = self.sunrise

        sunset = self.sunset

        tithi = self.tithi

        tyajyam = []
        for tyajyam_item_data in self.tyajyam:
            tyajyam_item = tyajyam_item_data.to_dict()
            tyajyam.append(tyajyam_item)

        vara = self.vara

        varjyam = []
        for varjyam_item_data in self.varjyam:
            varjyam_item = varjyam_item_data.to_dict()
            varjyam.append(varjyam_item)

        vijaya_muhurta = self.vijaya_muhurta.to_dict()

        vikram_samvat = self.vikram_samvat

        yamaganda = self.yamaganda.to_dict()

        yoga = self.yoga

        settings = self.settings.to_dict()

        bs_date: dict[str, Any] | None | Unset
        if isinstance(self.bs_date, Unset):
            bs_date = UNSET
        elif isinstance(self.bs_date, BsDateOut):
            bs_date = self.bs_date.to_dict()
        else:
            bs_date = self.bs_date

        chandrabala: list[dict[str, Any]] | None | Unset
        if isinstance(self.chandrabala, Unset):
            chandrabala = UNSET
        elif isinstance(self.chandrabala, list):
            chandrabala = []
            for chandrabala_type_0_item_data in self.chandrabala:
                chandrabala_type_0_item = chandrabala_type_0_item_data.to_dict()
                chandrabala.append(chandrabala_type_0_item)

        else:
            chandrabala = self.chandrabala

        ganda_moola: dict[str, Any] | None | Unset
        if isinstance(self.ganda_moola, Unset):
            ganda_moola = UNSET
        elif isinstance(self.ganda_moola, GandaMoolaOut):
            ganda_moola = self.ganda_moola.to_dict()
        else:
            ganda_moola = self.ganda_moola

        karana_name = self.karana_name

        moon_sign_name = self.moon_sign_name

        moonrise: None | str | Unset
        if isinstance(self.moonrise, Unset):
            moonrise = UNSET
        else:
            moonrise = self.moonrise

        moonset: None | str | Unset
        if isinstance(self.moonset, Unset):
            moonset = UNSET
        else:
            moonset = self.moonset

        nakshatra_name = self.nakshatra_name

        panchak: dict[str, Any] | None | Unset
        if isinstance(self.panchak, Unset):
            panchak = UNSET
        elif isinstance(self.panchak, PanchangPeriod):
            panchak = self.panchak.to_dict()
        else:
            panchak = self.panchak

        sun_sign_name = self.sun_sign_name

        tarabala: list[dict[str, Any]] | None | Unset
        if isinstance(self.tarabala, Unset):
            tarabala = UNSET
        elif isinstance(self.tarabala, list):
            tarabala = []
            for tarabala_type_0_item_data in self.tarabala:
                tarabala_type_0_item = tarabala_type_0_item_data.to_dict()
                tarabala.append(tarabala_type_0_item)

        else:
            tarabala = self.tarabala

        tithi_name = self.tithi_name

        vara_name = self.vara_name

        yoga_name = self.yoga_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "abhijitMuhurta": abhijit_muhurta,
                "amritKalam": amrit_kalam,
                "ayana": ayana,
                "bhadra": bhadra,
                "brahmaMuhurta": brahma_muhurta,
                "choghadiya": choghadiya,
                "date": date,
                "dishashool": dishashool,
                "durmuhurtas": durmuhurtas,
                "festivals": festivals,
                "godhuliMuhurta": godhuli_muhurta,
                "gowriPanchangam": gowri_panchangam,
                "gulikaKalam": gulika_kalam,
                "horas": horas,
                "karana": karana,
                "limbSpans": limb_spans,
                "limbs": limbs,
                "location": location,
                "lunarMonth": lunar_month,
                "moon": moon,
                "moonSign": moon_sign,
                "nakshatra": nakshatra,
                "nepalSambat": nepal_sambat,
                "nextSunrise": next_sunrise,
                "nightChoghadiya": night_choghadiya,
                "nishitaMuhurta": nishita_muhurta,
                "paksha": paksha,
                "rahuKalam": rahu_kalam,
                "ritu": ritu,
                "samvatsara": samvatsara,
                "shakaSamvat": shaka_samvat,
                "specialYogas": special_yogas,
                "summary": summary,
                "sun": sun,
                "sunSign": sun_sign,
                "sunrise": sunrise,
                "sunset": sunset,
                "tithi": tithi,
                "tyajyam": tyajyam,
                "vara": vara,
                "varjyam": varjyam,
                "vijayaMuhurta": vijaya_muhurta,
                "vikramSamvat": vikram_samvat,
                "yamaganda": yamaganda,
                "yoga": yoga,
                "settings": settings,
            }
        )
        if bs_date is not UNSET:
            field_dict["bsDate"] = bs_date
        if chandrabala is not UNSET:
            field_dict["chandrabala"] = chandrabala
        if ganda_moola is not UNSET:
            field_dict["gandaMoola"] = ganda_moola
        if karana_name is not UNSET:
            field_dict["karanaName"] = karana_name
        if moon_sign_name is not UNSET:
            field_dict["moonSignName"] = moon_sign_name
        if moonrise is not UNSET:
            field_dict["moonrise"] = moonrise
        if moonset is not UNSET:
            field_dict["moonset"] = moonset
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if panchak is not UNSET:
            field_dict["panchak"] = panchak
        if sun_sign_name is not UNSET:
            field_dict["sunSignName"] = sun_sign_name
        if tarabala is not UNSET:
            field_dict["tarabala"] = tarabala
        if tithi_name is not UNSET:
            field_dict["tithiName"] = tithi_name
        if vara_name is not UNSET:
            field_dict["varaName"] = vara_name
        if yoga_name is not UNSET:
            field_dict["yogaName"] = yoga_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bs_date_out import BsDateOut  # noqa: PLC0415
        from ..models.chandrabala_out import ChandrabalaOut  # noqa: PLC0415
        from ..models.choghadiya_out import ChoghadiyaOut  # noqa: PLC0415
        from ..models.festival_out import FestivalOut  # noqa: PLC0415
        from ..models.ganda_moola_out import GandaMoolaOut  # noqa: PLC0415
        from ..models.gowri_out import GowriOut  # noqa: PLC0415
        from ..models.hora_out import HoraOut  # noqa: PLC0415
        from ..models.limb_spans_out import LimbSpansOut  # noqa: PLC0415
        from ..models.limbs_out import LimbsOut  # noqa: PLC0415
        from ..models.location_out import LocationOut  # noqa: PLC0415
        from ..models.lunar_month_out import LunarMonthOut  # noqa: PLC0415
        from ..models.panchang_body import PanchangBody  # noqa: PLC0415
        from ..models.panchang_name import PanchangName  # noqa: PLC0415
        from ..models.panchang_period import PanchangPeriod  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415
        from ..models.special_yoga_out import SpecialYogaOut  # noqa: PLC0415
        from ..models.tarabala_out import TarabalaOut  # noqa: PLC0415

        d = dict(src_dict)
        abhijit_muhurta = PanchangPeriod.from_dict(d.pop("abhijitMuhurta"))

        amrit_kalam = []
        _amrit_kalam = d.pop("amritKalam")
        for amrit_kalam_item_data in _amrit_kalam:
            amrit_kalam_item = PanchangPeriod.from_dict(amrit_kalam_item_data)

            amrit_kalam.append(amrit_kalam_item)

        ayana = PanchangName.from_dict(d.pop("ayana"))

        bhadra = []
        _bhadra = d.pop("bhadra")
        for bhadra_item_data in _bhadra:
            bhadra_item = PanchangPeriod.from_dict(bhadra_item_data)

            bhadra.append(bhadra_item)

        brahma_muhurta = PanchangPeriod.from_dict(d.pop("brahmaMuhurta"))

        choghadiya = []
        _choghadiya = d.pop("choghadiya")
        for choghadiya_item_data in _choghadiya:
            choghadiya_item = ChoghadiyaOut.from_dict(choghadiya_item_data)

            choghadiya.append(choghadiya_item)

        date = d.pop("date")

        dishashool = PanchangName.from_dict(d.pop("dishashool"))

        durmuhurtas = []
        _durmuhurtas = d.pop("durmuhurtas")
        for durmuhurtas_item_data in _durmuhurtas:
            durmuhurtas_item = PanchangPeriod.from_dict(durmuhurtas_item_data)

            durmuhurtas.append(durmuhurtas_item)

        festivals = []
        _festivals = d.pop("festivals")
        for festivals_item_data in _festivals:
            festivals_item = FestivalOut.from_dict(festivals_item_data)

            festivals.append(festivals_item)

        godhuli_muhurta = PanchangPeriod.from_dict(d.pop("godhuliMuhurta"))

        gowri_panchangam = []
        _gowri_panchangam = d.pop("gowriPanchangam")
        for gowri_panchangam_item_data in _gowri_panchangam:
            gowri_panchangam_item = GowriOut.from_dict(gowri_panchangam_item_data)

            gowri_panchangam.append(gowri_panchangam_item)

        gulika_kalam = PanchangPeriod.from_dict(d.pop("gulikaKalam"))

        horas = []
        _horas = d.pop("horas")
        for horas_item_data in _horas:
            horas_item = HoraOut.from_dict(horas_item_data)

            horas.append(horas_item)

        karana = d.pop("karana")

        limb_spans = LimbSpansOut.from_dict(d.pop("limbSpans"))

        limbs = LimbsOut.from_dict(d.pop("limbs"))

        location = LocationOut.from_dict(d.pop("location"))

        lunar_month = LunarMonthOut.from_dict(d.pop("lunarMonth"))

        moon = PanchangBody.from_dict(d.pop("moon"))

        moon_sign = SignName(d.pop("moonSign"))

        nakshatra = NakshatraName(d.pop("nakshatra"))

        nepal_sambat = d.pop("nepalSambat")

        next_sunrise = d.pop("nextSunrise")

        night_choghadiya = []
        _night_choghadiya = d.pop("nightChoghadiya")
        for night_choghadiya_item_data in _night_choghadiya:
            night_choghadiya_item = ChoghadiyaOut.from_dict(night_choghadiya_item_data)

            night_choghadiya.append(night_choghadiya_item)

        nishita_muhurta = PanchangPeriod.from_dict(d.pop("nishitaMuhurta"))

        paksha = d.pop("paksha")

        rahu_kalam = PanchangPeriod.from_dict(d.pop("rahuKalam"))

        ritu = PanchangName.from_dict(d.pop("ritu"))

        samvatsara = PanchangName.from_dict(d.pop("samvatsara"))

        shaka_samvat = d.pop("shakaSamvat")

        special_yogas = []
        _special_yogas = d.pop("specialYogas")
        for special_yogas_item_data in _special_yogas:
            special_yogas_item = SpecialYogaOut.from_dict(special_yogas_item_data)

            special_yogas.append(special_yogas_item)

        summary = d.pop("summary")

        sun = PanchangBody.from_dict(d.pop("sun"))

        sun_sign = SignName(d.pop("sunSign"))

        sunrise = d.pop("sunrise")

        sunset = d.pop("sunset")

        tithi = d.pop("tithi")

        tyajyam = []
        _tyajyam = d.pop("tyajyam")
        for tyajyam_item_data in _tyajyam:
            tyajyam_item = PanchangPeriod.from_dict(tyajyam_item_data)

            tyajyam.append(tyajyam_item)

        vara = d.pop("vara")

        varjyam = []
        _varjyam = d.pop("varjyam")
        for varjyam_item_data in _varjyam:
            varjyam_item = PanchangPeriod.from_dict(varjyam_item_data)

            varjyam.append(varjyam_item)

        vijaya_muhurta = PanchangPeriod.from_dict(d.pop("vijayaMuhurta"))

        vikram_samvat = d.pop("vikramSamvat")

        yamaganda = PanchangPeriod.from_dict(d.pop("yamaganda"))

        yoga = d.pop("yoga")

        settings = SettingsEcho.from_dict(d.pop("settings"))

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

        def _parse_chandrabala(data: object) -> list[ChandrabalaOut] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                chandrabala_type_0 = []
                _chandrabala_type_0 = data
                for chandrabala_type_0_item_data in _chandrabala_type_0:
                    chandrabala_type_0_item = ChandrabalaOut.from_dict(chandrabala_type_0_item_data)

                    chandrabala_type_0.append(chandrabala_type_0_item)

                return chandrabala_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ChandrabalaOut] | None | Unset, data)

        chandrabala = _parse_chandrabala(d.pop("chandrabala", UNSET))

        def _parse_ganda_moola(data: object) -> GandaMoolaOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ganda_moola_type_0 = GandaMoolaOut.from_dict(data)

                return ganda_moola_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GandaMoolaOut | None | Unset, data)

        ganda_moola = _parse_ganda_moola(d.pop("gandaMoola", UNSET))

        karana_name = d.pop("karanaName", UNSET)

        moon_sign_name = d.pop("moonSignName", UNSET)

        def _parse_moonrise(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        moonrise = _parse_moonrise(d.pop("moonrise", UNSET))

        def _parse_moonset(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        moonset = _parse_moonset(d.pop("moonset", UNSET))

        nakshatra_name = d.pop("nakshatraName", UNSET)

        def _parse_panchak(data: object) -> None | PanchangPeriod | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                panchak_type_0 = PanchangPeriod.from_dict(data)

                return panchak_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PanchangPeriod | Unset, data)

        panchak = _parse_panchak(d.pop("panchak", UNSET))

        sun_sign_name = d.pop("sunSignName", UNSET)

        def _parse_tarabala(data: object) -> list[TarabalaOut] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tarabala_type_0 = []
                _tarabala_type_0 = data
                for tarabala_type_0_item_data in _tarabala_type_0:
                    tarabala_type_0_item = TarabalaOut.from_dict(tarabala_type_0_item_data)

                    tarabala_type_0.append(tarabala_type_0_item)

                return tarabala_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TarabalaOut] | None | Unset, data)

        tarabala = _parse_tarabala(d.pop("tarabala", UNSET))

        tithi_name = d.pop("tithiName", UNSET)

        vara_name = d.pop("varaName", UNSET)

        yoga_name = d.pop("yogaName", UNSET)

        post_v1_panchang_response_200_data = cls(
            abhijit_muhurta=abhijit_muhurta,
            amrit_kalam=amrit_kalam,
            ayana=ayana,
            bhadra=bhadra,
            brahma_muhurta=brahma_muhurta,
            choghadiya=choghadiya,
            date=date,
            dishashool=dishashool,
            durmuhurtas=durmuhurtas,
            festivals=festivals,
            godhuli_muhurta=godhuli_muhurta,
            gowri_panchangam=gowri_panchangam,
            gulika_kalam=gulika_kalam,
            horas=horas,
            karana=karana,
            limb_spans=limb_spans,
            limbs=limbs,
            location=location,
            lunar_month=lunar_month,
            moon=moon,
            moon_sign=moon_sign,
            nakshatra=nakshatra,
            nepal_sambat=nepal_sambat,
            next_sunrise=next_sunrise,
            night_choghadiya=night_choghadiya,
            nishita_muhurta=nishita_muhurta,
            paksha=paksha,
            rahu_kalam=rahu_kalam,
            ritu=ritu,
            samvatsara=samvatsara,
            shaka_samvat=shaka_samvat,
            special_yogas=special_yogas,
            summary=summary,
            sun=sun,
            sun_sign=sun_sign,
            sunrise=sunrise,
            sunset=sunset,
            tithi=tithi,
            tyajyam=tyajyam,
            vara=vara,
            varjyam=varjyam,
            vijaya_muhurta=vijaya_muhurta,
            vikram_samvat=vikram_samvat,
            yamaganda=yamaganda,
            yoga=yoga,
            settings=settings,
            bs_date=bs_date,
            chandrabala=chandrabala,
            ganda_moola=ganda_moola,
            karana_name=karana_name,
            moon_sign_name=moon_sign_name,
            moonrise=moonrise,
            moonset=moonset,
            nakshatra_name=nakshatra_name,
            panchak=panchak,
            sun_sign_name=sun_sign_name,
            tarabala=tarabala,
            tithi_name=tithi_name,
            vara_name=vara_name,
            yoga_name=yoga_name,
        )

        post_v1_panchang_response_200_data.additional_properties = d
        return post_v1_panchang_response_200_data

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
