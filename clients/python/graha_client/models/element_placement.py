from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.element import Element
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="ElementPlacement")


@_attrs_define
class ElementPlacement:
    """One chart point counted in the balance.

    Attributes:
        element (Element): Fire, earth, air, water.
        point (str): `Ascendant` or a graha.
        sign (SignName):
        weight (float):
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    element: Element
    point: str
    sign: SignName
    weight: float
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        element = self.element.value

        point = self.point

        sign = self.sign.value

        weight = self.weight

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "element": element,
                "point": point,
                "sign": sign,
                "weight": weight,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        element = Element(d.pop("element"))

        point = d.pop("point")

        sign = SignName(d.pop("sign"))

        weight = d.pop("weight")

        sign_name = d.pop("signName", UNSET)

        element_placement = cls(
            element=element,
            point=point,
            sign=sign,
            weight=weight,
            sign_name=sign_name,
        )

        element_placement.additional_properties = d
        return element_placement

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
