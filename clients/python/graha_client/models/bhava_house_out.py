from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bhava_components_out import BhavaComponentsOut


T = TypeVar("T", bound="BhavaHouseOut")


@_attrs_define
class BhavaHouseOut:
    """One house's strength.

    Attributes:
        components (BhavaComponentsOut): A house's bhava bala components, virupas.
        house (int):
        lord (PlanetName):
        madhya (float): The bhava madhya (the house's middle, Sripati), sidereal degrees.
        rank (int): 1 for the strongest house.
        sign (SignName):
        total (float): The sum of the components in rupas (60 virupas).
        total_virupas (float): The same total in virupas.
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    components: BhavaComponentsOut
    house: int
    lord: PlanetName
    madhya: float
    rank: int
    sign: SignName
    total: float
    total_virupas: float
    lord_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        components = self.components.to_dict()

        house = self.house

        lord = self.lord.value

        madhya = self.madhya

        rank = self.rank

        sign = self.sign.value

        total = self.total

        total_virupas = self.total_virupas

        lord_name = self.lord_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "components": components,
                "house": house,
                "lord": lord,
                "madhya": madhya,
                "rank": rank,
                "sign": sign,
                "total": total,
                "totalVirupas": total_virupas,
            }
        )
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bhava_components_out import BhavaComponentsOut  # noqa: PLC0415

        d = dict(src_dict)
        components = BhavaComponentsOut.from_dict(d.pop("components"))

        house = d.pop("house")

        lord = PlanetName(d.pop("lord"))

        madhya = d.pop("madhya")

        rank = d.pop("rank")

        sign = SignName(d.pop("sign"))

        total = d.pop("total")

        total_virupas = d.pop("totalVirupas")

        lord_name = d.pop("lordName", UNSET)

        sign_name = d.pop("signName", UNSET)

        bhava_house_out = cls(
            components=components,
            house=house,
            lord=lord,
            madhya=madhya,
            rank=rank,
            sign=sign,
            total=total,
            total_virupas=total_virupas,
            lord_name=lord_name,
            sign_name=sign_name,
        )

        bhava_house_out.additional_properties = d
        return bhava_house_out

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
