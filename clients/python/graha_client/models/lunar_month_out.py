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
        kshaya (None | str | Unset): The month name a kshaya month skips, if any.
    """

    amanta: str
    is_adhika: bool
    name: str
    purnimanta: str
    kshaya: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amanta = self.amanta

        is_adhika = self.is_adhika

        name = self.name

        purnimanta = self.purnimanta

        kshaya: None | str | Unset
        if isinstance(self.kshaya, Unset):
            kshaya = UNSET
        else:
            kshaya = self.kshaya

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
        if kshaya is not UNSET:
            field_dict["kshaya"] = kshaya

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amanta = d.pop("amanta")

        is_adhika = d.pop("isAdhika")

        name = d.pop("name")

        purnimanta = d.pop("purnimanta")

        def _parse_kshaya(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        kshaya = _parse_kshaya(d.pop("kshaya", UNSET))

        lunar_month_out = cls(
            amanta=amanta,
            is_adhika=is_adhika,
            name=name,
            purnimanta=purnimanta,
            kshaya=kshaya,
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
