from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.span_out import SpanOut


T = TypeVar("T", bound="KantakOut")


@_attrs_define
class KantakOut:
    """Kantak Shani now, or the next spell.

    Attributes:
        end_date (str):
        guidance (str):
        house (int): House from the Moon (1, 4, 8 or 10) of the spell running now, or else of the next one.
        is_active (bool):
        sign (SignName):
        start_date (str):
        stays (list[SpanOut]):
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    end_date: str
    guidance: str
    house: int
    is_active: bool
    sign: SignName
    start_date: str
    stays: list[SpanOut]
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_date = self.end_date

        guidance = self.guidance

        house = self.house

        is_active = self.is_active

        sign = self.sign.value

        start_date = self.start_date

        stays = []
        for stays_item_data in self.stays:
            stays_item = stays_item_data.to_dict()
            stays.append(stays_item)

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endDate": end_date,
                "guidance": guidance,
                "house": house,
                "isActive": is_active,
                "sign": sign,
                "startDate": start_date,
                "stays": stays,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.span_out import SpanOut  # noqa: PLC0415

        d = dict(src_dict)
        end_date = d.pop("endDate")

        guidance = d.pop("guidance")

        house = d.pop("house")

        is_active = d.pop("isActive")

        sign = SignName(d.pop("sign"))

        start_date = d.pop("startDate")

        stays = []
        _stays = d.pop("stays")
        for stays_item_data in _stays:
            stays_item = SpanOut.from_dict(stays_item_data)

            stays.append(stays_item)

        sign_name = d.pop("signName", UNSET)

        kantak_out = cls(
            end_date=end_date,
            guidance=guidance,
            house=house,
            is_active=is_active,
            sign=sign,
            start_date=start_date,
            stays=stays,
            sign_name=sign_name,
        )

        kantak_out.additional_properties = d
        return kantak_out

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
