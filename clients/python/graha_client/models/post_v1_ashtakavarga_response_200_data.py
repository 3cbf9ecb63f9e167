from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ashtakavarga_out_bhinna import AshtakavargaOutBhinna
    from ..models.av_house_out import AvHouseOut
    from ..models.av_totals_out import AvTotalsOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1AshtakavargaResponse200Data")


@_attrs_define
class PostV1AshtakavargaResponse200Data:
    """
    Attributes:
        bhinna (AshtakavargaOutBhinna): Bhinna ashtakavarga, 12 bindus Aries → Pisces, per planet and for the ascendant.
        houses (list[AvHouseOut]): The same by house from the ascendant, 1 → 12.
        interpretation (str):
        sarva (list[int]): Sarva ashtakavarga (sum of the seven planets), Aries → Pisces.
        signs (list[str]): The sign order of every 12-bindu array.
        totals (AvTotalsOut):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    bhinna: AshtakavargaOutBhinna
    houses: list[AvHouseOut]
    interpretation: str
    sarva: list[int]
    signs: list[str]
    totals: AvTotalsOut
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bhinna = self.bhinna.to_dict()

        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data.to_dict()
            houses.append(houses_item)

        interpretation = self.interpretation

        sarva = self.sarva

        signs = self.signs

        totals = self.totals.to_dict()

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bhinna": bhinna,
                "houses": houses,
                "interpretation": interpretation,
                "sarva": sarva,
                "signs": signs,
                "totals": totals,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ashtakavarga_out_bhinna import AshtakavargaOutBhinna  # noqa: PLC0415
        from ..models.av_house_out import AvHouseOut  # noqa: PLC0415
        from ..models.av_totals_out import AvTotalsOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        bhinna = AshtakavargaOutBhinna.from_dict(d.pop("bhinna"))

        houses = []
        _houses = d.pop("houses")
        for houses_item_data in _houses:
            houses_item = AvHouseOut.from_dict(houses_item_data)

            houses.append(houses_item)

        interpretation = d.pop("interpretation")

        sarva = cast(list[int], d.pop("sarva"))

        signs = cast(list[str], d.pop("signs"))

        totals = AvTotalsOut.from_dict(d.pop("totals"))

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_ashtakavarga_response_200_data = cls(
            bhinna=bhinna,
            houses=houses,
            interpretation=interpretation,
            sarva=sarva,
            signs=signs,
            totals=totals,
            settings=settings,
        )

        post_v1_ashtakavarga_response_200_data.additional_properties = d
        return post_v1_ashtakavarga_response_200_data

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
