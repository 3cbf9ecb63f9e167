from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.cell_pos import CellPos


T = TypeVar("T", bound="Vedha")


@_attrs_define
class Vedha:
    """The three vedhas of a nakshatra: the cells on the three lines drawn from it into the grid,
    each from the cell next to it to the edge. Every nakshatra pierces three (Horaratna, quoted
    with Phaladeepika ch. 26; Narapatijayacharya): the one in front, straight across, and one to
    the left and one to the right, along the diagonals. Facing into the grid from its side, the
    left diagonal leans towards the nakshatras that follow (Krittika's towards Vishakha) and the
    right one towards those before (Krittika's reaches Bharani). The relation is mutual: a graha in
    any of these cells pierces the nakshatra in turn.

        Attributes:
            front (list[CellPos]):
            left (list[CellPos]):
            right (list[CellPos]):
            star (str):
    """

    front: list[CellPos]
    left: list[CellPos]
    right: list[CellPos]
    star: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        front = []
        for front_item_data in self.front:
            front_item = front_item_data.to_dict()
            front.append(front_item)

        left = []
        for left_item_data in self.left:
            left_item = left_item_data.to_dict()
            left.append(left_item)

        right = []
        for right_item_data in self.right:
            right_item = right_item_data.to_dict()
            right.append(right_item)

        star = self.star

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "front": front,
                "left": left,
                "right": right,
                "star": star,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cell_pos import CellPos  # noqa: PLC0415

        d = dict(src_dict)
        front = []
        _front = d.pop("front")
        for front_item_data in _front:
            front_item = CellPos.from_dict(front_item_data)

            front.append(front_item)

        left = []
        _left = d.pop("left")
        for left_item_data in _left:
            left_item = CellPos.from_dict(left_item_data)

            left.append(left_item)

        right = []
        _right = d.pop("right")
        for right_item_data in _right:
            right_item = CellPos.from_dict(right_item_data)

            right.append(right_item)

        star = d.pop("star")

        vedha = cls(
            front=front,
            left=left,
            right=right,
            star=star,
        )

        vedha.additional_properties = d
        return vedha

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
