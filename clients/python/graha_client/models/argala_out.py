from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.argala_source_out import ArgalaSourceOut


T = TypeVar("T", bound="ArgalaOut")


@_attrs_define
class ArgalaOut:
    """The argalas on one house.

    Attributes:
        house (int):
        sign (SignName):
        sources (list[ArgalaSourceOut]):
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    house: int
    sign: SignName
    sources: list[ArgalaSourceOut]
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        house = self.house

        sign = self.sign.value

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "house": house,
                "sign": sign,
                "sources": sources,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.argala_source_out import ArgalaSourceOut  # noqa: PLC0415

        d = dict(src_dict)
        house = d.pop("house")

        sign = SignName(d.pop("sign"))

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in _sources:
            sources_item = ArgalaSourceOut.from_dict(sources_item_data)

            sources.append(sources_item)

        sign_name = d.pop("signName", UNSET)

        argala_out = cls(
            house=house,
            sign=sign,
            sources=sources,
            sign_name=sign_name,
        )

        argala_out.additional_properties = d
        return argala_out

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
