from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dashakoot_reply_with_settings import DashakootReplyWithSettings
    from ..models.matching_reply_with_settings import MatchingReplyWithSettings
    from ..models.porutham_reply_with_settings import PoruthamReplyWithSettings


T = TypeVar("T", bound="PostV1MatchingResponse200")


@_attrs_define
class PostV1MatchingResponse200:
    """
    Attributes:
        data (DashakootReplyWithSettings | MatchingReplyWithSettings | PoruthamReplyWithSettings):
        success (Literal[True]):
    """

    data: DashakootReplyWithSettings | MatchingReplyWithSettings | PoruthamReplyWithSettings
    success: Literal[True]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.matching_reply_with_settings import MatchingReplyWithSettings  # noqa: PLC0415
        from ..models.porutham_reply_with_settings import PoruthamReplyWithSettings  # noqa: PLC0415

        data: dict[str, Any]
        if isinstance(self.data, MatchingReplyWithSettings):
            data = self.data.to_dict()
        elif isinstance(self.data, PoruthamReplyWithSettings):
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
        from ..models.dashakoot_reply_with_settings import DashakootReplyWithSettings  # noqa: PLC0415
        from ..models.matching_reply_with_settings import MatchingReplyWithSettings  # noqa: PLC0415
        from ..models.porutham_reply_with_settings import PoruthamReplyWithSettings  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_data(
            data: object,
        ) -> DashakootReplyWithSettings | MatchingReplyWithSettings | PoruthamReplyWithSettings:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = MatchingReplyWithSettings.from_dict(data)

                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_1 = PoruthamReplyWithSettings.from_dict(data)

                return data_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            data_type_2 = DashakootReplyWithSettings.from_dict(data)

            return data_type_2

        data = _parse_data(d.pop("data"))

        success = cast(Literal[True], d.pop("success"))
        if success != True:
            raise ValueError(f"success must match const True, got '{success}'")

        post_v1_matching_response_200 = cls(
            data=data,
            success=success,
        )

        post_v1_matching_response_200.additional_properties = d
        return post_v1_matching_response_200

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
