from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.settings_echo import SettingsEcho
    from ..models.yoga_out import YogaOut
    from ..models.yogas_summary import YogasSummary


T = TypeVar("T", bound="PostV1YogasResponse200Data")


@_attrs_define
class PostV1YogasResponse200Data:
    """
    Attributes:
        summary (YogasSummary): Counts over the present yogas.
        yogas (list[YogaOut]):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    summary: YogasSummary
    yogas: list[YogaOut]
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        summary = self.summary.to_dict()

        yogas = []
        for yogas_item_data in self.yogas:
            yogas_item = yogas_item_data.to_dict()
            yogas.append(yogas_item)

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "summary": summary,
                "yogas": yogas,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415
        from ..models.yoga_out import YogaOut  # noqa: PLC0415
        from ..models.yogas_summary import YogasSummary  # noqa: PLC0415

        d = dict(src_dict)
        summary = YogasSummary.from_dict(d.pop("summary"))

        yogas = []
        _yogas = d.pop("yogas")
        for yogas_item_data in _yogas:
            yogas_item = YogaOut.from_dict(yogas_item_data)

            yogas.append(yogas_item)

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_yogas_response_200_data = cls(
            summary=summary,
            yogas=yogas,
            settings=settings,
        )

        post_v1_yogas_response_200_data.additional_properties = d
        return post_v1_yogas_response_200_data

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
