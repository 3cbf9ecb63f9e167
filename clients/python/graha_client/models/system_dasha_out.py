from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.other_dasha_system import OtherDashaSystem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chara_sign_out import CharaSignOut
    from ..models.dasha_applicability import DashaApplicability
    from ..models.system_dasha_balance import SystemDashaBalance
    from ..models.system_dasha_level import SystemDashaLevel
    from ..models.system_dasha_period import SystemDashaPeriod


T = TypeVar("T", bound="SystemDashaOut")


@_attrs_define
class SystemDashaOut:
    """`POST /v1/dasha` with another `system` than `vimshottari`: the maha periods until the one
    running 120 years after birth, from the one running at `now` (or at birth with `from:
    birth`), each with its antardashas; `current` the maha and antar running at `now`. A
    conditional system (Ashtottari and the seven of BPHS ch. 46) says whether it applies to the
    chart, and is computed either way.

        Attributes:
            balance_at_birth (SystemDashaBalance): What remained of the first period at birth (chara: all of it).
            current (list[SystemDashaLevel]): Maha then antar running at `now` (chara: the maha only); empty outside the
                timeline.
            system (OtherDashaSystem):
            timeline (list[SystemDashaPeriod]):
            year_days (float):
            applicability (DashaApplicability | None | Unset):
            applicable (bool | None | Unset): The conditional systems only: `applicability.applicable`.
            chara_signs (list[CharaSignOut] | None | Unset): Chara only: the first cycle's signs in order, with their
                counts.
            cycle_years (float | None | Unset): Years of a full cycle (36, 108, 72, 60, 100, 84, 112, 105, 116, 120); null
                where the
                chart decides it (chara, the sign dashas, kalachakra).
    """

    balance_at_birth: SystemDashaBalance
    current: list[SystemDashaLevel]
    system: OtherDashaSystem
    timeline: list[SystemDashaPeriod]
    year_days: float
    applicability: DashaApplicability | None | Unset = UNSET
    applicable: bool | None | Unset = UNSET
    chara_signs: list[CharaSignOut] | None | Unset = UNSET
    cycle_years: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dasha_applicability import DashaApplicability  # noqa: PLC0415

        balance_at_birth = self.balance_at_birth.to_dict()

        current = []
        for current_item_data in self.current:
            current_item = current_item_data.to_dict()
            current.append(current_item)

        system = self.system.value

        timeline = []
        for timeline_item_data in self.timeline:
            timeline_item = timeline_item_data.to_dict()
            timeline.append(timeline_item)

        year_days = self.year_days

        applicability: dict[str, Any] | None | Unset
        if isinstance(self.applicability, Unset):
            applicability = UNSET
        elif isinstance(self.applicability, DashaApplicability):
            applicability = self.applicability.to_dict()
        else:
            applicability = self.applicability

        applicable: bool | None | Unset
        if isinstance(self.applicable, Unset):
            applicable = UNSET
        else:
            applicable = self.applicable

        chara_signs: list[dict[str, Any]] | None | Unset
        if isinstance(self.chara_signs, Unset):
            chara_signs = UNSET
        elif isinstance(self.chara_signs, list):
            chara_signs = []
            for chara_signs_type_0_item_data in self.chara_signs:
                chara_signs_type_0_item = chara_signs_type_0_item_data.to_dict()
                chara_signs.append(chara_signs_type_0_item)

        else:
            chara_signs = self.chara_signs

        cycle_years: float | None | Unset
        if isinstance(self.cycle_years, Unset):
            cycle_years = UNSET
        else:
            cycle_years = self.cycle_years

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "balanceAtBirth": balance_at_birth,
                "current": current,
                "system": system,
                "timeline": timeline,
                "yearDays": year_days,
            }
        )
        if applicability is not UNSET:
            field_dict["applicability"] = applicability
        if applicable is not UNSET:
            field_dict["applicable"] = applicable
        if chara_signs is not UNSET:
            field_dict["charaSigns"] = chara_signs
        if cycle_years is not UNSET:
            field_dict["cycleYears"] = cycle_years

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chara_sign_out import CharaSignOut  # noqa: PLC0415
        from ..models.dasha_applicability import DashaApplicability  # noqa: PLC0415
        from ..models.system_dasha_balance import SystemDashaBalance  # noqa: PLC0415
        from ..models.system_dasha_level import SystemDashaLevel  # noqa: PLC0415
        from ..models.system_dasha_period import SystemDashaPeriod  # noqa: PLC0415

        d = dict(src_dict)
        balance_at_birth = SystemDashaBalance.from_dict(d.pop("balanceAtBirth"))

        current = []
        _current = d.pop("current")
        for current_item_data in _current:
            current_item = SystemDashaLevel.from_dict(current_item_data)

            current.append(current_item)

        system = OtherDashaSystem(d.pop("system"))

        timeline = []
        _timeline = d.pop("timeline")
        for timeline_item_data in _timeline:
            timeline_item = SystemDashaPeriod.from_dict(timeline_item_data)

            timeline.append(timeline_item)

        year_days = d.pop("yearDays")

        def _parse_applicability(data: object) -> DashaApplicability | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                applicability_type_0 = DashaApplicability.from_dict(data)

                return applicability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashaApplicability | None | Unset, data)

        applicability = _parse_applicability(d.pop("applicability", UNSET))

        def _parse_applicable(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        applicable = _parse_applicable(d.pop("applicable", UNSET))

        def _parse_chara_signs(data: object) -> list[CharaSignOut] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                chara_signs_type_0 = []
                _chara_signs_type_0 = data
                for chara_signs_type_0_item_data in _chara_signs_type_0:
                    chara_signs_type_0_item = CharaSignOut.from_dict(chara_signs_type_0_item_data)

                    chara_signs_type_0.append(chara_signs_type_0_item)

                return chara_signs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CharaSignOut] | None | Unset, data)

        chara_signs = _parse_chara_signs(d.pop("charaSigns", UNSET))

        def _parse_cycle_years(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        cycle_years = _parse_cycle_years(d.pop("cycleYears", UNSET))

        system_dasha_out = cls(
            balance_at_birth=balance_at_birth,
            current=current,
            system=system,
            timeline=timeline,
            year_days=year_days,
            applicability=applicability,
            applicable=applicable,
            chara_signs=chara_signs,
            cycle_years=cycle_years,
        )

        system_dasha_out.additional_properties = d
        return system_dasha_out

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
