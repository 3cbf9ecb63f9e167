from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.settings_echo import SettingsEcho
    from ..models.vargas_out_divisions import VargasOutDivisions
    from ..models.vimshopaka_out import VimshopakaOut


T = TypeVar("T", bound="PostV1VargasResponse200Data")


@_attrs_define
class PostV1VargasResponse200Data:
    """
    Attributes:
        divisions (VargasOutDivisions): Keyed `D1` … `D144`: the divisions asked for (default the sixteen).
        order (list[str]): Division names in canonical order (a JSON object's key order is not guaranteed).
        vimshopaka (list[VimshopakaOut]): Vimshopaka bala of the seven grahas (the nodes have none), whatever the
            divisions asked.
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
    """

    divisions: VargasOutDivisions
    order: list[str]
    vimshopaka: list[VimshopakaOut]
    settings: SettingsEcho
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        divisions = self.divisions.to_dict()

        order = self.order

        vimshopaka = []
        for vimshopaka_item_data in self.vimshopaka:
            vimshopaka_item = vimshopaka_item_data.to_dict()
            vimshopaka.append(vimshopaka_item)

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "divisions": divisions,
                "order": order,
                "vimshopaka": vimshopaka,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415
        from ..models.vargas_out_divisions import VargasOutDivisions  # noqa: PLC0415
        from ..models.vimshopaka_out import VimshopakaOut  # noqa: PLC0415

        d = dict(src_dict)
        divisions = VargasOutDivisions.from_dict(d.pop("divisions"))

        order = cast(list[str], d.pop("order"))

        vimshopaka = []
        _vimshopaka = d.pop("vimshopaka")
        for vimshopaka_item_data in _vimshopaka:
            vimshopaka_item = VimshopakaOut.from_dict(vimshopaka_item_data)

            vimshopaka.append(vimshopaka_item)

        settings = SettingsEcho.from_dict(d.pop("settings"))

        post_v1_vargas_response_200_data = cls(
            divisions=divisions,
            order=order,
            vimshopaka=vimshopaka,
            settings=settings,
        )

        post_v1_vargas_response_200_data.additional_properties = d
        return post_v1_vargas_response_200_data

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
