from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.severity import Severity
from ..models.side import Side
from ..types import UNSET, Unset

T = TypeVar("T", bound="DoshaOut")


@_attrs_define
class DoshaOut:
    """A dosha; the fields after `isPresent` are there only when it is present.

    Attributes:
        is_present (bool):
        name (str):
        affected_houses (list[int] | Unset):
        cancellations (list[str] | Unset): Mangal: the classical cancellations found, in the reply's language.
        description (str | Unset):
        extent (None | str | Unset): Kaal Sarp: `full` or `partial`.
        factors (list[str] | Unset): The chart factors behind it, in the reply's language (`"Mars in the 7th house"`).
        factors_en (list[str] | Unset): The same factors in English whatever the locale, a stable form for clients
            (`"Mars in 7th house"`), one for each of `factors`.
        forming_planets (list[PlanetName] | Unset):
        from_moon (bool | None | Unset): Mangal: also from the Moon and from Venus.
        from_venus (bool | None | Unset):
        kaal_sarp_type (None | str | Unset): Kaal Sarp: the named type (`Anant` … `Sheshnag`).
        key (str | Unset): Stable identifier (camelCase), e.g. `kaalSarp`.
        remedies (list[str] | Unset):
        severity (Severity | Unset): How heavily the dosha weighs, lightest first; `Cancelled` when a classical
            exception
            removes it although the trigger holds. Serialised lowercase (`"moderate"`).
        side (None | Side | Unset):
        side_name (None | str | Unset): Kaal Sarp: the side's name in the reply's language.
    """

    is_present: bool
    name: str
    affected_houses: list[int] | Unset = UNSET
    cancellations: list[str] | Unset = UNSET
    description: str | Unset = UNSET
    extent: None | str | Unset = UNSET
    factors: list[str] | Unset = UNSET
    factors_en: list[str] | Unset = UNSET
    forming_planets: list[PlanetName] | Unset = UNSET
    from_moon: bool | None | Unset = UNSET
    from_venus: bool | None | Unset = UNSET
    kaal_sarp_type: None | str | Unset = UNSET
    key: str | Unset = UNSET
    remedies: list[str] | Unset = UNSET
    severity: Severity | Unset = UNSET
    side: None | Side | Unset = UNSET
    side_name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        is_present = self.is_present

        name = self.name

        affected_houses: list[int] | Unset = UNSET
        if not isinstance(self.affected_houses, Unset):
            affected_houses = self.affected_houses

        cancellations: list[str] | Unset = UNSET
        if not isinstance(self.cancellations, Unset):
            cancellations = self.cancellations

        description = self.description

        extent: None | str | Unset
        if isinstance(self.extent, Unset):
            extent = UNSET
        else:
            extent = self.extent

        factors: list[str] | Unset = UNSET
        if not isinstance(self.factors, Unset):
            factors = self.factors

        factors_en: list[str] | Unset = UNSET
        if not isinstance(self.factors_en, Unset):
            factors_en = self.factors_en

        forming_planets: list[str] | Unset = UNSET
        if not isinstance(self.forming_planets, Unset):
            forming_planets = []
            for forming_planets_item_data in self.forming_planets:
                forming_planets_item = forming_planets_item_data.value
                forming_planets.append(forming_planets_item)

        from_moon: bool | None | Unset
        if isinstance(self.from_moon, Unset):
            from_moon = UNSET
        else:
            from_moon = self.from_moon

        from_venus: bool | None | Unset
        if isinstance(self.from_venus, Unset):
            from_venus = UNSET
        else:
            from_venus = self.from_venus

        kaal_sarp_type: None | str | Unset
        if isinstance(self.kaal_sarp_type, Unset):
            kaal_sarp_type = UNSET
        else:
            kaal_sarp_type = self.kaal_sarp_type

        key = self.key

        remedies: list[str] | Unset = UNSET
        if not isinstance(self.remedies, Unset):
            remedies = self.remedies

        severity: str | Unset = UNSET
        if not isinstance(self.severity, Unset):
            severity = self.severity.value

        side: None | str | Unset
        if isinstance(self.side, Unset):
            side = UNSET
        elif isinstance(self.side, Side):
            side = self.side.value
        else:
            side = self.side

        side_name: None | str | Unset
        if isinstance(self.side_name, Unset):
            side_name = UNSET
        else:
            side_name = self.side_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "isPresent": is_present,
                "name": name,
            }
        )
        if affected_houses is not UNSET:
            field_dict["affectedHouses"] = affected_houses
        if cancellations is not UNSET:
            field_dict["cancellations"] = cancellations
        if description is not UNSET:
            field_dict["description"] = description
        if extent is not UNSET:
            field_dict["extent"] = extent
        if factors is not UNSET:
            field_dict["factors"] = factors
        if factors_en is not UNSET:
            field_dict["factorsEn"] = factors_en
        if forming_planets is not UNSET:
            field_dict["formingPlanets"] = forming_planets
        if from_moon is not UNSET:
            field_dict["fromMoon"] = from_moon
        if from_venus is not UNSET:
            field_dict["fromVenus"] = from_venus
        if kaal_sarp_type is not UNSET:
            field_dict["kaalSarpType"] = kaal_sarp_type
        if key is not UNSET:
            field_dict["key"] = key
        if remedies is not UNSET:
            field_dict["remedies"] = remedies
        if severity is not UNSET:
            field_dict["severity"] = severity
        if side is not UNSET:
            field_dict["side"] = side
        if side_name is not UNSET:
            field_dict["sideName"] = side_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        is_present = d.pop("isPresent")

        name = d.pop("name")

        affected_houses = cast(list[int], d.pop("affectedHouses", UNSET))

        cancellations = cast(list[str], d.pop("cancellations", UNSET))

        description = d.pop("description", UNSET)

        def _parse_extent(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        extent = _parse_extent(d.pop("extent", UNSET))

        factors = cast(list[str], d.pop("factors", UNSET))

        factors_en = cast(list[str], d.pop("factorsEn", UNSET))

        _forming_planets = d.pop("formingPlanets", UNSET)
        forming_planets: list[PlanetName] | Unset = UNSET
        if _forming_planets is not UNSET:
            forming_planets = []
            for forming_planets_item_data in _forming_planets:
                forming_planets_item = PlanetName(forming_planets_item_data)

                forming_planets.append(forming_planets_item)

        def _parse_from_moon(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        from_moon = _parse_from_moon(d.pop("fromMoon", UNSET))

        def _parse_from_venus(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        from_venus = _parse_from_venus(d.pop("fromVenus", UNSET))

        def _parse_kaal_sarp_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        kaal_sarp_type = _parse_kaal_sarp_type(d.pop("kaalSarpType", UNSET))

        key = d.pop("key", UNSET)

        remedies = cast(list[str], d.pop("remedies", UNSET))

        _severity = d.pop("severity", UNSET)
        severity: Severity | Unset
        if isinstance(_severity, Unset):
            severity = UNSET
        else:
            severity = Severity(_severity)

        def _parse_side(data: object) -> None | Side | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                side_type_0 = Side(data)

                return side_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Side | Unset, data)

        side = _parse_side(d.pop("side", UNSET))

        def _parse_side_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        side_name = _parse_side_name(d.pop("sideName", UNSET))

        dosha_out = cls(
            is_present=is_present,
            name=name,
            affected_houses=affected_houses,
            cancellations=cancellations,
            description=description,
            extent=extent,
            factors=factors,
            factors_en=factors_en,
            forming_planets=forming_planets,
            from_moon=from_moon,
            from_venus=from_venus,
            kaal_sarp_type=kaal_sarp_type,
            key=key,
            remedies=remedies,
            severity=severity,
            side=side,
            side_name=side_name,
        )

        dosha_out.additional_properties = d
        return dosha_out

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
