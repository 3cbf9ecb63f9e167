from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.sarvatobhadra_out import SarvatobhadraOut
    from ..models.sudarshana import Sudarshana


T = TypeVar("T", bound="ChakrasOut")


@_attrs_define
class ChakrasOut:
    """`POST /v1/chakras`.

    Attributes:
        sarvatobhadra (SarvatobhadraOut): The Sarvatobhadra chakra with the day's grahas and the vedhas of the day's
            nakshatra.
        sudarshana (Sudarshana): The Sudarshana chakra of a chart (BPHS ch. 21).
    """

    sarvatobhadra: SarvatobhadraOut
    sudarshana: Sudarshana
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sarvatobhadra = self.sarvatobhadra.to_dict()

        sudarshana = self.sudarshana.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sarvatobhadra": sarvatobhadra,
                "sudarshana": sudarshana,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sarvatobhadra_out import SarvatobhadraOut  # noqa: PLC0415
        from ..models.sudarshana import Sudarshana  # noqa: PLC0415

        d = dict(src_dict)
        sarvatobhadra = SarvatobhadraOut.from_dict(d.pop("sarvatobhadra"))

        sudarshana = Sudarshana.from_dict(d.pop("sudarshana"))

        chakras_out = cls(
            sarvatobhadra=sarvatobhadra,
            sudarshana=sudarshana,
        )

        chakras_out.additional_properties = d
        return chakras_out

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
