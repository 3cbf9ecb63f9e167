from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LunarMonthOut")


@_attrs_define
class LunarMonthOut:
    """The lunar month in both schemes.

    Attributes:
        amanta (str): New moon to new moon (South and West India, Nepal).
        is_adhika (bool):
        name (str): The amanta month's name in the reply's language ("Adhika …" for an adhika month).
        purnimanta (str): Full moon to full moon (North India).
        amanta_name (str | Unset): `amanta` as the reader of the request's `locale` reads it (English for `en`); present
            when `amanta` is a name (GET /v1/glossary lists them).
        kshaya (None | str | Unset): The month name a kshaya month skips, if any.
        purnimanta_name (str | Unset): `purnimanta` as the reader of the request's `locale` reads it (English for `en`);
            present when `purnimanta` is a name (GET /v1/glossary lists them).
    """

    amanta: str
    is_adhika: bool
    name: str
    purnimanta: str
    amanta_name: str | Unset = UNSET
    kshaya: None | str | Unset = UNSET
    purnimanta_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amanta = self.amanta

        is_adhika = self.is_adhika

        name = self.name

        purnimanta = self.purnimanta

        amanta_name = self.amanta_name

        kshaya: None | str | Unset
        if isinstance(self.kshaya, Unset):
            kshaya = UNSET
        else:
            kshaya = self.kshaya

        purnimanta_name = self.purnimanta_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amanta": amanta,
                "isAdhika": is_adhika,
                "name": name,
                "purnimanta": purnimanta,
            }
        )
        if amanta_name is not UNSET:
            field_dict["amantaName"] = amanta_name
        if kshaya is not UNSET:
            field_dict["kshaya"] = kshaya
        if purnimanta_name is not UNSET:
            field_dict["purnimantaName"] = purnimanta_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amanta = d.pop("amanta")

        is_adhika = d.pop("isAdhika")

        name = d.pop("name")

        purnimanta = d.pop("purnimanta")

        amanta_name = d.pop("amantaName", UNSET)

        def _parse_kshaya(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        kshaya = _parse_kshaya(d.pop("kshaya", UNSET))

        purnimanta_name = d.pop("purnimantaName", UNSET)

        lunar_month_out = cls(
            amanta=amanta,
            is_adhika=is_adhika,
            name=name,
            purnimanta=purnimanta,
            amanta_name=amanta_name,
            kshaya=kshaya,
            purnimanta_name=purnimanta_name,
        )

        lunar_month_out.additional_properties = d
        return lunar_month_out

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
