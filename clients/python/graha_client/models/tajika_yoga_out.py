from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.tajika_yoga_name import TajikaYogaName

T = TypeVar("T", bound="TajikaYogaOut")


@_attrs_define
class TajikaYogaOut:
    """A Tajika yoga formed in the annual chart, once for all its formations.

    Attributes:
        description (str):
        formations (list[list[PlanetName]]): Each formation's grahas: for two, the quicker first; for three, the pair
            and then the
            graha that joins or spoils it.
        name (TajikaYogaName): A Tajika yoga.
        planets (list[PlanetName]): Every graha taking part in one of its formations, in the order of the grahas.
        title (str): Its name in the reader's language.
    """

    description: str
    formations: list[list[PlanetName]]
    name: TajikaYogaName
    planets: list[PlanetName]
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        formations = []
        for formations_item_data in self.formations:
            formations_item = []
            for formations_item_item_data in formations_item_data:
                formations_item_item = formations_item_item_data.value
                formations_item.append(formations_item_item)

            formations.append(formations_item)

        name = self.name.value

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.value
            planets.append(planets_item)

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "formations": formations,
                "name": name,
                "planets": planets,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        formations = []
        _formations = d.pop("formations")
        for formations_item_data in _formations:
            formations_item = []
            _formations_item = formations_item_data
            for formations_item_item_data in _formations_item:
                formations_item_item = PlanetName(formations_item_item_data)

                formations_item.append(formations_item_item)

            formations.append(formations_item)

        name = TajikaYogaName(d.pop("name"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = PlanetName(planets_item_data)

            planets.append(planets_item)

        title = d.pop("title")

        tajika_yoga_out = cls(
            description=description,
            formations=formations,
            name=name,
            planets=planets,
            title=title,
        )

        tajika_yoga_out.additional_properties = d
        return tajika_yoga_out

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
