from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.error_error_type_6_code import ErrorErrorType6Code

if TYPE_CHECKING:
    from ..models.lockout_details import LockoutDetails


T = TypeVar("T", bound="ErrorErrorType6")


@_attrs_define
class ErrorErrorType6:
    """
    Attributes:
        code (ErrorErrorType6Code):
        details (LockoutDetails): `too_many_failed_authentications`: seconds to wait.
        message (str): for a person
    """

    code: ErrorErrorType6Code
    details: LockoutDetails
    message: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        details = self.details.to_dict()

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "details": details,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lockout_details import LockoutDetails  # noqa: PLC0415

        d = dict(src_dict)
        code = ErrorErrorType6Code(d.pop("code"))

        details = LockoutDetails.from_dict(d.pop("details"))

        message = d.pop("message")

        error_error_type_6 = cls(
            code=code,
            details=details,
            message=message,
        )

        error_error_type_6.additional_properties = d
        return error_error_type_6

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
