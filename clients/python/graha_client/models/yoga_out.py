from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="YogaOut")


@_attrs_define
class YogaOut:
    """One yoga as published. `strength` is `strong`, `moderate` or `weak` for a present yoga and
    `none` for an absent one; `formingPlanets` is empty when absent.

        Attributes:
            category (str):
            description (str):
            display_name (str): The name in the reply's language.
            forming_planets (list[PlanetName]):
            group (str): Family: mahapurusha, lunar, solar, raja, dhana, viparita, neechaBhanga, parivartana,
                nabhasa, other.
            is_present (bool):
            key (str): Stable identifier (camelCase), e.g. `gajaKesari`.
            name (str): English name, e.g. `Gaja Kesari Yoga`.
            source (str): The classical source of the rule, in the reply's language.
            strength (str):
            details (list[str] | Unset): What the chart shows for this yoga: which lords combine, which condition cancels.
    """

    category: str
    description: str
    display_name: str
    forming_planets: list[PlanetName]
    group: str
    is_present: bool
    key: str
    name: str
    source: str
    strength: str
    details: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        description = self.description

        display_name = self.display_name

        forming_planets = []
        for forming_planets_item_data in self.forming_planets:
            forming_planets_item = forming_planets_item_data.value
            forming_planets.append(forming_planets_item)

        group = self.group

        is_present = self.is_present

        key = self.key

        name = self.name

        source = self.source

        strength = self.strength

        details: list[str] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "category": category,
                "description": description,
                "displayName": display_name,
                "formingPlanets": forming_planets,
                "group": group,
                "isPresent": is_present,
                "key": key,
                "name": name,
                "source": source,
                "strength": strength,
            }
        )
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category")

        description = d.pop("description")

        display_name = d.pop("displayName")

        forming_planets = []
        _forming_planets = d.pop("formingPlanets")
        for forming_planets_item_data in _forming_planets:
            forming_planets_item = PlanetName(forming_planets_item_data)

            forming_planets.append(forming_planets_item)

        group = d.pop("group")

        is_present = d.pop("isPresent")

        key = d.pop("key")

        name = d.pop("name")

        source = d.pop("source")

        strength = d.pop("strength")

        details = cast(list[str], d.pop("details", UNSET))

        yoga_out = cls(
            category=category,
            description=description,
            display_name=display_name,
            forming_planets=forming_planets,
            group=group,
            is_present=is_present,
            key=key,
            name=name,
            source=source,
            strength=strength,
            details=details,
        )

        yoga_out.additional_properties = d
        return yoga_out

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
