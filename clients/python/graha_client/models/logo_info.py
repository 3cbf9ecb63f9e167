from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LogoInfo")


@_attrs_define
class LogoInfo:
    """The stored logo, described (its bytes are drawn on the PDFs, not sent back).

    Attributes:
        height (int):
        source (str): What was uploaded: `png` or `svg` (an SVG is kept rasterised).
        width (int): Size of the kept picture in pixels.
    """

    height: int
    source: str
    width: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        height = self.height

        source = self.source

        width = self.width

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "height": height,
                "source": source,
                "width": width,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        height = d.pop("height")

        source = d.pop("source")

        width = d.pop("width")

        logo_info = cls(
            height=height,
            source=source,
            width=width,
        )

        logo_info.additional_properties = d
        return logo_info

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
