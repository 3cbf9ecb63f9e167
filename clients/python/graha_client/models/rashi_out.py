from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.moon_sign_traits import MoonSignTraits


T = TypeVar("T", bound="RashiOut")


@_attrs_define
class RashiOut:
    """`POST /v1/rashi`: the Moon sign with its lord, element, modality, the sidereal
    Sun and ascendant signs, the Moon's nakshatra, and a reading of the Moon sign.

        Attributes:
            ascendant_sign (SignName):
            element (str):
            interpretation (str): Localised prose: summary then the four parts.
            lord (PlanetName):
            modality (str):
            moon_degree (float): The Moon's degrees within its sign, 0 ≤ d < 30.
            moon_longitude (float): The Moon's sidereal longitude, 0 ≤ l < 360.
            moon_sign (SignName):
            nakshatra (NakshatraName):
            nakshatra_lord (PlanetName):
            nakshatra_pada (int):
            sign (SignName):
            sign_number (int): 1 (Aries) … 12 (Pisces).
            sun_sign (SignName):
            traits (MoonSignTraits): The four parts of a Moon sign reading.
            ascendant_sign_name (str | Unset): `ascendantSign` as the reader of the request's `locale` reads it (English for
                `en`); present when `ascendantSign` is a name (GET /v1/glossary lists them).
            lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
                when `lord` is a name (GET /v1/glossary lists them).
            moon_sign_name (str | Unset): `moonSign` as the reader of the request's `locale` reads it (English for `en`);
                present when `moonSign` is a name (GET /v1/glossary lists them).
            nakshatra_lord_name (str | Unset): `nakshatraLord` as the reader of the request's `locale` reads it (English for
                `en`); present when `nakshatraLord` is a name (GET /v1/glossary lists them).
            nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
                present when `nakshatra` is a name (GET /v1/glossary lists them).
            sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
                when `sign` is a name (GET /v1/glossary lists them).
            sun_sign_name (str | Unset): `sunSign` as the reader of the request's `locale` reads it (English for `en`);
                present when `sunSign` is a name (GET /v1/glossary lists them).
    """

    ascendant_sign: SignName
    element: str
    interpretation: str
    lord: PlanetName
    modality: str
    moon_degree: float
    moon_longitude: float
    moon_sign: SignName
    nakshatra: NakshatraName
    nakshatra_lord: PlanetName
    nakshatra_pada: int
    sign: SignName
    sign_number: int
    sun_sign: SignName
    traits: MoonSignTraits
    ascendant_sign_name: str | Unset = UNSET
    lord_name: str | Unset = UNSET
    moon_sign_name: str | Unset = UNSET
    nakshatra_lord_name: str | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    sun_sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant_sign = self.ascendant_sign.value

        element = self.element

        interpretation = self.interpretation

        lord = self.lord.value

        modality = self.modality

        moon_degree = self.moon_degree

        moon_longitude = self.moon_longitude

        moon_sign = self.moon_sign.value

        nakshatra = self.nakshatra.value

        nakshatra_lord = self.nakshatra_lord.value

        nakshatra_pada = self.nakshatra_pada

        sign = self.sign.value

        sign_number = self.sign_number

        sun_sign = self.sun_sign.value

        traits = self.traits.to_dict()

        ascendant_sign_name = self.ascendant_sign_name

        lord_name = self.lord_name

        moon_sign_name = self.moon_sign_name

        nakshatra_lord_name = self.nakshatra_lord_name

        nakshatra_name = self.nakshatra_name

        sign_name = self.sign_name

        sun_sign_name = self.sun_sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendantSign": ascendant_sign,
                "element": element,
                "interpretation": interpretation,
                "lord": lord,
                "modality": modality,
                "moonDegree": moon_degree,
                "moonLongitude": moon_longitude,
                "moonSign": moon_sign,
                "nakshatra": nakshatra,
                "nakshatraLord": nakshatra_lord,
                "nakshatraPada": nakshatra_pada,
                "sign": sign,
                "signNumber": sign_number,
                "sunSign": sun_sign,
                "traits": traits,
            }
        )
        if ascendant_sign_name is not UNSET:
            field_dict["ascendantSignName"] = ascendant_sign_name
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name
        if moon_sign_name is not UNSET:
            field_dict["moonSignName"] = moon_sign_name
        if nakshatra_lord_name is not UNSET:
            field_dict["nakshatraLordName"] = nakshatra_lord_name
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name
        if sun_sign_name is not UNSET:
            field_dict["sunSignName"] = sun_sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.moon_sign_traits import MoonSignTraits  # noqa: PLC0415

        d = dict(src_dict)
        ascendant_sign = SignName(d.pop("ascendantSign"))

        element = d.pop("element")

        interpretation = d.pop("interpretation")

        lord = PlanetName(d.pop("lord"))

        modality = d.pop("modality")

        moon_degree = d.pop("moonDegree")

        moon_longitude = d.pop("moonLongitude")

        moon_sign = SignName(d.pop("moonSign"))

        nakshatra = NakshatraName(d.pop("nakshatra"))

        nakshatra_lord = PlanetName(d.pop("nakshatraLord"))

        nakshatra_pada = d.pop("nakshatraPada")

        sign = SignName(d.pop("sign"))

        sign_number = d.pop("signNumber")

        sun_sign = SignName(d.pop("sunSign"))

        traits = MoonSignTraits.from_dict(d.pop("traits"))

        ascendant_sign_name = d.pop("ascendantSignName", UNSET)

        lord_name = d.pop("lordName", UNSET)

        moon_sign_name = d.pop("moonSignName", UNSET)

        nakshatra_lord_name = d.pop("nakshatraLordName", UNSET)

        nakshatra_name = d.pop("nakshatraName", UNSET)

        sign_name = d.pop("signName", UNSET)

        sun_sign_name = d.pop("sunSignName", UNSET)

        rashi_out = cls(
            ascendant_sign=ascendant_sign,
            element=element,
            interpretation=interpretation,
            lord=lord,
            modality=modality,
            moon_degree=moon_degree,
            moon_longitude=moon_longitude,
            moon_sign=moon_sign,
            nakshatra=nakshatra,
            nakshatra_lord=nakshatra_lord,
            nakshatra_pada=nakshatra_pada,
            sign=sign,
            sign_number=sign_number,
            sun_sign=sun_sign,
            traits=traits,
            ascendant_sign_name=ascendant_sign_name,
            lord_name=lord_name,
            moon_sign_name=moon_sign_name,
            nakshatra_lord_name=nakshatra_lord_name,
            nakshatra_name=nakshatra_name,
            sign_name=sign_name,
            sun_sign_name=sun_sign_name,
        )

        rashi_out.additional_properties = d
        return rashi_out

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
