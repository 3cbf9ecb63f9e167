from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.functional_summary import FunctionalSummary
    from ..models.planet_nature_out import PlanetNatureOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1FunctionalResponse200Data")


@_attrs_define
class PostV1FunctionalResponse200Data:
    """
    Attributes:
        ascendant (SignName):
        functional_summary (FunctionalSummary): `functionalSummary`: the functional benefics and malefics of the lagna.
        planets (list[PlanetNatureOut]):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
        ascendant_name (str | Unset): `ascendant` as the reader of the request's `locale` reads it (English for `en`);
            present when `ascendant` is a name (GET /v1/glossary lists them).
    """

    ascendant: SignName
    functional_summary: FunctionalSummary
    planets: list[PlanetNatureOut]
    settings: SettingsEcho
    ascendant_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant = self.ascendant.value

        functional_summary = self.functional_summary.to_dict()

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        settings = self.settings.to_dict()

        ascendant_name = self.ascendant_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendant": ascendant,
                "functionalSummary": functional_summary,
                "planets": planets,
                "settings": settings,
            }
        )
        if ascendant_name is not UNSET:
            field_dict["ascendantName"] = ascendant_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.functional_summary import FunctionalSummary  # noqa: PLC0415
        from ..models.planet_nature_out import PlanetNatureOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        ascendant = SignName(d.pop("ascendant"))

        functional_summary = FunctionalSummary.from_dict(d.pop("functionalSummary"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = PlanetNatureOut.from_dict(planets_item_data)

            planets.append(planets_item)

        settings = SettingsEcho.from_dict(d.pop("settings"))

        ascendant_name = d.pop("ascendantName", UNSET)

        post_v1_functional_response_200_data = cls(
            ascendant=ascendant,
            functional_summary=functional_summary,
            planets=planets,
            settings=settings,
            ascendant_name=ascendant_name,
        )

        post_v1_functional_response_200_data.additional_properties = d
        return post_v1_functional_response_200_data

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
