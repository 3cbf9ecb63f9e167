from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.significant_out import SignificantOut
    from ..models.transit_out import TransitOut


T = TypeVar("T", bound="TransitsOut")


@_attrs_define
class TransitsOut:
    """
    Attributes:
        ascendant_sign (SignName):
        at (str): The instant of the positions, UTC.
        date (str): Its Kathmandu date.
        moon_sign (SignName):
        significant_transits (list[SignificantOut]):
        transits (list[TransitOut]):
        ascendant_sign_name (str | Unset): `ascendantSign` as the reader of the request's `locale` reads it (English for
            `en`); present when `ascendantSign` is a name (GET /v1/glossary lists them).
        moon_sign_name (str | Unset): `moonSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `moonSign` is a name (GET /v1/glossary lists them).
    """

    ascendant_sign: SignName
    at: str
    date: str
    moon_sign: SignName
    significant_transits: list[SignificantOut]
    transits: list[TransitOut]
    ascendant_sign_name: str | Unset = UNSET
    moon_sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant_sign = self.ascendant_sign.value

        at = self.at

        date = self.date

        moon_sign = self.moon_sign.value

        significant_transits = []
        for significant_transits_item_data in self.significant_transits:
            significant_transits_item = significant_transits_item_data.to_dict()
            significant_transits.append(significant_transits_item)

        transits = []
        for transits_item_data in self.transits:
            transits_item = transits_item_data.to_dict()
            transits.append(transits_item)

        ascendant_sign_name = self.ascendant_sign_name

        moon_sign_name = self.moon_sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendantSign": ascendant_sign,
                "at": at,
                "date": date,
                "moonSign": moon_sign,
                "significantTransits": significant_transits,
                "transits": transits,
            }
        )
        if ascendant_sign_name is not UNSET:
            field_dict["ascendantSignName"] = ascendant_sign_name
        if moon_sign_name is not UNSET:
            field_dict["moonSignName"] = moon_sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.significant_out import SignificantOut  # noqa: PLC0415
        from ..models.transit_out import TransitOut  # noqa: PLC0415

        d = dict(src_dict)
        ascendant_sign = SignName(d.pop("ascendantSign"))

        at = d.pop("at")

        date = d.pop("date")

        moon_sign = SignName(d.pop("moonSign"))

        significant_transits = []
        _significant_transits = d.pop("significantTransits")
        for significant_transits_item_data in _significant_transits:
            significant_transits_item = SignificantOut.from_dict(significant_transits_item_data)

            significant_transits.append(significant_transits_item)

        transits = []
        _transits = d.pop("transits")
        for transits_item_data in _transits:
            transits_item = TransitOut.from_dict(transits_item_data)

            transits.append(transits_item)

        ascendant_sign_name = d.pop("ascendantSignName", UNSET)

        moon_sign_name = d.pop("moonSignName", UNSET)

        transits_out = cls(
            ascendant_sign=ascendant_sign,
            at=at,
            date=date,
            moon_sign=moon_sign,
            significant_transits=significant_transits,
            transits=transits,
            ascendant_sign_name=ascendant_sign_name,
            moon_sign_name=moon_sign_name,
        )

        transits_out.additional_properties = d
        return transits_out

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
