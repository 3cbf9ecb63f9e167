from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="HouseLordOut")


@_attrs_define
class HouseLordOut:
    """One house and its lord.

    Attributes:
        dignity (str): `exalted`, `moolatrikona`, `own`, `greatFriend`, `friend`, `neutral`, `enemy`,
            `greatEnemy`, `debilitated` (BPHS ch. 3).
        house (int):
        lord (PlanetName):
        lord_degree (float): The lord's degrees within its sign.
        lord_house (int): House the lord occupies, 1–12.
        lord_retrograde (bool):
        lord_sign (SignName):
        meaning (str): What the house governs (localised).
        placement (str): `own`, `lagna`, `kendra`, `trikona`, `dhana`, `upachaya`, `dusthana`, `viparita`
            ([`LordPlacement`], BPHS ch. 24).
        reading (str): The house read through its lord's placement and dignity (localised).
        sign (SignName):
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
        lord_sign_name (str | Unset): `lordSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `lordSign` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    dignity: str
    house: int
    lord: PlanetName
    lord_degree: float
    lord_house: int
    lord_retrograde: bool
    lord_sign: SignName
    meaning: str
    placement: str
    reading: str
    sign: SignName
    lord_name: str | Unset = UNSET
    lord_sign_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dignity = self.dignity

        house = self.house

        lord = self.lord.value

        lord_degree = self.lord_degree

        lord_house = self.lord_house

        lord_retrograde = self.lord_retrograde

        lord_sign = self.lord_sign.value

        meaning = self.meaning

        placement = self.placement

        reading = self.reading

        sign = self.sign.value

        lord_name = self.lord_name

        lord_sign_name = self.lord_sign_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dignity": dignity,
                "house": house,
                "lord": lord,
                "lordDegree": lord_degree,
                "lordHouse": lord_house,
                "lordRetrograde": lord_retrograde,
                "lordSign": lord_sign,
                "meaning": meaning,
                "placement": placement,
                "reading": reading,
                "sign": sign,
            }
        )
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name
        if lord_sign_name is not UNSET:
            field_dict["lordSignName"] = lord_sign_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dignity = d.pop("dignity")

        house = d.pop("house")

        lord = PlanetName(d.pop("lord"))

        lord_degree = d.pop("lordDegree")

        lord_house = d.pop("lordHouse")

        lord_retrograde = d.pop("lordRetrograde")

        lord_sign = SignName(d.pop("lordSign"))

        meaning = d.pop("meaning")

        placement = d.pop("placement")

        reading = d.pop("reading")

        sign = SignName(d.pop("sign"))

        lord_name = d.pop("lordName", UNSET)

        lord_sign_name = d.pop("lordSignName", UNSET)

        sign_name = d.pop("signName", UNSET)

        house_lord_out = cls(
            dignity=dignity,
            house=house,
            lord=lord,
            lord_degree=lord_degree,
            lord_house=lord_house,
            lord_retrograde=lord_retrograde,
            lord_sign=lord_sign,
            meaning=meaning,
            placement=placement,
            reading=reading,
            sign=sign,
            lord_name=lord_name,
            lord_sign_name=lord_sign_name,
            sign_name=sign_name,
        )

        house_lord_out.additional_properties = d
        return house_lord_out

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
