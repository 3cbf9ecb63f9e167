from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.activity import Activity

if TYPE_CHECKING:
    from ..models.blocked_out import BlockedOut
    from ..models.settings_echo import SettingsEcho
    from ..models.skipped_day_out import SkippedDayOut
    from ..models.window_out import WindowOut


T = TypeVar("T", bound="PostV1MuhurtaResponse200Data")


@_attrs_define
class PostV1MuhurtaResponse200Data:
    """
    Attributes:
        activity (Activity): What a muhurta is sought for (the wire names are kebab-case).
        activity_name (str): The activity in the reply's language.
        days (list[str]): The Hindu days (sunrise to sunrise, by the date of the sunrise) holding any qualified
            window, listed or not, in order: the days an almanac prints for the activity.
        from_ (str): `YYYY-MM-DD`, civil dates at the place, both included.
        none (list[BlockedOut]): Empty when some window qualified; else the hard rules that refused the range, the
            widest first ("no marriage muhurta: Chaturmas").
        qualified (int): How many windows qualified (at most 50 are listed).
        skipped_days (list[SkippedDayOut]): The dates of the range without a day of their own (polar day or night: no
            sunrise, no
            sunset, or no next sunrise), by date; no window is sought in them. Empty elsewhere.
        summary (str): One sentence in the reply's language.
        timezone (str): The IANA zone of the times.
        to (str):
        windows (list[WindowOut]): Best first.
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    activity: Activity
    activity_name: str
    days: list[str]
    from_: str
    none: list[BlockedOut]
    qualified: int
    skipped_days: list[SkippedDayOut]
    summary: str
    timezone: str
    to: str
    windows: list[WindowOut]
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        activity = self.activity.value

        activity_name = self.activity_name

        days = self.days

        from_ = self.from_

        none = []
        for none_item_data in self.none:
            none_item = none_item_data.to_dict()
            none.append(none_item)

        qualified = self.qualified

        skipped_days = []
        for skipped_days_item_data in self.skipped_days:
            skipped_days_item = skipped_days_item_data.to_dict()
            skipped_days.append(skipped_days_item)

        summary = self.summary

        timezone = self.timezone

        to = self.to

        windows = []
        for windows_item_data in self.windows:
            windows_item = windows_item_data.to_dict()
            windows.append(windows_item)

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "activity": activity,
                "activityName": activity_name,
                "days": days,
                "from": from_,
                "none": none,
                "qualified": qualified,
                "skippedDays": skipped_days,
                "summary": summary,
                "timezone": timezone,
                "to": to,
                "windows": windows,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.blocked_out import BlockedOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415
        from ..models.skipped_day_out import SkippedDayOut  # noqa: PLC0415
        from ..models.window_out import WindowOut  # noqa: PLC0415

        d = dict(src_dict)
        activity = Activity(d.pop("activity"))

        activity_name = d.pop("activityName")

        days = cast(list[str], d.pop("days"))

        from_ = d.pop("from")

        none = []
        _none = d.pop("none")
        for none_item_data in _none:
            none_item = BlockedOut.from_dict(none_item_data)

            none.append(none_item)

        qualified = d.pop("qualified")

        skipped_days = []
        _skipped_days = d.pop("skippedDays")
        for skipped_days_item_data in _skipped_days:
            skipped_days_item = SkippedDayOut.from_dict(skipped_days_item_data)

            skipped_days.append(skipped_days_item)

        summary = d.pop("summary")

        timezone = d.pop("timezone")

        to = d.pop("to")

        windows = []
        _windows = d.pop("windows")
        for windows_item_data in _windows:
            windows_item = WindowOut.from_dict(windows_item_data)

            windows.append(windows_item)

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_muhurta_response_200_data = cls(
            activity=activity,
            activity_name=activity_name,
            days=days,
            from_=from_,
            none=none,
            qualified=qualified,
            skipped_days=skipped_days,
            summary=summary,
            timezone=timezone,
            to=to,
            windows=windows,
            settings=settings,
        )

        post_v1_muhurta_response_200_data.additional_properties = d
        return post_v1_muhurta_response_200_data

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
