from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dosha_remedy_out import DoshaRemedyOut
    from ..models.planet_remedy_out import PlanetRemedyOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1RemediesResponse200Data")


@_attrs_define
class PostV1RemediesResponse200Data:
    """
    Attributes:
        doshas (list[DoshaRemedyOut]):
        planets (list[PlanetRemedyOut]):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    doshas: list[DoshaRemedyOut]
    planets: list[PlanetRemedyOut]
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        doshas = []
        for doshas_item_data in self.doshas:
            doshas_item = doshas_item_data.to_dict()
            doshas.append(doshas_item)

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "doshas": doshas,
                "planets": planets,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dosha_remedy_out import DoshaRemedyOut  # noqa: PLC0415
        from ..models.planet_remedy_out import PlanetRemedyOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        doshas = []
        _doshas = d.pop("doshas")
        for doshas_item_data in _doshas:
            doshas_item = DoshaRemedyOut.from_dict(doshas_item_data)

            doshas.append(doshas_item)

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = PlanetRemedyOut.from_dict(planets_item_data)

            planets.append(planets_item)

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_remedies_response_200_data = cls(
            doshas=doshas,
            planets=planets,
            settings=settings,
        )

        post_v1_remedies_response_200_data.additional_properties = d
        return post_v1_remedies_response_200_data

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
