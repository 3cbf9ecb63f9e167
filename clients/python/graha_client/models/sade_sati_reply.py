from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kantak_out import KantakOut
    from ..models.lifetime_out import LifetimeOut
    from ..models.sade_sati_out import SadeSatiOut
    from ..models.saturn_now_out import SaturnNowOut


T = TypeVar("T", bound="SadeSatiReply")


@_attrs_define
class SadeSatiReply:
    """
    Attributes:
        kantak_shani (KantakOut): Kantak Shani now, or the next spell.
        periods (list[LifetimeOut]): Every Sade Sati from birth to the age of 100.
        sade_sati (SadeSatiOut): The current or next Sade Sati, with its phase spans.
        saturn (SaturnNowOut):
    """

    kantak_shani: KantakOut
    periods: list[LifetimeOut]
    sade_sati: SadeSatiOut
    saturn: SaturnNowOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kantak_shani = self.kantak_shani.to_dict()

        periods = []
        for periods_item_data in self.periods:
            periods_item = periods_item_data.to_dict()
            periods.append(periods_item)

        sade_sati = self.sade_sati.to_dict()

        saturn = self.saturn.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kantakShani": kantak_shani,
                "periods": periods,
                "sadeSati": sade_sati,
                "saturn": saturn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kantak_out import KantakOut  # noqa: PLC0415
        from ..models.lifetime_out import LifetimeOut  # noqa: PLC0415
        from ..models.sade_sati_out import SadeSatiOut  # noqa: PLC0415
        from ..models.saturn_now_out import SaturnNowOut  # noqa: PLC0415

        d = dict(src_dict)
        kantak_shani = KantakOut.from_dict(d.pop("kantakShani"))

        periods = []
        _periods = d.pop("periods")
        for periods_item_data in _periods:
            periods_item = LifetimeOut.from_dict(periods_item_data)

            periods.append(periods_item)

        sade_sati = SadeSatiOut.from_dict(d.pop("sadeSati"))

        saturn = SaturnNowOut.from_dict(d.pop("saturn"))

        sade_sati_reply = cls(
            kantak_shani=kantak_shani,
            periods=periods,
            sade_sati=sade_sati,
            saturn=saturn,
        )

        sade_sati_reply.additional_properties = d
        return sade_sati_reply

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
