from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.settings_echo import SettingsEcho
    from ..models.sign_horoscope_out import SignHoroscopeOut


T = TypeVar("T", bound="PostV1HoroscopeResponse200Data")


@_attrs_define
class PostV1HoroscopeResponse200Data:
    """
    Attributes:
        horoscopes (list[SignHoroscopeOut]): One per sign asked for, in zodiac order.
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    horoscopes: list[SignHoroscopeOut]
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        horoscopes = []
        for horoscopes_item_data in self.horoscopes:
            horoscopes_item = horoscopes_item_data.to_dict()
            horoscopes.append(horoscopes_item)

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "horoscopes": horoscopes,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415
        from ..models.sign_horoscope_out import SignHoroscopeOut  # noqa: PLC0415

        d = dict(src_dict)
        horoscopes = []
        _horoscopes = d.pop("horoscopes")
        for horoscopes_item_data in _horoscopes:
            horoscopes_item = SignHoroscopeOut.from_dict(horoscopes_item_data)

            horoscopes.append(horoscopes_item)

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_horoscope_response_200_data = cls(
            horoscopes=horoscopes,
            settings=settings,
        )

        post_v1_horoscope_response_200_data.additional_properties = d
        return post_v1_horoscope_response_200_data

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
