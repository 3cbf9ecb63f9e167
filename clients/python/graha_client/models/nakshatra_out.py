from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="NakshatraOut")


@_attrs_define
class NakshatraOut:
    """`POST /v1/nakshatra`: the Moon's nakshatra with its classical attributes.

    Attributes:
        animal (str): The yoni animal.
        degree_in_nakshatra (float): Degrees the Moon has travelled into the nakshatra, 0 ≤ d < 13.333….
        deity (str):
        deity_name (str): `deity` in the request's locale, with its epithet.
        description (str): Localised prose: the nakshatra, its deity and symbol, its nature and gana.
        end_longitude (float):
        gana (str): `Deva`, `Manushya` or `Rakshasa`.
        lord (PlanetName):
        moon_longitude (float):
        nadi (str): `Adi`, `Madhya` or `Antya`.
        nadi_dosha (str): `Vata`, `Pitta` or `Kapha`.
        nakshatra_name (str): `name` as the reader of the request's locale reads it.
        name (NakshatraName):
        name_syllable (str): The syllable of the Moon's pada (the traditional first letter of the name).
        nature (str): The nature class: `Dhruva`, `Chara`, `Ugra`, `Mishra`, `Kshipra`, `Mridu`, `Tikshna`.
        number (int): 1 (Ashwini) … 27 (Revati).
        pada (int): 1–4.
        percent_traversed (float): Share of the nakshatra travelled, percent.
        qualities (list[str]): English glosses of the nakshatra's nature, e.g. `["swift", "light"]`.
        qualities_text (str):
        rashi (SignName):
        start_longitude (float): Where the nakshatra begins and ends, sidereal degrees.
        syllables (list[str]): Name syllables of the four padas, romanised.
        syllables_devanagari (list[str]):
        symbol (str):
        symbol_name (str): `symbol` in the request's locale.
        varna (str): Varna of the Moon sign (Avakahada Chakra).
        yoni (str): Animal and sex, e.g. `Horse (Male)`.
        yoni_sex (str):
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
        rashi_name (str | Unset): `rashi` as the reader of the request's `locale` reads it (English for `en`); present
            when `rashi` is a name (GET /v1/glossary lists them).
    """

    animal: str
    degree_in_nakshatra: float
    deity: str
    deity_name: str
    description: str
    end_longitude: float
    gana: str
    lord: PlanetName
    moon_longitude: float
    nadi: str
    nadi_dosha: str
    nakshatra_name: str
    name: NakshatraName
    name_syllable: str
    nature: str
    number: int
    pada: int
    percent_traversed: float
    qualities: list[str]
    qualities_text: str
    rashi: SignName
    start_longitude: float
    syllables: list[str]
    syllables_devanagari: list[str]
    symbol: str
    symbol_name: str
    varna: str
    yoni: str
    yoni_sex: str
    lord_name: str | Unset = UNSET
    rashi_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        animal = self.animal

        degree_in_nakshatra = self.degree_in_nakshatra

        deity = self.deity

        deity_name = self.deity_name

        description = self.description

        end_longitude = self.end_longitude

        gana = self.gana

        lord = self.lord.value

        moon_longitude = self.moon_longitude

        nadi = self.nadi

        nadi_dosha = self.nadi_dosha

        nakshatra_name = self.nakshatra_name

        name = self.name.value

        name_syllable = self.name_syllable

        nature = self.nature

        number = self.number

        pada = self.pada

        percent_traversed = self.percent_traversed

        qualities = self.qualities

        qualities_text = self.qualities_text

        rashi = self.rashi.value

        start_longitude = self.start_longitude

        syllables = self.syllables

        syllables_devanagari = self.syllables_devanagari

        symbol = self.symbol

        symbol_name = self.symbol_name

        varna = self.varna

        yoni = self.yoni

        yoni_sex = self.yoni_sex

        lord_name = self.lord_name

        rashi_name = self.rashi_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "animal": animal,
                "degreeInNakshatra": degree_in_nakshatra,
                "deity": deity,
                "deityName": deity_name,
                "description": description,
                "endLongitude": end_longitude,
                "gana": gana,
                "lord": lord,
                "moonLongitude": moon_longitude,
                "nadi": nadi,
                "nadiDosha": nadi_dosha,
                "nakshatraName": nakshatra_name,
                "name": name,
                "nameSyllable": name_syllable,
                "nature": nature,
                "number": number,
                "pada": pada,
                "percentTraversed": percent_traversed,
                "qualities": qualities,
                "qualitiesText": qualities_text,
                "rashi": rashi,
                "startLongitude": start_longitude,
                "syllables": syllables,
                "syllablesDevanagari": syllables_devanagari,
                "symbol": symbol,
                "symbolName": symbol_name,
                "varna": varna,
                "yoni": yoni,
                "yoniSex": yoni_sex,
            }
        )
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name
        if rashi_name is not UNSET:
            field_dict["rashiName"] = rashi_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        animal = d.pop("animal")

        degree_in_nakshatra = d.pop("degreeInNakshatra")

        deity = d.pop("deity")

        deity_name = d.pop("deityName")

        description = d.pop("description")

        end_longitude = d.pop("endLongitude")

        gana = d.pop("gana")

        lord = PlanetName(d.pop("lord"))

        moon_longitude = d.pop("moonLongitude")

        nadi = d.pop("nadi")

        nadi_dosha = d.pop("nadiDosha")

        nakshatra_name = d.pop("nakshatraName")

        name = NakshatraName(d.pop("name"))

        name_syllable = d.pop("nameSyllable")

        nature = d.pop("nature")

        number = d.pop("number")

        pada = d.pop("pada")

        percent_traversed = d.pop("percentTraversed")

        qualities = cast(list[str], d.pop("qualities"))

        qualities_text = d.pop("qualitiesText")

        rashi = SignName(d.pop("rashi"))

        start_longitude = d.pop("startLongitude")

        syllables = cast(list[str], d.pop("syllables"))

        syllables_devanagari = cast(list[str], d.pop("syllablesDevanagari"))

        symbol = d.pop("symbol")

        symbol_name = d.pop("symbolName")

        varna = d.pop("varna")

        yoni = d.pop("yoni")

        yoni_sex = d.pop("yoniSex")

        lord_name = d.pop("lordName", UNSET)

        rashi_name = d.pop("rashiName", UNSET)

        nakshatra_out = cls(
            animal=animal,
            degree_in_nakshatra=degree_in_nakshatra,
            deity=deity,
            deity_name=deity_name,
            description=description,
            end_longitude=end_longitude,
            gana=gana,
            lord=lord,
            moon_longitude=moon_longitude,
            nadi=nadi,
            nadi_dosha=nadi_dosha,
            nakshatra_name=nakshatra_name,
            name=name,
            name_syllable=name_syllable,
            nature=nature,
            number=number,
            pada=pada,
            percent_traversed=percent_traversed,
            qualities=qualities,
            qualities_text=qualities_text,
            rashi=rashi,
            start_longitude=start_longitude,
            syllables=syllables,
            syllables_devanagari=syllables_devanagari,
            symbol=symbol,
            symbol_name=symbol_name,
            varna=varna,
            yoni=yoni,
            yoni_sex=yoni_sex,
            lord_name=lord_name,
            rashi_name=rashi_name,
        )

        nakshatra_out.additional_properties = d
        return nakshatra_out

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
