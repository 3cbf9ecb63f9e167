from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.sudarshana_rings import SudarshanaRings


T = TypeVar("T", bound="Sudarshana")


@_attrs_define
class Sudarshana:
    """The Sudarshana chakra of a chart (BPHS ch. 21).

    Attributes:
        rings (SudarshanaRings): The three rings, each twelve houses, house 1 first.
    """

    rings: SudarshanaRings
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rings = self.rings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rings": rings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sudarshana_rings import SudarshanaRings  # noqa: PLC0415

        d = dict(src_dict)
        rings = SudarshanaRings.from_dict(d.pop("rings"))

        sudarshana = cls(
            rings=rings,
        )

        sudarshana.additional_properties = d
        return sudarshana

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
