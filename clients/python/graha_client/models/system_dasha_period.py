from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.system_dasha_sub_period import SystemDashaSubPeriod


T = TypeVar("T", bound="SystemDashaPeriod")


@_attrs_define
class SystemDashaPeriod:
    """A period of another system's timeline.

    Attributes:
        end_date (str):
        lord (str): A planet (`PlanetName`), or a sign (`SignName`) for `chara`, the sign dashas
            (`narayana`, `sudasa`, `shoola`, `drig`) and `kalachakra`.
        name (str): The yogini's name for `yogini`; else the lord's name.
        start_date (str):
        sub_periods (list[SystemDashaSubPeriod]): Antardashas: for the systems of planets, every lord of the cycle from
            the period's own,
            each in proportion to its years (naisargika has none); chara twelve equal parts from
            the next sign in the dasha sign's direction, its own last; narayana, sudasa and drig
            twelve equal parts from the sign holding the lord of the stronger of the dasha sign and
            its 7th, shoola from the stronger of the two; kalachakra the nine signs of the maha's
            pada from the maha's own place.
        years (float): Length in dasha years (of `yearDays` days).
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
    """

    end_date: str
    lord: str
    name: str
    start_date: str
    sub_periods: list[SystemDashaSubPeriod]
    years: float
    lord_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_date = self.end_date

        lord = self.lord

        name = self.name

        start_date = self.start_date

        sub_periods = []
        for sub_periods_item_data in self.sub_periods:
            sub_periods_item = sub_periods_item_data.to_dict()
            sub_periods.append(sub_periods_item)

        years = self.years

        lord_name = self.lord_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endDate": end_date,
                "lord": lord,
                "name": name,
                "startDate": start_date,
                "subPeriods": sub_periods,
                "years": years,
            }
        )
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.system_dasha_sub_period import SystemDashaSubPeriod  # noqa: PLC0415

        d = dict(src_dict)
        end_date = d.pop("endDate")

        lord = d.pop("lord")

        name = d.pop("name")

        start_date = d.pop("startDate")

        sub_periods = []
        _sub_periods = d.pop("subPeriods")
        for sub_periods_item_data in _sub_periods:
            sub_periods_item = SystemDashaSubPeriod.from_dict(sub_periods_item_data)

            sub_periods.append(sub_periods_item)

        years = d.pop("years")

        lord_name = d.pop("lordName", UNSET)

        system_dasha_period = cls(
            end_date=end_date,
            lord=lord,
            name=name,
            start_date=start_date,
            sub_periods=sub_periods,
            years=years,
            lord_name=lord_name,
        )

        system_dasha_period.additional_properties = d
        return system_dasha_period

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
