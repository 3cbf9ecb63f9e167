from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="CharaSignOut")


@_attrs_define
class CharaSignOut:
    """How a sign's chara dasha years were counted (K.N. Rao).

    Attributes:
        counted (str): `forward` or `backward`.
        lord_rule (str): `lord`, `own-sign`, `both-lords-in-sign`, `other-lord`, `more-planets`, `higher-degree`.
        sign (SignName):
        years (int): First-cycle years.
        lord (None | PlanetName | Unset):
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
        lord_sign (None | SignName | Unset):
        lord_sign_name (str | Unset): `lordSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `lordSign` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    counted: str
    lord_rule: str
    sign: SignName
    years: int
    lord: None | PlanetName | Unset = UNSET
    lord_name: str | Unset = UNSET
    lord_sign: None | SignName | Unset = UNSET
    lord_sign_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        counted = self.counted

        lord_rule = self.lord_rule

        sign = self.sign.value

        years = self.years

        lord: None | str | Unset
        if isinstance(self.lord, Unset):
            lord = UNSET
        elif isinstance(self.lord, PlanetName):
            lord = self.lord.value
        else:
            lord = self.lord

        lord_name = self.lord_name

        lord_sign: None | str | Unset
        if isinstance(self.lord_sign, Unset):
            lord_sign = UNSET
        elif isinstance(self.lord_sign, SignName):
            lord_sign = self.lord_sign.value
        else:
            lord_sign = self.lord_sign

        lord_sign_name = self.lord_sign_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "counted": counted,
                "lordRule": lord_rule,
                "sign": sign,
                "years": years,
            }
        )
        if lord is not UNSET:
            field_dict["lord"] = lord
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name
        if lord_sign is not UNSET:
            field_dict["lordSign"] = lord_sign
        if lord_sign_name is not UNSET:
            field_dict["lordSignName"] = lord_sign_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        counted = d.pop("counted")

        lord_rule = d.pop("lordRule")

        sign = SignName(d.pop("sign"))

        years = d.pop("years")

        def _parse_lord(data: object) -> None | PlanetName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lord_type_0 = PlanetName(data)

                return lord_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanetName | Unset, data)

        lord = _parse_lord(d.pop("lord", UNSET))

        lord_name = d.pop("lordName", UNSET)

        def _parse_lord_sign(data: object) -> None | SignName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lord_sign_type_0 = SignName(data)

                return lord_sign_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SignName | Unset, data)

        lord_sign = _parse_lord_sign(d.pop("lordSign", UNSET))

        lord_sign_name = d.pop("lordSignName", UNSET)

        sign_name = d.pop("signName", UNSET)

        chara_sign_out = cls(
            counted=counted,
            lord_rule=lord_rule,
            sign=sign,
            years=years,
            lord=lord,
            lord_name=lord_name,
            lord_sign=lord_sign,
            lord_sign_name=lord_sign_name,
            sign_name=sign_name,
        )

        chara_sign_out.additional_properties = d
        return chara_sign_out

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
