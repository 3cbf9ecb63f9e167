from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.event_out import EventOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1EventsResponse200Data")


@_attrs_define
class PostV1EventsResponse200Data:
    """
    Attributes:
        events (list[EventOut]): In time order.
        from_ (str): The range asked for, in the place's zone.
        timezone (str): The IANA zone every moment is given in.
        to (str):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    events: list[EventOut]
    from_: str
    timezone: str
    to: str
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        from_ = self.from_

        timezone = self.timezone

        to = self.to

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "from": from_,
                "timezone": timezone,
                "to": to,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_out import EventOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = EventOut.from_dict(events_item_data)

            events.append(events_item)

        from_ = d.pop("from")

        timezone = d.pop("timezone")

        to = d.pop("to")

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_events_response_200_data = cls(
            events=events,
            from_=from_,
            timezone=timezone,
            to=to,
            settings=settings,
        )

        post_v1_events_response_200_data.additional_properties = d
        return post_v1_events_response_200_data

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
