from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ashtakoot_system import AshtakootSystem

if TYPE_CHECKING:
    from ..models.matching_out import MatchingOut


T = TypeVar("T", bound="MatchingReply")


@_attrs_define
class MatchingReply:
    """The whole reply: `data: { matching, summary }`.

    Attributes:
        matching (MatchingOut): The reply of `POST /v1/matching`.
        summary (str):
        system (AshtakootSystem):
    """

    matching: MatchingOut
    summary: str
    system: AshtakootSystem
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        matching = self.matching.to_dict()

        summary = self.summary

        system = self.system.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "matching": matching,
                "summary": summary,
                "system": system,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.matching_out import MatchingOut  # noqa: PLC0415

        d = dict(src_dict)
        matching = MatchingOut.from_dict(d.pop("matching"))

        summary = d.pop("summary")

        system = AshtakootSystem(d.pop("system"))

        matching_reply = cls(
            matching=matching,
            summary=summary,
            system=system,
        )

        matching_reply.additional_properties = d
        return matching_reply

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
