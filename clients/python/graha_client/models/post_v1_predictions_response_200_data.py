from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.current_out import CurrentOut
    from ..models.period_reading_out import PeriodReadingOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1PredictionsResponse200Data")


@_attrs_define
class PostV1PredictionsResponse200Data:
    """
    Attributes:
        current_dasha (CurrentOut):
        periods (list[PeriodReadingOut]):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    current_dasha: CurrentOut
    periods: list[PeriodReadingOut]
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        current_dasha = self.current_dasha.to_dict()

        periods = []
        for periods_item_data in self.periods:
            periods_item = periods_item_data.to_dict()
            periods.append(periods_item)

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "currentDasha": current_dasha,
                "periods": periods,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.current_out import CurrentOut  # noqa: PLC0415
        from ..models.period_reading_out import PeriodReadingOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        current_dasha = CurrentOut.from_dict(d.pop("currentDasha"))

        periods = []
        _periods = d.pop("periods")
        for periods_item_data in _periods:
            periods_item = PeriodReadingOut.from_dict(periods_item_data)

            periods.append(periods_item)

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_predictions_response_200_data = cls(
            current_dasha=current_dasha,
            periods=periods,
            settings=settings,
        )

        post_v1_predictions_response_200_data.additional_properties = d
        return post_v1_predictions_response_200_data

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
