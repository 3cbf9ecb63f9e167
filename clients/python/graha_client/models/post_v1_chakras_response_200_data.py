from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.sarvatobhadra_out import SarvatobhadraOut
    from ..models.settings_echo import SettingsEcho
    from ..models.sudarshana import Sudarshana


T = TypeVar("T", bound="PostV1ChakrasResponse200Data")


@_attrs_define
class PostV1ChakrasResponse200Data:
    """
    Attributes:
        sarvatobhadra (SarvatobhadraOut): The Sarvatobhadra chakra with the day's grahas and the vedhas of the day's
            nakshatra.
        sudarshana (Sudarshana): The Sudarshana chakra of a chart (BPHS ch. 21).
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    sarvatobhadra: SarvatobhadraOut
    sudarshana: Sudarshana
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sarvatobhadra = self.sarvatobhadra.to_dict()

        sudarshana = self.sudarshana.to_dict()

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sarvatobhadra": sarvatobhadra,
                "sudarshana": sudarshana,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sarvatobhadra_out import SarvatobhadraOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415
        from ..models.sudarshana import Sudarshana  # noqa: PLC0415

        d = dict(src_dict)
        sarvatobhadra = SarvatobhadraOut.from_dict(d.pop("sarvatobhadra"))

        sudarshana = Sudarshana.from_dict(d.pop("sudarshana"))

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_chakras_response_200_data = cls(
            sarvatobhadra=sarvatobhadra,
            sudarshana=sudarshana,
            settings=settings,
        )

        post_v1_chakras_response_200_data.additional_properties = d
        return post_v1_chakras_response_200_data

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
