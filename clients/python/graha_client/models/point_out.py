from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.part_convention import PartConvention
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PointOut")


@_attrs_define
class PointOut:
    """A special point placed in the chart.

    Attributes:
        degree (float):
        house (int): Whole-sign house from the ascendant.
        longitude (float):
        nakshatra (NakshatraName):
        nakshatra_pada (int):
        name (str): Its key (`dhuma`, `gulika`, `bhava`, …).
        sign (SignName):
        title (str): Its name in the reader's language.
        convention (None | PartConvention | Unset):
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        part_lord (None | PlanetName | Unset):
        part_lord_name (str | Unset): `partLord` as the reader of the request's `locale` reads it (English for `en`);
            present when `partLord` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
        taken_at (None | str | Unset):
    """

    degree: float
    house: int
    longitude: float
    nakshatra: NakshatraName
    nakshatra_pada: int
    name: str
    sign: SignName
    title: str
    convention: None | PartConvention | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    part_lord: None | PlanetName | Unset = UNSET
    part_lord_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    taken_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        degree = self.degree

        house = self.house

        longitude = self.longitude

        nakshatra = self.nakshatra.value

        nakshatra_pada = self.nakshatra_pada

        name = self.name

        sign = self.sign.value

        title = self.title

        convention: None | str | Unset
        if isinstance(self.convention, Unset):
            convention = UNSET
        elif isinstance(self.convention, PartConvention):
            convention = self.convention.value
        else:
            convention = self.convention

        nakshatra_name = self.nakshatra_name

        part_lord: None | str | Unset
        if isinstance(self.part_lord, Unset):
            part_lord = UNSET
        elif isinstance(self.part_lord, PlanetName):
            part_lord = self.part_lord.value
        else:
            part_lord = self.part_lord

        part_lord_name = self.part_lord_name

        sign_name = self.sign_name

        taken_at: None | str | Unset
        if isinstance(self.taken_at, Unset):
            taken_at = UNSET
        else:
            taken_at = self.taken_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "degree": degree,
                "house": house,
                "longitude": longitude,
                "nakshatra": nakshatra,
                "nakshatraPada": nakshatra_pada,
                "name": name,
                "sign": sign,
                "title": title,
            }
        )
        if convention is not UNSET:
            field_dict["convention"] = convention
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if part_lord is not UNSET:
            field_dict["partLord"] = part_lord
        if part_lord_name is not UNSET:
            field_dict["partLordName"] = part_lord_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name
        if taken_at is not UNSET:
            field_dict["takenAt"] = taken_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        degree = d.pop("degree")

        house = d.pop("house")

        longitude = d.pop("longitude")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        nakshatra_pada = d.pop("nakshatraPada")

        name = d.pop("name")

        sign = SignName(d.pop("sign"))

        title = d.pop("title")

        def _parse_convention(data: object) -> None | PartConvention | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                convention_type_0 = PartConvention(data)

                return convention_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PartConvention | Unset, data)

        convention = _parse_convention(d.pop("convention", UNSET))

        nakshatra_name = d.pop("nakshatraName", UNSET)

        def _parse_part_lord(data: object) -> None | PlanetName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                part_lord_type_0 = PlanetName(data)

                return part_lord_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanetName | Unset, data)

        part_lord = _parse_part_lord(d.pop("partLord", UNSET))

        part_lord_name = d.pop("partLordName", UNSET)

        sign_name = d.pop("signName", UNSET)

        def _parse_taken_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        taken_at = _parse_taken_at(d.pop("takenAt", UNSET))

        point_out = cls(
            degree=degree,
            house=house,
            longitude=longitude,
            nakshatra=nakshatra,
            nakshatra_pada=nakshatra_pada,
            name=name,
            sign=sign,
            title=title,
            convention=convention,
            nakshatra_name=nakshatra_name,
            part_lord=part_lord,
            part_lord_name=part_lord_name,
            sign_name=sign_name,
            taken_at=taken_at,
        )

        point_out.additional_properties = d
        return point_out

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
