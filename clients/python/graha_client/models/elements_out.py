from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.element import Element

if TYPE_CHECKING:
    from ..models.element_figures import ElementFigures
    from ..models.element_placement import ElementPlacement


T = TypeVar("T", bound="ElementsOut")


@_attrs_define
class ElementsOut:
    """`POST /v1/elements`.

    Attributes:
        ascendant_element (Element): Fire, earth, air, water.
        balanced (bool): Whether no element stands out (largest minus smallest share under 15 points).
        counts (ElementFigures): Per-element figures of the balance.
        dominant (Element): Fire, earth, air, water.
        interpretation (str):
        lacking (list[Element]): Elements with no point at all.
        moon_element (Element): Fire, earth, air, water.
        percentages (ElementFigures): Per-element figures of the balance.
        placements (list[ElementPlacement]): Each point counted, with its sign, element and weight (see
            `element_weight`).
        weakest (Element): Fire, earth, air, water.
    """

    ascendant_element: Element
    balanced: bool
    counts: ElementFigures
    dominant: Element
    interpretation: str
    lacking: list[Element]
    moon_element: Element
    percentages: ElementFigures
    placements: list[ElementPlacement]
    weakest: Element
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant_element = self.ascendant_element.value

        balanced = self.balanced

        counts = self.counts.to_dict()

        dominant = self.dominant.value

        interpretation = self.interpretation

        lacking = []
        for lacking_item_data in self.lacking:
            lacking_item = lacking_item_data.value
            lacking.append(lacking_item)

        moon_element = self.moon_element.value

        percentages = self.percentages.to_dict()

        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)

        weakest = self.weakest.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendantElement": ascendant_element,
                "balanced": balanced,
                "counts": counts,
                "dominant": dominant,
                "interpretation": interpretation,
                "lacking": lacking,
                "moonElement": moon_element,
                "percentages": percentages,
                "placements": placements,
                "weakest": weakest,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.element_figures import ElementFigures  # noqa: PLC0415
        from ..models.element_placement import ElementPlacement  # noqa: PLC0415

        d = dict(src_dict)
        ascendant_element = Element(d.pop("ascendantElement"))

        balanced = d.pop("balanced")

        counts = ElementFigures.from_dict(d.pop("counts"))

        dominant = Element(d.pop("dominant"))

        interpretation = d.pop("interpretation")

        lacking = []
        _lacking = d.pop("lacking")
        for lacking_item_data in _lacking:
            lacking_item = Element(lacking_item_data)

            lacking.append(lacking_item)

        moon_element = Element(d.pop("moonElement"))

        percentages = ElementFigures.from_dict(d.pop("percentages"))

        placements = []
        _placements = d.pop("placements")
        for placements_item_data in _placements:
            placements_item = ElementPlacement.from_dict(placements_item_data)

            placements.append(placements_item)

        weakest = Element(d.pop("weakest"))

        elements_out = cls(
            ascendant_element=ascendant_element,
            balanced=balanced,
            counts=counts,
            dominant=dominant,
            interpretation=interpretation,
            lacking=lacking,
            moon_element=moon_element,
            percentages=percentages,
            placements=placements,
            weakest=weakest,
        )

        elements_out.additional_properties = d
        return elements_out

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
