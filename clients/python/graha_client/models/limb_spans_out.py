from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.panchang_span import PanchangSpan


T = TypeVar("T", bound="LimbSpansOut")


@_attrs_define
class LimbSpansOut:
    """
    Attributes:
        karanas (list[PanchangSpan]):
        nakshatras (list[PanchangSpan]):
        tithis (list[PanchangSpan]):
        yogas (list[PanchangSpan]):
    """

    karanas: list[PanchangSpan]
    nakshatras: list[PanchangSpan]
    tithis: list[PanchangSpan]
    yogas: list[PanchangSpan]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        karanas = []
        for karanas_item_data in self.karanas:
            karanas_item = karanas_item_data.to_dict()
            karanas.append(karanas_item)

        nakshatras = []
        for nakshatras_item_data in self.nakshatras:
            nakshatras_item = nakshatras_item_data.to_dict()
            nakshatras.append(nakshatras_item)

        tithis = []
        for tithis_item_data in self.tithis:
            tithis_item = tithis_item_data.to_dict()
            tithis.append(tithis_item)

        yogas = []
        for yogas_item_data in self.yogas:
            yogas_item = yogas_item_data.to_dict()
            yogas.append(yogas_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "karanas": karanas,
                "nakshatras": nakshatras,
                "tithis": tithis,
                "yogas": yogas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.panchang_span import PanchangSpan  # noqa: PLC0415

        d = dict(src_dict)
        karanas = []
        _karanas = d.pop("karanas")
        for karanas_item_data in _karanas:
            karanas_item = PanchangSpan.from_dict(karanas_item_data)

            karanas.append(karanas_item)

        nakshatras = []
        _nakshatras = d.pop("nakshatras")
        for nakshatras_item_data in _nakshatras:
            nakshatras_item = PanchangSpan.from_dict(nakshatras_item_data)

            nakshatras.append(nakshatras_item)

        tithis = []
        _tithis = d.pop("tithis")
        for tithis_item_data in _tithis:
            tithis_item = PanchangSpan.from_dict(tithis_item_data)

            tithis.append(tithis_item)

        yogas = []
        _yogas = d.pop("yogas")
        for yogas_item_data in _yogas:
            yogas_item = PanchangSpan.from_dict(yogas_item_data)

            yogas.append(yogas_item)

        limb_spans_out = cls(
            karanas=karanas,
            nakshatras=nakshatras,
            tithis=tithis,
            yogas=yogas,
        )

        limb_spans_out.additional_properties = d
        return limb_spans_out

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
