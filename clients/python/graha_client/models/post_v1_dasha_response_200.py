from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dasha_out_with_settings import DashaOutWithSettings
    from ..models.system_dasha_out_with_settings import SystemDashaOutWithSettings


T = TypeVar("T", bound="PostV1DashaResponse200")


@_attrs_define
class PostV1DashaResponse200:
    """
    Attributes:
        data (DashaOutWithSettings | SystemDashaOutWithSettings):
        success (Literal[True]):
    """

    data: DashaOutWithSettings | SystemDashaOutWithSettings
    success: Literal[True]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dasha_out_with_settings import DashaOutWithSettings  # noqa: PLC0415

        data: dict[str, Any]
        if isinstance(self.data, DashaOutWithSettings):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        success = self.success

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "success": success,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dasha_out_with_settings import DashaOutWithSettings  # noqa: PLC0415
        from ..models.system_dasha_out_with_settings import SystemDashaOutWithSettings  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_data(data: object) -> DashaOutWithSettings | SystemDashaOutWithSettings:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = DashaOutWithSettings.from_dict(data)

                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            data_type_1 = SystemDashaOutWithSettings.from_dict(data)

            return data_type_1

        data = _parse_data(d.pop("data"))

        success = cast(Literal[True], d.pop("success"))
        if success != True:
            raise ValueError(f"success must match const True, got '{success}'")

        post_v1_dasha_response_200 = cls(
            data=data,
            success=success,
        )

        post_v1_dasha_response_200.additional_properties = d
        return post_v1_dasha_response_200

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
