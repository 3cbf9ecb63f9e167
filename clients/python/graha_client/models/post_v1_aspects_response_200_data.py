from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.node_aspects import NodeAspects

if TYPE_CHECKING:
    from ..models.graha_aspects_out import GrahaAspectsOut
    from ..models.house_aspects_out import HouseAspectsOut
    from ..models.mutual_aspect_out import MutualAspectOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1AspectsResponse200Data")


@_attrs_define
class PostV1AspectsResponse200Data:
    """
    Attributes:
        houses (list[HouseAspectsOut]):
        mutual_aspects (list[MutualAspectOut]):
        node_aspects (NodeAspects): How the lunar nodes cast aspects (see the module documentation).
        planets (list[GrahaAspectsOut]):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    houses: list[HouseAspectsOut]
    mutual_aspects: list[MutualAspectOut]
    node_aspects: NodeAspects
    planets: list[GrahaAspectsOut]
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data.to_dict()
            houses.append(houses_item)

        mutual_aspects = []
        for mutual_aspects_item_data in self.mutual_aspects:
            mutual_aspects_item = mutual_aspects_item_data.to_dict()
            mutual_aspects.append(mutual_aspects_item)

        node_aspects = self.node_aspects.value

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "houses": houses,
                "mutualAspects": mutual_aspects,
                "nodeAspects": node_aspects,
                "planets": planets,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graha_aspects_out import GrahaAspectsOut  # noqa: PLC0415
        from ..models.house_aspects_out import HouseAspectsOut  # noqa: PLC0415
        from ..models.mutual_aspect_out import MutualAspectOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        houses = []
        _houses = d.pop("houses")
        for houses_item_data in _houses:
            houses_item = HouseAspectsOut.from_dict(houses_item_data)

            houses.append(houses_item)

        mutual_aspects = []
        _mutual_aspects = d.pop("mutualAspects")
        for mutual_aspects_item_data in _mutual_aspects:
            mutual_aspects_item = MutualAspectOut.from_dict(mutual_aspects_item_data)

            mutual_aspects.append(mutual_aspects_item)

        node_aspects = NodeAspects(d.pop("nodeAspects"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = GrahaAspectsOut.from_dict(planets_item_data)

            planets.append(planets_item)

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_aspects_response_200_data = cls(
            houses=houses,
            mutual_aspects=mutual_aspects,
            node_aspects=node_aspects,
            planets=planets,
            settings=settings,
        )

        post_v1_aspects_response_200_data.additional_properties = d
        return post_v1_aspects_response_200_data

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
