from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.cell_kind import CellKind
from ..models.planet import Planet
from ..types import UNSET, Unset

T = TypeVar("T", bound="Cell")


@_attrs_define
class Cell:
    """One cell of the chakra as published.

    Attributes:
        kind (CellKind): A cell's kind as published (lowercase). The weekdays share the five tithi cells (there is
            no cell of weekdays alone), so they are a field of those cells rather than a kind.
        label (str):
        lagna (bool): Whether the lagna is in this nakshatra.
        planets (list[Planet]): The natal grahas in this nakshatra, in `Planet::ALL` order.
        transits (list[Planet] | Unset): The transiting grahas in this nakshatra, when transits were given.
        weekdays (list[str] | Unset): The weekdays written in a tithi cell (English names); empty elsewhere.
    """

    kind: CellKind
    label: str
    lagna: bool
    planets: list[Planet]
    transits: list[Planet] | Unset = UNSET
    weekdays: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        label = self.label

        lagna = self.lagna

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.value
            planets.append(planets_item)

        transits: list[str] | Unset = UNSET
        if not isinstance(self.transits, Unset):
            transits = []
            for transits_item_data in self.transits:
                transits_item = transits_item_data.value
                transits.append(transits_item)

        weekdays: list[str] | Unset = UNSET
        if not isinstance(self.weekdays, Unset):
            weekdays = self.weekdays

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "label": label,
                "lagna": lagna,
                "planets": planets,
            }
        )
        if transits is not UNSET:
            field_dict["transits"] = transits
        if weekdays is not UNSET:
            field_dict["weekdays"] = weekdays

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = CellKind(d.pop("kind"))

        label = d.pop("label")

        lagna = d.pop("lagna")

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = Planet(planets_item_data)

            planets.append(planets_item)

        _transits = d.pop("transits", UNSET)
        transits: list[Planet] | Unset = UNSET
        if _transits is not UNSET:
            transits = []
            for transits_item_data in _transits:
                transits_item = Planet(transits_item_data)

                transits.append(transits_item)

        weekdays = cast(list[str], d.pop("weekdays", UNSET))

        cell = cls(
            kind=kind,
            label=label,
            lagna=lagna,
            planets=planets,
            transits=transits,
            weekdays=weekdays,
        )

        cell.additional_properties = d
        return cell

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
