from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.cell import Cell
    from ..models.vedha import Vedha


T = TypeVar("T", bound="SarvatobhadraOut")


@_attrs_define
class SarvatobhadraOut:
    """The Sarvatobhadra chakra with the day's grahas and the vedhas of the day's nakshatra.

    Attributes:
        at (str): The moment of the transits: noon (Asia/Kathmandu) of `date`, or now; RFC 3339 UTC.
        cells (list[list[Cell]]): Nine rows of nine cells, row 0 the east (top), column 0 the north (left); each cell's
            `planets` the natal grahas in its nakshatra, `transits` the grahas there at `at`.
        day_nakshatra (str): The Moon's nakshatra at `at` (Abhijit counted as the 28th where it falls).
        pierced (list[str]): The natal grahas (and the lagna, `Lagna`) in the cells it pierces.
        vedha (Vedha): The three vedhas of a nakshatra: the cells on the three lines drawn from it into the grid,
            each from the cell next to it to the edge. Every nakshatra pierces three (Horaratna, quoted
            with Phaladeepika ch. 26; Narapatijayacharya): the one in front, straight across, and one to
            the left and one to the right, along the diagonals. Facing into the grid from its side, the
            left diagonal leans towards the nakshatras that follow (Krittika's towards Vishakha) and the
            right one towards those before (Krittika's reaches Bharani). The relation is mutual: a graha in
            any of these cells pierces the nakshatra in turn.
    """

    at: str
    cells: list[list[Cell]]
    day_nakshatra: str
    pierced: list[str]
    vedha: Vedha
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        cells = []
        for cells_item_data in self.cells:
            cells_item = []
            for cells_item_item_data in cells_item_data:
                cells_item_item = cells_item_item_data.to_dict()
                cells_item.append(cells_item_item)

            cells.append(cells_item)

        day_nakshatra = self.day_nakshatra

        pierced = self.pierced

        vedha = self.vedha.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "cells": cells,
                "dayNakshatra": day_nakshatra,
                "pierced": pierced,
                "vedha": vedha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cell import Cell  # noqa: PLC0415
        from ..models.vedha import Vedha  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        cells = []
        _cells = d.pop("cells")
        for cells_item_data in _cells:
            cells_item = []
            _cells_item = cells_item_data
            for cells_item_item_data in _cells_item:
                cells_item_item = Cell.from_dict(cells_item_item_data)

                cells_item.append(cells_item_item)

            cells.append(cells_item)

        day_nakshatra = d.pop("dayNakshatra")

        pierced = cast(list[str], d.pop("pierced"))

        vedha = Vedha.from_dict(d.pop("vedha"))

        sarvatobhadra_out = cls(
            at=at,
            cells=cells,
            day_nakshatra=day_nakshatra,
            pierced=pierced,
            vedha=vedha,
        )

        sarvatobhadra_out.additional_properties = d
        return sarvatobhadra_out

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
