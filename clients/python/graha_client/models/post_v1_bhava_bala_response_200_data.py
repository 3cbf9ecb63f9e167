from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.bhava_house_out import BhavaHouseOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1BhavaBalaResponse200Data")


@_attrs_define
class PostV1BhavaBalaResponse200Data:
    """
    Attributes:
        houses (list[BhavaHouseOut]): The 1st to the 12th house.
        interpretation (str): A sentence naming the strongest and the weakest house, in the request's locale.
        strongest (int):
        weakest (int):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    houses: list[BhavaHouseOut]
    interpretation: str
    strongest: int
    weakest: int
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data.to_dict()
            houses.append(houses_item)

        interpretation = self.interpretation

        strongest = self.strongest

        weakest = self.weakest

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "houses": houses,
                "interpretation": interpretation,
                "strongest": strongest,
                "weakest": weakest,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bhava_house_out import BhavaHouseOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        houses = []
        _houses = d.pop("houses")
        for houses_item_data in _houses:
            houses_item = BhavaHouseOut.from_dict(houses_item_data)

            houses.append(houses_item)

        interpretation = d.pop("interpretation")

        strongest = d.pop("strongest")

        weakest = d.pop("weakest")

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_bhava_bala_response_200_data = cls(
            houses=houses,
            interpretation=interpretation,
            strongest=strongest,
            weakest=weakest,
            settings=settings,
        )

        post_v1_bhava_bala_response_200_data.additional_properties = d
        return post_v1_bhava_bala_response_200_data

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
