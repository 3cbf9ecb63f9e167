from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.house_lord_out import HouseLordOut


T = TypeVar("T", bound="HouseLordsOut")


@_attrs_define
class HouseLordsOut:
    """
    Attributes:
        ascendant_sign (SignName):
        house_lords (list[HouseLordOut]):
        ascendant_sign_name (str | Unset): `ascendantSign` as the reader of the request's `locale` reads it (English for
            `en`); present when `ascendantSign` is a name (GET /v1/glossary lists them).
    """

    ascendant_sign: SignName
    house_lords: list[HouseLordOut]
    ascendant_sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant_sign = self.ascendant_sign.value

        house_lords = []
        for house_lords_item_data in self.house_lords:
            house_lords_item = house_lords_item_data.to_dict()
            house_lords.append(house_lords_item)

        ascendant_sign_name = self.ascendant_sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendantSign": ascendant_sign,
                "houseLords": house_lords,
            }
        )
        if ascendant_sign_name is not UNSET:
            field_dict["ascendantSignName"] = ascendant_sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.house_lord_out import HouseLordOut  # noqa: PLC0415

        d = dict(src_dict)
        ascendant_sign = SignName(d.pop("ascendantSign"))

        house_lords = []
        _house_lords = d.pop("houseLords")
        for house_lords_item_data in _house_lords:
            house_lords_item = HouseLordOut.from_dict(house_lords_item_data)

            house_lords.append(house_lords_item)

        ascendant_sign_name = d.pop("ascendantSignName", UNSET)

        house_lords_out = cls(
            ascendant_sign=ascendant_sign,
            house_lords=house_lords,
            ascendant_sign_name=ascendant_sign_name,
        )

        house_lords_out.additional_properties = d
        return house_lords_out

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
