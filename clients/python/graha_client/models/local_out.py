from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.eclipse_type import EclipseType
from ..types import UNSET, Unset

T = TypeVar("T", bound="LocalOut")


@_attrs_define
class LocalOut:
    """An eclipse as seen from the place. Only the contacts seen (the Sun or Moon above the
    horizon) are given; `sunrise`/`sunset`/`moonrise`/`moonset` when they fall during the
    eclipse; `maximum` is the greatest phase seen. Solar: `begin`, `centralBegin`, `maximum`,
    `centralEnd`, `end` are the four contacts and greatest eclipse. Lunar: the penumbral,
    partial and total phases' ends.

        Attributes:
            visible (bool):
            altitude (float | None | Unset): The Sun's (solar) or Moon's (lunar) apparent altitude then, degrees.
            begin (None | str | Unset):
            central_begin (None | str | Unset):
            central_end (None | str | Unset):
            eclipse_type (EclipseType | None | Unset):
            end (None | str | Unset):
            magnitude (float | None | Unset): As the event's `magnitude`, at the greatest phase seen.
            maximum (None | str | Unset):
            moonrise (None | str | Unset):
            moonset (None | str | Unset):
            obscuration (float | None | Unset): Solar: the fraction of the Sun's disc covered at the greatest phase seen.
            partial_begin (None | str | Unset):
            partial_end (None | str | Unset):
            penumbral_begin (None | str | Unset):
            penumbral_end (None | str | Unset):
            sunrise (None | str | Unset):
            sunset (None | str | Unset):
            total_begin (None | str | Unset):
            total_end (None | str | Unset):
    """

    visible: bool
    altitude: float | None | Unset = UNSET
    begin: None | str | Unset = UNSET
    central_begin: None | str | Unset = UNSET
    central_end: None | str | Unset = UNSET
    eclipse_type: EclipseType | None | Unset = UNSET
    end: None | str | Unset = UNSET
    magnitude: float | None | Unset = UNSET
    maximum: None | str | Unset = UNSET
    moonrise: None | str | Unset = UNSET
    moonset: None | str | Unset = UNSET
    obscuration: float | None | Unset = UNSET
    partial_begin: None | str | Unset = UNSET
    partial_end: None | str | Unset = UNSET
    penumbral_begin: None | str | Unset = UNSET
    penumbral_end: None | str | Unset = UNSET
    sunrise: None | str | Unset = UNSET
    sunset: None | str | Unset = UNSET
    total_begin: None | str | Unset = UNSET
    total_end: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        visible = self.visible

        altitude: float | None | Unset
        if isinstance(self.altitude, Unset):
            altitude = UNSET
        else:
            altitude = self.altitude

        begin: None | str | Unset
        if isinstance(self.begin, Unset):
            begin = UNSET
        else:
            begin = self.begin

        central_begin: None | str | Unset
        if isinstance(self.central_begin, Unset):
            central_begin = UNSET
        else:
            central_begin = self.central_begin

        central_end: None | str | Unset
        if isinstance(self.central_end, Unset):
            central_end = UNSET
        else:
            central_end = self.central_end

        eclipse_type: None | str | Unset
        if isinstance(self.eclipse_type, Unset):
            eclipse_type = UNSET
        elif isinstance(self.eclipse_type, EclipseType):
            eclipse_type = self.eclipse_type.value
        else:
            eclipse_type = self.eclipse_type

        end: None | str | Unset
        if isinstance(self.end, Unset):
            end = UNSET
        else:
            end = self.end

        magnitude: float | None | Unset
        if isinstance(self.magnitude, Unset):
            magnitude = UNSET
        else:
            magnitude = self.magnitude

        maximum: None | str | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        moonrise: None | str | Unset
        if isinstance(self.moonrise, Unset):
            moonrise = UNSET
        else:
            moonrise = self.moonrise

        moonset: None | str | Unset
        if isinstance(self.moonset, Unset):
            moonset = UNSET
        else:
            moonset = self.moonset

        obscuration: float | None | Unset
        if isinstance(self.obscuration, Unset):
            obscuration = UNSET
        else:
            obscuration = self.obscuration

        partial_begin: None | str | Unset
        if isinstance(self.partial_begin, Unset):
            partial_begin = UNSET
        else:
            partial_begin = self.partial_begin

        partial_end: None | str | Unset
        if isinstance(self.partial_end, Unset):
            partial_end = UNSET
        else:
            partial_end = self.partial_end

        penumbral_begin: None | str | Unset
        if isinstance(self.penumbral_begin, Unset):
            penumbral_begin = UNSET
        else:
            penumbral_begin = self.penumbral_begin

        penumbral_end: None | str | Unset
        if isinstance(self.penumbral_end, Unset):
            penumbral_end = UNSET
        else:
            penumbral_end = self.penumbral_end

        sunrise: None | str | Unset
        if isinstance(self.sunrise, Unset):
            sunrise = UNSET
        else:
            sunrise = self.sunrise

        sunset: None | str | Unset
        if isinstance(self.sunset, Unset):
            sunset = UNSET
        else:
            sunset = self.sunset

        total_begin: None | str | Unset
        if isinstance(self.total_begin, Unset):
            total_begin = UNSET
        else:
            total_begin = self.total_begin

        total_end: None | str | Unset
        if isinstance(self.total_end, Unset):
            total_end = UNSET
        else:
            total_end = self.total_end

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "visible": visible,
            }
        )
        if altitude is not UNSET:
            field_dict["altitude"] = altitude
        if begin is not UNSET:
            field_dict["begin"] = begin
        if central_begin is not UNSET:
            field_dict["centralBegin"] = central_begin
        if central_end is not UNSET:
            field_dict["centralEnd"] = central_end
        if eclipse_type is not UNSET:
            field_dict["eclipseType"] = eclipse_type
        if end is not UNSET:
            field_dict["end"] = end
        if magnitude is not UNSET:
            field_dict["magnitude"] = magnitude
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if moonrise is not UNSET:
            field_dict["moonrise"] = moonrise
        if moonset is not UNSET:
            field_dict["moonset"] = moonset
        if obscuration is not UNSET:
            field_dict["obscuration"] = obscuration
        if partial_begin is not UNSET:
            field_dict["partialBegin"] = partial_begin
        if partial_end is not UNSET:
            field_dict["partialEnd"] = partial_end
        if penumbral_begin is not UNSET:
            field_dict["penumbralBegin"] = penumbral_begin
        if penumbral_end is not UNSET:
            field_dict["penumbralEnd"] = penumbral_end
        if sunrise is not UNSET:
            field_dict["sunrise"] = sunrise
        if sunset is not UNSET:
            field_dict["sunset"] = sunset
        if total_begin is not UNSET:
            field_dict["totalBegin"] = total_begin
        if total_end is not UNSET:
            field_dict["totalEnd"] = total_end

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        visible = d.pop("visible")

        def _parse_altitude(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        altitude = _parse_altitude(d.pop("altitude", UNSET))

        def _parse_begin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        begin = _parse_begin(d.pop("begin", UNSET))

        def _parse_central_begin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        central_begin = _parse_central_begin(d.pop("centralBegin", UNSET))

        def _parse_central_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        central_end = _parse_central_end(d.pop("centralEnd", UNSET))

        def _parse_eclipse_type(data: object) -> EclipseType | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                eclipse_type_type_0 = EclipseType(data)

                return eclipse_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EclipseType | None | Unset, data)

        eclipse_type = _parse_eclipse_type(d.pop("eclipseType", UNSET))

        def _parse_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        end = _parse_end(d.pop("end", UNSET))

        def _parse_magnitude(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        magnitude = _parse_magnitude(d.pop("magnitude", UNSET))

        def _parse_maximum(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))

        def _parse_moonrise(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        moonrise = _parse_moonrise(d.pop("moonrise", UNSET))

        def _parse_moonset(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        moonset = _parse_moonset(d.pop("moonset", UNSET))

        def _parse_obscuration(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        obscuration = _parse_obscuration(d.pop("obscuration", UNSET))

        def _parse_partial_begin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        partial_begin = _parse_partial_begin(d.pop("partialBegin", UNSET))

        def _parse_partial_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        partial_end = _parse_partial_end(d.pop("partialEnd", UNSET))

        def _parse_penumbral_begin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        penumbral_begin = _parse_penumbral_begin(d.pop("penumbralBegin", UNSET))

        def _parse_penumbral_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        penumbral_end = _parse_penumbral_end(d.pop("penumbralEnd", UNSET))

        def _parse_sunrise(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sunrise = _parse_sunrise(d.pop("sunrise", UNSET))

        def _parse_sunset(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sunset = _parse_sunset(d.pop("sunset", UNSET))

        def _parse_total_begin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        total_begin = _parse_total_begin(d.pop("totalBegin", UNSET))

        def _parse_total_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        total_end = _parse_total_end(d.pop("totalEnd", UNSET))

        local_out = cls(
            visible=visible,
            altitude=altitude,
            begin=begin,
            central_begin=central_begin,
            central_end=central_end,
            eclipse_type=eclipse_type,
            end=end,
            magnitude=magnitude,
            maximum=maximum,
            moonrise=moonrise,
            moonset=moonset,
            obscuration=obscuration,
            partial_begin=partial_begin,
            partial_end=partial_end,
            penumbral_begin=penumbral_begin,
            penumbral_end=penumbral_end,
            sunrise=sunrise,
            sunset=sunset,
            total_begin=total_begin,
            total_end=total_end,
        )

        local_out.additional_properties = d
        return local_out

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
