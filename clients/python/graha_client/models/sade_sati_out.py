from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.phase_out import PhaseOut


T = TypeVar("T", bound="SadeSatiOut")


@_attrs_define
class SadeSatiOut:
    """The current or next Sade Sati, with its phase spans.

    Attributes:
        end_date (str):
        guidance (str):
        is_active (bool):
        moon_sign (SignName):
        phases (list[PhaseOut]):
        saturn_sign (SignName):
        start_date (str): Of the Sade Sati running now, or else of the next one.
        moon_sign_name (str | Unset): `moonSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `moonSign` is a name (GET /v1/glossary lists them).
        phase (None | str | Unset): rising, peak or setting while active; null otherwise.
        saturn_sign_name (str | Unset): `saturnSign` as the reader of the request's `locale` reads it (English for
            `en`); present when `saturnSign` is a name (GET /v1/glossary lists them).
    """

    end_date: str
    guidance: str
    is_active: bool
    moon_sign: SignName
    phases: list[PhaseOut]
    saturn_sign: SignName
    start_date: str
    moon_sign_name: str | Unset = UNSET
    phase: None | str | Unset = UNSET
    saturn_sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_date = self.end_date

        guidance = self.guidance

        is_active = self.is_active

        moon_sign = self.moon_sign.value

        phases = []
        for phases_item_data in self.phases:
            phases_item = phases_item_data.to_dict()
            phases.append(phases_item)

        saturn_sign = self.saturn_sign.value

        start_date = self.start_date

        moon_sign_name = self.moon_sign_name

        phase: None | str | Unset
        if isinstance(self.phase, Unset):
            phase = UNSET
        else:
            phase = self.phase

        saturn_sign_name = self.saturn_sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endDate": end_date,
                "guidance": guidance,
                "isActive": is_active,
                "moonSign": moon_sign,
                "phases": phases,
                "saturnSign": saturn_sign,
                "startDate": start_date,
            }
        )
        if moon_sign_name is not UNSET:
            field_dict["moonSignName"] = moon_sign_name
        if phase is not UNSET:
            field_dict["phase"] = phase
        if saturn_sign_name is not UNSET:
            field_dict["saturnSignName"] = saturn_sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.phase_out import PhaseOut  # noqa: PLC0415

        d = dict(src_dict)
        end_date = d.pop("endDate")

        guidance = d.pop("guidance")

        is_active = d.pop("isActive")

        moon_sign = SignName(d.pop("moonSign"))

        phases = []
        _phases = d.pop("phases")
        for phases_item_data in _phases:
            phases_item = PhaseOut.from_dict(phases_item_data)

            phases.append(phases_item)

        saturn_sign = SignName(d.pop("saturnSign"))

        start_date = d.pop("startDate")

        moon_sign_name = d.pop("moonSignName", UNSET)

        def _parse_phase(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        phase = _parse_phase(d.pop("phase", UNSET))

        saturn_sign_name = d.pop("saturnSignName", UNSET)

        sade_sati_out = cls(
            end_date=end_date,
            guidance=guidance,
            is_active=is_active,
            moon_sign=moon_sign,
            phases=phases,
            saturn_sign=saturn_sign,
            start_date=start_date,
            moon_sign_name=moon_sign_name,
            phase=phase,
            saturn_sign_name=saturn_sign_name,
        )

        sade_sati_out.additional_properties = d
        return sade_sati_out

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
