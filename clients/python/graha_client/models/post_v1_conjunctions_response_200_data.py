from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.conjunction_out import ConjunctionOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1ConjunctionsResponse200Data")


@_attrs_define
class PostV1ConjunctionsResponse200Data:
    """
    Attributes:
        conjunctions (list[ConjunctionOut]):
        count (int):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    conjunctions: list[ConjunctionOut]
    count: int
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conjunctions = []
        for conjunctions_item_data in self.conjunctions:
            conjunctions_item = conjunctions_item_data.to_dict()
            conjunctions.append(conjunctions_item)

        count = self.count

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conjunctions": conjunctions,
                "count": count,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.conjunction_out import ConjunctionOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        conjunctions = []
        _conjunctions = d.pop("conjunctions")
        for conjunctions_item_data in _conjunctions:
            conjunctions_item = ConjunctionOut.from_dict(conjunctions_item_data)

            conjunctions.append(conjunctions_item)

        count = d.pop("count")

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_conjunctions_response_200_data = cls(
            conjunctions=conjunctions,
            count=count,
            settings=settings,
        )

        post_v1_conjunctions_response_200_data.additional_properties = d
        return post_v1_conjunctions_response_200_data

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
