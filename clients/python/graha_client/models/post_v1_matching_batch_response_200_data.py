from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.matching_role import MatchingRole
from ..models.matching_system import MatchingSystem

if TYPE_CHECKING:
    from ..models.batch_result_out import BatchResultOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1MatchingBatchResponse200Data")


@_attrs_define
class PostV1MatchingBatchResponse200Data:
    """
    Attributes:
        results (list[BatchResultOut]): Best first: by percentage, then (Ashtakoot) adjusted points, then the
            candidates' order.
        role (MatchingRole): The side the person of `profileId` / `birth` takes in each pair.
        system (MatchingSystem): The matching system of `POST /v1/matching`: the North Indian Ashtakoot
            (the spec's), the South Indian ten poruthams, or the ten kootas of Dashakoot.
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    results: list[BatchResultOut]
    role: MatchingRole
    system: MatchingSystem
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        role = self.role.value

        system = self.system.value

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "results": results,
                "role": role,
                "system": system,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_result_out import BatchResultOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = BatchResultOut.from_dict(results_item_data)

            results.append(results_item)

        role = MatchingRole(d.pop("role"))

        system = MatchingSystem(d.pop("system"))

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_matching_batch_response_200_data = cls(
            results=results,
            role=role,
            system=system,
            settings=settings,
        )

        post_v1_matching_batch_response_200_data.additional_properties = d
        return post_v1_matching_batch_response_200_data

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
