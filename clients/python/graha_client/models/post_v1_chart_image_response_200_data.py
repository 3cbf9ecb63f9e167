from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chart_kind import ChartKind
from ..models.chart_style import ChartStyle
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.placement_out import PlacementOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1ChartImageResponse200Data")


@_attrs_define
class PostV1ChartImageResponse200Data:
    """
    Attributes:
        ascendant (SignName):
        chart (ChartKind): Which chart a picture draws: the signs (rasi), the houses of the chosen house system
            (bhava chalit: each graha in its bhava), or a chakra: Sudarshana's three rings, or the
            Sarvatobhadra grid with the day's grahas and the vedha of the day's nakshatra.
        division (str):
        format_ (str):
        height (float):
        mime_type (str):
        placements (list[PlacementOut]):
        style (ChartStyle): North Indian (diamond), South Indian (fixed signs, Pisces top left) or East Indian (fixed
            signs, Aries top middle) chart drawing.
        svg (str): A standalone SVG document.
        title (str): The chart's title as drawn, in the request's locale.
        width (float): Canvas size in SVG user units (the `viewBox`).
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
        ascendant_name (str | Unset): `ascendant` as the reader of the request's `locale` reads it (English for `en`);
            present when `ascendant` is a name (GET /v1/glossary lists them).
    """

    ascendant: SignName
    chart: ChartKind
    division: str
    format_: str
    height: float
    mime_type: str
    placements: list[PlacementOut]
    style: ChartStyle
    svg: str
    title: str
    width: float
    settings: SettingsEcho
    ascendant_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant = self.ascendant.value

        chart = self.chart.value

        division = self.division

        format_ = self.format_

        height = self.height

        mime_type = self.mime_type

        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)

        style = self.style.value

        svg = self.svg

        title = self.title

        width = self.width

        settings = self.settings.to_dict()

        ascendant_name = self.ascendant_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendant": ascendant,
                "chart": chart,
                "division": division,
                "format": format_,
                "height": height,
                "mimeType": mime_type,
                "placements": placements,
                "style": style,
                "svg": svg,
                "title": title,
                "width": width,
                "settings": settings,
            }
        )
        if ascendant_name is not UNSET:
            field_dict["ascendantName"] = ascendant_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.placement_out import PlacementOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        ascendant = SignName(d.pop("ascendant"))

        chart = ChartKind(d.pop("chart"))

        division = d.pop("division")

        format_ = d.pop("format")

        height = d.pop("height")

        mime_type = d.pop("mimeType")

        placements = []
        _placements = d.pop("placements")
        for placements_item_data in _placements:
            placements_item = PlacementOut.from_dict(placements_item_data)

            placements.append(placements_item)

        style = ChartStyle(d.pop("style"))

        svg = d.pop("svg")

        title = d.pop("title")

        width = d.pop("width")

        settings = SettingsEcho.from_dict(d.pop("settings"))

        ascendant_name = d.pop("ascendantName", UNSET)

        post_v1_chart_image_response_200_data = cls(
            ascendant=ascendant,
            chart=chart,
            division=division,
            format_=format_,
            height=height,
            mime_type=mime_type,
            placements=placements,
            style=style,
            svg=svg,
            title=title,
            width=width,
            settings=settings,
            ascendant_name=ascendant_name,
        )

        post_v1_chart_image_response_200_data.additional_properties = d
        return post_v1_chart_image_response_200_data

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
