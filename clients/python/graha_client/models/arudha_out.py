from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="ArudhaOut")


@_attrs_define
class ArudhaOut:
    """One arudha pada.

    Attributes:
        house (int):
        lord (PlanetName):
        lord_sign (SignName):
        pada (str): `A1` … `A12`.
        sign (SignName):
        exception (None | str | Unset): `same-house` or `seventh-house` when the classical exception moved the pada;
            null
            otherwise.
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
        lord_sign_name (str | Unset): `lordSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `lordSign` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    house: int
    lord: PlanetName
    lord_sign: SignName
    pada: str
    sign: SignName
    exception: None | str | Unset = UNSET
    lord_name: str | Unset = UNSET
    lord_sign_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        house = self.house

        lord = self.lord.value

        lord_sign = self.lord_sign.value

        pada = self.pada

        sign = self.sign.value

        exception: None | str | Unset
        if isinstance(self.exception, Unset):
            exception = UNSET
        else:
            exception = self.exception

        lord_name = self.lord_name

        lord_sign_name = self.lord_sign_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "house": house,
                "lord": lord,
                "lordSign": lord_sign,
                "pada": pada,
                "sign": sign,
            }
        )
        if exception is not UNSET:
            field_dict["exception"] = exception
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
        house = d.pop("house")

        lord = PlanetName(d.pop("lord"))

        lord_sign = SignName(d.pop("lordSign"))

        pada = d.pop("pada")

        sign = SignName(d.pop("sign"))

        def _parse_exception(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        exception = _parse_exception(d.pop("exception", UNSET))

        lord_name = d.pop("lordName", UNSET)

        lord_sign_name = d.pop("lordSignName", UNSET)

        sign_name = d.pop("signName", UNSET)

        arudha_out = cls(
            house=house,
            lord=lord,
            lord_sign=lord_sign,
            pada=pada,
            sign=sign,
            exception=exception,
            lord_name=lord_name,
            lord_sign_name=lord_sign_name,
            sign_name=sign_name,
        )

        arudha_out.additional_properties = d
        return arudha_out

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
