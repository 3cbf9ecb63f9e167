from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.point_out import PointOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1SpecialPointsResponse200Data")


@_attrs_define
class PostV1SpecialPointsResponse200Data:
    """
    Attributes:
        omitted (list[str]): The points that need a sunrise and a sunset, left out where the Sun does not rise or set
            on the birth day (polar day or night).
        special_lagnas (list[PointOut]): The eight special lagnas.
        upagrahas (list[PointOut]): The eleven upagrahas, the Sun's five first.
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
        day_birth (bool | None | Unset): Born between sunrise and sunset (null where the Sun does not rise or set that
            day).
        sunrise (None | str | Unset): The sunrise the day's parts and the lagnas of time are counted from (upper limb
            with
            refraction), RFC 3339 UTC; null where the Sun does not rise that day.
        sunset (None | str | Unset):
    """

    omitted: list[str]
    special_lagnas: list[PointOut]
    upagrahas: list[PointOut]
    settings: SettingsEcho
    day_birth: bool | None | Unset = UNSET
    sunrise: None | str | Unset = UNSET
    sunset: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        omitted = self.omitted

        special_lagnas = []
        for special_lagnas_item_data in self.special_lagnas:
            special_lagnas_item = special_lagnas_item_data.to_dict()
            special_lagnas.append(special_lagnas_item)

        upagrahas = []
        for upagrahas_item_data in self.upagrahas:
            upagrahas_item = upagrahas_item_data.to_dict()
            upagrahas.append(upagrahas_item)

        settings = self.settings.to_dict()

        day_birth: bool | None | Unset
        if isinstance(self.day_birth, Unset):
            day_birth = UNSET
        else:
            day_birth = self.day_birth

        sunrise: None | str | Unset
        if isinstance(self.sunrise, Unset):
            sunrise = UNSET
        else:
            sunrise = self.sunrise

        sunset: None | str | Unset
        if isinstance(self.sunset, Unset):
            sunset = UNSET
        else:
            sunset = self.sunset

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "omitted": omitted,
                "specialLagnas": special_lagnas,
                "upagrahas": upagrahas,
                "settings": settings,
            }
        )
        if day_birth is not UNSET:
            field_dict["dayBirth"] = day_birth
        if sunrise is not UNSET:
            field_dict["sunrise"] = sunrise
        if sunset is not UNSET:
            field_dict["sunset"] = sunset

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.point_out import PointOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        omitted = cast(list[str], d.pop("omitted"))

        special_lagnas = []
        _special_lagnas = d.pop("specialLagnas")
        for special_lagnas_item_data in _special_lagnas:
            special_lagnas_item = PointOut.from_dict(special_lagnas_item_data)

            special_lagnas.append(special_lagnas_item)

        upagrahas = []
        _upagrahas = d.pop("upagrahas")
        for upagrahas_item_data in _upagrahas:
            upagrahas_item = PointOut.from_dict(upagrahas_item_data)

            upagrahas.append(upagrahas_item)

        settings = SettingsEcho.from_dict(d.pop("settings"))

        def _parse_day_birth(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        day_birth = _parse_day_birth(d.pop("dayBirth", UNSET))

        def _parse_sunrise(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sunrise = _parse_sunrise(d.pop("sunrise", UNSET))

        def _parse_sunset(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sunset = _parse_sunset(d.pop("sunset", UNSET))

        post_v1_special_points_response_200_data = cls(
            omitted=omitted,
            special_lagnas=special_lagnas,
            upagrahas=upagrahas,
            settings=settings,
            day_birth=day_birth,
            sunrise=sunrise,
            sunset=sunset,
        )

        post_v1_special_points_response_200_data.additional_properties = d
        return post_v1_special_points_response_200_data

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
