from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.field_error import FieldError


T = TypeVar("T", bound="ValidationDetails")


@_attrs_define
class ValidationDetails:
    """`validation_failed`: every field that is missing or wrong.

    Attributes:
        fields (list[FieldError]):
    """

    fields: list[FieldError]

    def to_dict(self) -> dict[str, Any]:
        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fields": fields,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_error import FieldError  # noqa: PLC0415

        d = dict(src_dict)
        fields = []
        _fields = d.pop("fields")
        for fields_item_data in _fields:
            fields_item = FieldError.from_dict(fields_item_data)

            fields.append(fields_item)

        validation_details = cls(
            fields=fields,
        )

        return validation_details
