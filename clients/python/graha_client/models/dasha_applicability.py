from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="DashaApplicability")


@_attrs_define
class DashaApplicability:
    """Whether a conditional system applies, why, and the facts of the chart its rules read (only
    those of the system's own rules are given).

        Attributes:
            applicable (bool):
            reason (str): `applicable`, or the first rule that fails. Ashtottari:
                `rahu-not-in-kendra-or-trikona-from-lagna-lord`, `rahu-in-lagna`,
                `paksha-does-not-match-birth-time`; dwisaptati:
                `neither-lagna-lord-in-seventh-nor-seventh-lord-in-lagna`; shashtihayani:
                `sun-not-in-lagna`; shatabdika: `lagna-not-vargottama`; chaturaseeti:
                `tenth-lord-not-in-tenth`; dwadashottari: `lagna-not-in-venus-navamsa`; panchottari:
                `lagna-not-in-cancer`, `lagna-not-in-cancer-dwadashamsa`; shodashottari:
                `lagna-hora-does-not-match-paksha`, `paksha-does-not-match-birth-time`.
            day_birth (bool | None | Unset): Ashtottari, shodashottari: the Sun above the horizon at birth.
            lagna (None | SignName | Unset):
            lagna_dwadashamsa (None | SignName | Unset):
            lagna_hora (None | PlanetName | Unset):
            lagna_lord_house (int | None | Unset): Dwisaptati: the house of the lagna lord from the lagna.
            lagna_navamsa (None | SignName | Unset):
            paksha (None | str | Unset): Ashtottari, shodashottari: `shukla` or `krishna` at birth.
            rahu_house_from_lagna_lord (int | None | Unset): Ashtottari: the house of Rahu from the lagna lord's sign.
            seventh_lord_house (int | None | Unset): Dwisaptati: the house of the 7th lord from the lagna.
            sun_house (int | None | Unset): Shashtihayani: the house of the Sun from the lagna.
            tenth_lord_house (int | None | Unset): Chaturaseeti: the house of the 10th lord from the lagna.
    """

    applicable: bool
    reason: str
    day_birth: bool | None | Unset = UNSET
    lagna: None | SignName | Unset = UNSET
    lagna_dwadashamsa: None | SignName | Unset = UNSET
    lagna_hora: None | PlanetName | Unset = UNSET
    lagna_lord_house: int | None | Unset = UNSET
    lagna_navamsa: None | SignName | Unset = UNSET
    paksha: None | str | Unset = UNSET
    rahu_house_from_lagna_lord: int | None | Unset = UNSET
    seventh_lord_house: int | None | Unset = UNSET
    sun_house: int | None | Unset = UNSET
    tenth_lord_house: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        applicable = self.applicable

        reason = self.reason

        day_birth: bool | None | Unset
        if isinstance(self.day_birth, Unset):
            day_birth = UNSET
        else:
            day_birth = self.day_birth

        lagna: None | str | Unset
        if isinstance(self.lagna, Unset):
            lagna = UNSET
        elif isinstance(self.lagna, SignName):
            lagna = self.lagna.value
        else:
            lagna = self.lagna

        lagna_dwadashamsa: None | str | Unset
        if isinstance(self.lagna_dwadashamsa, Unset):
            lagna_dwadashamsa = UNSET
        elif isinstance(self.lagna_dwadashamsa, SignName):
            lagna_dwadashamsa = self.lagna_dwadashamsa.value
        else:
            lagna_dwadashamsa = self.lagna_dwadashamsa

        lagna_hora: None | str | Unset
        if isinstance(self.lagna_hora, Unset):
            lagna_hora = UNSET
        elif isinstance(self.lagna_hora, PlanetName):
            lagna_hora = self.lagna_hora.value
        else:
            lagna_hora = self.lagna_hora

        lagna_lord_house: int | None | Unset
        if isinstance(self.lagna_lord_house, Unset):
            lagna_lord_house = UNSET
        else:
            lagna_lord_house = self.lagna_lord_house

        lagna_navamsa: None | str | Unset
        if isinstance(self.lagna_navamsa, Unset):
            lagna_navamsa = UNSET
        elif isinstance(self.lagna_navamsa, SignName):
            lagna_navamsa = self.lagna_navamsa.value
        else:
            lagna_navamsa = self.lagna_navamsa

        paksha: None | str | Unset
        if isinstance(self.paksha, Unset):
            paksha = UNSET
        else:
            paksha = self.paksha

        rahu_house_from_lagna_lord: int | None | Unset
        if isinstance(self.rahu_house_from_lagna_lord, Unset):
            rahu_house_from_lagna_lord = UNSET
        else:
            rahu_house_from_lagna_lord = self.rahu_house_from_lagna_lord

        seventh_lord_house: int | None | Unset
        if isinstance(self.seventh_lord_house, Unset):
            seventh_lord_house = UNSET
        else:
            seventh_lord_house = self.seventh_lord_house

        sun_house: int | None | Unset
        if isinstance(self.sun_house, Unset):
            sun_house = UNSET
        else:
            sun_house = self.sun_house

        tenth_lord_house: int | None | Unset
        if isinstance(self.tenth_lord_house, Unset):
            tenth_lord_house = UNSET
        else:
            tenth_lord_house = self.tenth_lord_house

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "applicable": applicable,
                "reason": reason,
            }
        )
        if day_birth is not UNSET:
            field_dict["dayBirth"] = day_birth
        if lagna is not UNSET:
            field_dict["lagna"] = lagna
        if lagna_dwadashamsa is not UNSET:
            field_dict["lagnaDwadashamsa"] = lagna_dwadashamsa
        if lagna_hora is not UNSET:
            field_dict["lagnaHora"] = lagna_hora
        if lagna_lord_house is not UNSET:
            field_dict["lagnaLordHouse"] = lagna_lord_house
        if lagna_navamsa is not UNSET:
            field_dict["lagnaNavamsa"] = lagna_navamsa
        if paksha is not UNSET:
            field_dict["paksha"] = paksha
        if rahu_house_from_lagna_lord is not UNSET:
            field_dict["rahuHouseFromLagnaLord"] = rahu_house_from_lagna_lord
        if seventh_lord_house is not UNSET:
            field_dict["seventhLordHouse"] = seventh_lord_house
        if sun_house is not UNSET:
            field_dict["sunHouse"] = sun_house
        if tenth_lord_house is not UNSET:
            field_dict["tenthLordHouse"] = tenth_lord_house

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        applicable = d.pop("applicable")

        reason = d.pop("reason")

        def _parse_day_birth(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        day_birth = _parse_day_birth(d.pop("dayBirth", UNSET))

        def _parse_lagna(data: object) -> None | SignName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lagna_type_0 = SignName(data)

                return lagna_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SignName | Unset, data)

        lagna = _parse_lagna(d.pop("lagna", UNSET))

        def _parse_lagna_dwadashamsa(data: object) -> None | SignName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lagna_dwadashamsa_type_0 = SignName(data)

                return lagna_dwadashamsa_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SignName | Unset, data)

        lagna_dwadashamsa = _parse_lagna_dwadashamsa(d.pop("lagnaDwadashamsa", UNSET))

        def _parse_lagna_hora(data: object) -> None | PlanetName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lagna_hora_type_0 = PlanetName(data)

                return lagna_hora_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanetName | Unset, data)

        lagna_hora = _parse_lagna_hora(d.pop("lagnaHora", UNSET))

        def _parse_lagna_lord_house(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        lagna_lord_house = _parse_lagna_lord_house(d.pop("lagnaLordHouse", UNSET))

        def _parse_lagna_navamsa(data: object) -> None | SignName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lagna_navamsa_type_0 = SignName(data)

                return lagna_navamsa_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SignName | Unset, data)

        lagna_navamsa = _parse_lagna_navamsa(d.pop("lagnaNavamsa", UNSET))

        def _parse_paksha(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        paksha = _parse_paksha(d.pop("paksha", UNSET))

        def _parse_rahu_house_from_lagna_lord(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rahu_house_from_lagna_lord = _parse_rahu_house_from_lagna_lord(d.pop("rahuHouseFromLagnaLord", UNSET))

        def _parse_seventh_lord_house(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seventh_lord_house = _parse_seventh_lord_house(d.pop("seventhLordHouse", UNSET))

        def _parse_sun_house(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        sun_house = _parse_sun_house(d.pop("sunHouse", UNSET))

        def _parse_tenth_lord_house(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        tenth_lord_house = _parse_tenth_lord_house(d.pop("tenthLordHouse", UNSET))

        dasha_applicability = cls(
            applicable=applicable,
            reason=reason,
            day_birth=day_birth,
            lagna=lagna,
            lagna_dwadashamsa=lagna_dwadashamsa,
            lagna_hora=lagna_hora,
            lagna_lord_house=lagna_lord_house,
            lagna_navamsa=lagna_navamsa,
            paksha=paksha,
            rahu_house_from_lagna_lord=rahu_house_from_lagna_lord,
            seventh_lord_house=seventh_lord_house,
            sun_house=sun_house,
            tenth_lord_house=tenth_lord_house,
        )

        dasha_applicability.additional_properties = d
        return dasha_applicability

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
