from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.span_out import SpanOut


T = TypeVar("T", bound="TransitOut")


@_attrs_define
class TransitOut:
    """One graha's transit, plus its place, its ingress dates and its gochara result.

    Attributes:
        current_sign (SignName):
        degree (float):
        duration (str):
        effect (str):
        entered_on (str): When the graha entered the sign (this stay), `YYYY-MM-DD` Kathmandu.
        favourable (bool): Good by its house from the Moon (Phaladeepika ch. 26) and not obstructed.
        is_retrograde (bool):
        leaves_on (str): When it leaves the sign (this stay).
        longitude (float):
        nakshatra (NakshatraName):
        natal_house_from_ascendant (int):
        natal_house_from_moon (int):
        planet (PlanetName):
        significant_transit (bool):
        stays (list[SpanOut]): Every stay of this pass through the sign: more than one when a retrograde loop takes
            the graha out and back.
        current_sign_name (str | Unset): `currentSign` as the reader of the request's `locale` reads it (English for
            `en`); present when `currentSign` is a name (GET /v1/glossary lists them).
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        obstructed_by (None | PlanetName | Unset):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    current_sign: SignName
    degree: float
    duration: str
    effect: str
    entered_on: str
    favourable: bool
    is_retrograde: bool
    leaves_on: str
    longitude: float
    nakshatra: NakshatraName
    natal_house_from_ascendant: int
    natal_house_from_moon: int
    planet: PlanetName
    significant_transit: bool
    stays: list[SpanOut]
    current_sign_name: str | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    obstructed_by: None | PlanetName | Unset = UNSET
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        current_sign = self.current_sign.value

        degree = self.degree

        duration = self.duration

        effect = self.effect

        entered_on = self.entered_on

        favourable = self.favourable

        is_retrograde = self.is_retrograde

        leaves_on = self.leaves_on

        longitude = self.longitude

        nakshatra = self.nakshatra.value

        natal_house_from_ascendant = self.natal_house_from_ascendant

        natal_house_from_moon = self.natal_house_from_moon

        planet = self.planet.value

        significant_transit = self.significant_transit

        stays = []
        for stays_item_data in self.stays:
            stays_item = stays_item_data.to_dict()
            stays.append(stays_item)

        current_sign_name = self.current_sign_name

        nakshatra_name = self.nakshatra_name

        obstructed_by: None | str | Unset
        if isinstance(self.obstructed_by, Unset):
            obstructed_by = UNSET
        elif isinstance(self.obstructed_by, PlanetName):
            obstructed_by = self.obstructed_by.value
        else:
            obstructed_by = self.obstructed_by

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "currentSign": current_sign,
                "degree": degree,
                "duration": duration,
                "effect": effect,
                "enteredOn": entered_on,
                "favourable": favourable,
                "isRetrograde": is_retrograde,
                "leavesOn": leaves_on,
                "longitude": longitude,
                "nakshatra": nakshatra,
                "natalHouseFromAscendant": natal_house_from_ascendant,
                "natalHouseFromMoon": natal_house_from_moon,
                "planet": planet,
                "significantTransit": significant_transit,
                "stays": stays,
            }
        )
        if current_sign_name is not UNSET:
            field_dict["currentSignName"] = current_sign_name
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if obstructed_by is not UNSET:
            field_dict["obstructedBy"] = obstructed_by
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.span_out import SpanOut  # noqa: PLC0415

        d = dict(src_dict)
        current_sign = SignName(d.pop("currentSign"))

        degree = d.pop("degree")

        duration = d.pop("duration")

        effect = d.pop("effect")

        entered_on = d.pop("enteredOn")

        favourable = d.pop("favourable")

        is_retrograde = d.pop("isRetrograde")

        leaves_on = d.pop("leavesOn")

        longitude = d.pop("longitude")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        natal_house_from_ascendant = d.pop("natalHouseFromAscendant")

        natal_house_from_moon = d.pop("natalHouseFromMoon")

        planet = PlanetName(d.pop("planet"))

        significant_transit = d.pop("significantTransit")

        stays = []
        _stays = d.pop("stays")
        for stays_item_data in _stays:
            stays_item = SpanOut.from_dict(stays_item_data)

            stays.append(stays_item)

        current_sign_name = d.pop("currentSignName", UNSET)

        nakshatra_name = d.pop("nakshatraName", UNSET)

        def _parse_obstructed_by(data: object) -> None | PlanetName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                obstructed_by_type_0 = PlanetName(data)

                return obstructed_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanetName | Unset, data)

        obstructed_by = _parse_obstructed_by(d.pop("obstructedBy", UNSET))

        planet_name = d.pop("planetName", UNSET)

        transit_out = cls(
            current_sign=current_sign,
            degree=degree,
            duration=duration,
            effect=effect,
            entered_on=entered_on,
            favourable=favourable,
            is_retrograde=is_retrograde,
            leaves_on=leaves_on,
            longitude=longitude,
            nakshatra=nakshatra,
            natal_house_from_ascendant=natal_house_from_ascendant,
            natal_house_from_moon=natal_house_from_moon,
            planet=planet,
            significant_transit=significant_transit,
            stays=stays,
            current_sign_name=current_sign_name,
            nakshatra_name=nakshatra_name,
            obstructed_by=obstructed_by,
            planet_name=planet_name,
        )

        transit_out.additional_properties = d
        return transit_out

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
