from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.vimshottari_system import VimshottariSystem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.balance_out import BalanceOut
    from ..models.birth_nakshatra_out import BirthNakshatraOut
    from ..models.current_maha_out import CurrentMahaOut
    from ..models.dasha_level import DashaLevel
    from ..models.dasha_period import DashaPeriod
    from ..models.maha_out import MahaOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="DashaOutWithSettings")


@_attrs_define
class DashaOutWithSettings:
    """
    Attributes:
        balance_at_birth (BalanceOut): What remained of the first maha dasha at birth.
        birth_nakshatra (BirthNakshatraOut): The Moon's nakshatra at birth, whose lord opens the sequence.
        interpretation (str): The running maha and antar dashas read together; empty before birth.
        pratyantar_interpretation (str): The running pratyantar read within them, after `interpretation`: what the
            pratyantar's
            lord brings and where it stands in the chart; empty before birth.
        system (VimshottariSystem):
        timeline (list[MahaOut]):
        year_days (float):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
        current (list[DashaLevel] | None | Unset): With `levels`: the chain running at `now`, maha first, `levels` long
            (empty before
            birth).
        current_antar_dasha (DashaPeriod | None | Unset):
        current_maha_dasha (CurrentMahaOut | None | Unset):
        current_pratyantar_dasha (DashaPeriod | None | Unset):
    """

    balance_at_birth: BalanceOut
    birth_nakshatra: BirthNakshatraOut
    interpretation: str
    pratyantar_interpretation: str
    system: VimshottariSystem
    timeline: list[MahaOut]
    year_days: float
    settings: SettingsEcho
    current: list[DashaLevel] | None | Unset = UNSET
    current_antar_dasha: DashaPeriod | None | Unset = UNSET
    current_maha_dasha: CurrentMahaOut | None | Unset = UNSET
    current_pratyantar_dasha: DashaPeriod | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.current_maha_out import CurrentMahaOut  # noqa: PLC0415
        from ..models.dasha_period import DashaPeriod  # noqa: PLC0415

        balance_at_birth = self.balance_at_birth.to_dict()

        birth_nakshatra = self.birth_nakshatra.to_dict()

        interpretation = self.interpretation

        pratyantar_interpretation = self.pratyantar_interpretation

        system = self.system.value

        timeline = []
        for timeline_item_data in self.timeline:
            timeline_item = timeline_item_data.to_dict()
            timeline.append(timeline_item)

        year_days = self.year_days

        settings = self.settings.to_dict()

        current: list[dict[str, Any]] | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        elif isinstance(self.current, list):
            current = []
            for current_type_0_item_data in self.current:
                current_type_0_item = current_type_0_item_data.to_dict()
                current.append(current_type_0_item)

        else:
            current = self.current

        current_antar_dasha: dict[str, Any] | None | Unset
        if isinstance(self.current_antar_dasha, Unset):
            current_antar_dasha = UNSET
        elif isinstance(self.current_antar_dasha, DashaPeriod):
            current_antar_dasha = self.current_antar_dasha.to_dict()
        else:
            current_antar_dasha = self.current_antar_dasha

        current_maha_dasha: dict[str, Any] | None | Unset
        if isinstance(self.current_maha_dasha, Unset):
            current_maha_dasha = UNSET
        elif isinstance(self.current_maha_dasha, CurrentMahaOut):
            current_maha_dasha = self.current_maha_dasha.to_dict()
        else:
            current_maha_dasha = self.current_maha_dasha

        current_pratyantar_dasha: dict[str, Any] | None | Unset
        if isinstance(self.current_pratyantar_dasha, Unset):
            current_pratyantar_dasha = UNSET
        elif isinstance(self.current_pratyantar_dasha, DashaPeriod):
            current_pratyantar_dasha = self.current_pratyantar_dasha.to_dict()
        else:
            current_pratyantar_dasha = self.current_pratyantar_dasha

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "balanceAtBirth": balance_at_birth,
                "birthNakshatra": birth_nakshatra,
                "interpretation": interpretation,
                "pratyantarInterpretation": pratyantar_interpretation,
                "system": system,
                "timeline": timeline,
                "yearDays": year_days,
                "settings": settings,
            }
        )
        if current is not UNSET:
            field_dict["current"] = current
        if current_antar_dasha is not UNSET:
            field_dict["currentAntarDasha"] = current_antar_dasha
        if current_maha_dasha is not UNSET:
            field_dict["currentMahaDasha"] = current_maha_dasha
        if current_pratyantar_dasha is not UNSET:
            field_dict["currentPratyantarDasha"] = current_pratyantar_dasha

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balance_out import BalanceOut  # noqa: PLC0415
        from ..models.birth_nakshatra_out import BirthNakshatraOut  # noqa: PLC0415
        from ..models.current_maha_out import CurrentMahaOut  # noqa: PLC0415
        from ..models.dasha_level import DashaLevel  # noqa: PLC0415
        from ..models.dasha_period import DashaPeriod  # noqa: PLC0415
        from ..models.maha_out import MahaOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        balance_at_birth = BalanceOut.from_dict(d.pop("balanceAtBirth"))

        birth_nakshatra = BirthNakshatraOut.from_dict(d.pop("birthNakshatra"))

        interpretation = d.pop("interpretation")

        pratyantar_interpretation = d.pop("pratyantarInterpretation")

        system = VimshottariSystem(d.pop("system"))

        timeline = []
        _timeline = d.pop("timeline")
        for timeline_item_data in _timeline:
            timeline_item = MahaOut.from_dict(timeline_item_data)

            timeline.append(timeline_item)

        year_days = d.pop("yearDays")

        settings = SettingsEcho.from_dict(d.pop("settings"))

        def _parse_current(data: object) -> list[DashaLevel] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                current_type_0 = []
                _current_type_0 = data
                for current_type_0_item_data in _current_type_0:
                    current_type_0_item = DashaLevel.from_dict(current_type_0_item_data)

                    current_type_0.append(current_type_0_item)

                return current_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DashaLevel] | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))

        def _parse_current_antar_dasha(data: object) -> DashaPeriod | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_antar_dasha_type_0 = DashaPeriod.from_dict(data)

                return current_antar_dasha_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashaPeriod | None | Unset, data)

        current_antar_dasha = _parse_current_antar_dasha(d.pop("currentAntarDasha", UNSET))

        def _parse_current_maha_dasha(data: object) -> CurrentMahaOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_maha_dasha_type_0 = CurrentMahaOut.from_dict(data)

                return current_maha_dasha_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CurrentMahaOut | None | Unset, data)

        current_maha_dasha = _parse_current_maha_dasha(d.pop("currentMahaDasha", UNSET))

        def _parse_current_pratyantar_dasha(data: object) -> DashaPeriod | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_pratyantar_dasha_type_0 = DashaPeriod.from_dict(data)

                return current_pratyantar_dasha_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashaPeriod | None | Unset, data)

        current_pratyantar_dasha = _parse_current_pratyantar_dasha(d.pop("currentPratyantarDasha", UNSET))

        dasha_out_with_settings = cls(
            balance_at_birth=balance_at_birth,
            birth_nakshatra=birth_nakshatra,
            interpretation=interpretation,
            pratyantar_interpretation=pratyantar_interpretation,
            system=system,
            timeline=timeline,
            year_days=year_days,
            settings=settings,
            current=current,
            current_antar_dasha=current_antar_dasha,
            current_maha_dasha=current_maha_dasha,
            current_pratyantar_dasha=current_pratyantar_dasha,
        )

        dasha_out_with_settings.additional_properties = d
        return dasha_out_with_settings

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
