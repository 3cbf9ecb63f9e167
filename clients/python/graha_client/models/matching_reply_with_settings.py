from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ashtakoot_system import AshtakootSystem

if TYPE_CHECKING:
    from ..models.matching_out import MatchingOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="MatchingReplyWithSettings")


@_attrs_define
class MatchingReplyWithSettings:
    """
    Attributes:
        matching (MatchingOut): The reply of `POST /v1/matching`.
        summary (str):
        system (AshtakootSystem):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    matching: MatchingOut
    summary: str
    system: AshtakootSystem
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        matching = self.matching.to_dict()

        summary = self.summary

        system = self.system.value

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "matching": matching,
                "summary": summary,
                "system": system,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.matching_out import MatchingOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        matching = MatchingOut.from_dict(d.pop("matching"))

        summary = d.pop("summary")

        system = AshtakootSystem(d.pop("system"))

        settings = SettingsEcho.from_dict(d.pop("settings"))

        matching_reply_with_settings = cls(
            matching=matching,
            summary=summary,
            system=system,
            settings=settings,
        )

        matching_reply_with_settings.additional_properties = d
        return matching_reply_with_settings

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
