from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.karaka_out import KarakaOut


T = TypeVar("T", bound="CharaKarakasOut")


@_attrs_define
class CharaKarakasOut:
    """The two chara karaka schemes.

    Attributes:
        eight (list[KarakaOut]): Sun … Saturn and Rahu (BPHS ch. 32).
        seven (list[KarakaOut]): Sun … Saturn (Jaimini Upadesa Sutras).
    """

    eight: list[KarakaOut]
    seven: list[KarakaOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        eight = []
        for eight_item_data in self.eight:
            eight_item = eight_item_data.to_dict()
            eight.append(eight_item)

        seven = []
        for seven_item_data in self.seven:
            seven_item = seven_item_data.to_dict()
            seven.append(seven_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "eight": eight,
                "seven": seven,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.karaka_out import KarakaOut  # noqa: PLC0415

        d = dict(src_dict)
        eight = []
        _eight = d.pop("eight")
        for eight_item_data in _eight:
            eight_item = KarakaOut.from_dict(eight_item_data)

            eight.append(eight_item)

        seven = []
        _seven = d.pop("seven")
        for seven_item_data in _seven:
            seven_item = KarakaOut.from_dict(seven_item_data)

            seven.append(seven_item)

        chara_karakas_out = cls(
            eight=eight,
            seven=seven,
        )

        chara_karakas_out.additional_properties = d
        return chara_karakas_out

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
