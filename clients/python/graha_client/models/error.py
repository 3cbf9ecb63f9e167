from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.error_error_type_0 import ErrorErrorType0
    from ..models.error_error_type_1 import ErrorErrorType1
    from ..models.error_error_type_2 import ErrorErrorType2
    from ..models.error_error_type_3 import ErrorErrorType3
    from ..models.error_error_type_4 import ErrorErrorType4
    from ..models.error_error_type_5 import ErrorErrorType5
    from ..models.error_error_type_6 import ErrorErrorType6
    from ..models.error_error_type_7 import ErrorErrorType7


T = TypeVar("T", bound="Error")


@_attrs_define
class Error:
    """
    Attributes:
        error (ErrorErrorType0 | ErrorErrorType1 | ErrorErrorType2 | ErrorErrorType3 | ErrorErrorType4 | ErrorErrorType5
            | ErrorErrorType6 | ErrorErrorType7): `code` says what went wrong and which `details` come with it
        success (Literal[False]):
    """

    error: (
        ErrorErrorType0
        | ErrorErrorType1
        | ErrorErrorType2
        | ErrorErrorType3
        | ErrorErrorType4
        | ErrorErrorType5
        | ErrorErrorType6
        | ErrorErrorType7
    )
    success: Literal[False]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.error_error_type_0 import ErrorErrorType0  # noqa: PLC0415
        from ..models.error_error_type_1 import ErrorErrorType1  # noqa: PLC0415
        from ..models.error_error_type_2 import ErrorErrorType2  # noqa: PLC0415
        from ..models.error_error_type_3 import ErrorErrorType3  # noqa: PLC0415
        from ..models.error_error_type_4 import ErrorErrorType4  # noqa: PLC0415
        from ..models.error_error_type_5 import ErrorErrorType5  # noqa: PLC0415
        from ..models.error_error_type_6 import ErrorErrorType6  # noqa: PLC0415

        error: dict[str, Any]
        if isinstance(self.error, ErrorErrorType0):
            error = self.error.to_dict()
        elif isinstance(self.error, ErrorErrorType1):
            error = self.error.to_dict()
        elif isinstance(self.error, ErrorErrorType2):
            error = self.error.to_dict()
        elif isinstance(self.error, ErrorErrorType3):
            error = self.error.to_dict()
        elif isinstance(self.error, ErrorErrorType4):
            error = self.error.to_dict()
        elif isinstance(self.error, ErrorErrorType5):
            error = self.error.to_dict()
        elif isinstance(self.error, ErrorErrorType6):
            error = self.error.to_dict()
        else:
            error = self.error.to_dict()

        success = self.success

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
                "success": success,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_error_type_0 import ErrorErrorType0  # noqa: PLC0415
        from ..models.error_error_type_1 import ErrorErrorType1  # noqa: PLC0415
        from ..models.error_error_type_2 import ErrorErrorType2  # noqa: PLC0415
        from ..models.error_error_type_3 import ErrorErrorType3  # noqa: PLC0415
        from ..models.error_error_type_4 import ErrorErrorType4  # noqa: PLC0415
        from ..models.error_error_type_5 import ErrorErrorType5  # noqa: PLC0415
        from ..models.error_error_type_6 import ErrorErrorType6  # noqa: PLC0415
        from ..models.error_error_type_7 import ErrorErrorType7  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_error(
            data: object,
        ) -> (
            ErrorErrorType0
            | ErrorErrorType1
            | ErrorErrorType2
            | ErrorErrorType3
            | ErrorErrorType4
            | ErrorErrorType5
            | ErrorErrorType6
            | ErrorErrorType7
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = ErrorErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_1 = ErrorErrorType1.from_dict(data)

                return error_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_2 = ErrorErrorType2.from_dict(data)

                return error_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_3 = ErrorErrorType3.from_dict(data)

                return error_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_4 = ErrorErrorType4.from_dict(data)

                return error_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_5 = ErrorErrorType5.from_dict(data)

                return error_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_6 = ErrorErrorType6.from_dict(data)

                return error_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            error_type_7 = ErrorErrorType7.from_dict(data)

            return error_type_7

        error = _parse_error(d.pop("error"))

        success = cast(Literal[False], d.pop("success"))
        if success != False:
            raise ValueError(f"success must match const False, got '{success}'")

        error = cls(
            error=error,
            success=success,
        )

        error.additional_properties = d
        return error

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
