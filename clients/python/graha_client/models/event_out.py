from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.direction import Direction
from ..models.eclipse_type import EclipseType
from ..models.event_kind import EventKind
from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.contacts_out import ContactsOut
    from ..models.local_out import LocalOut


T = TypeVar("T", bound="EventOut")


@_attrs_define
class EventOut:
    """One sky event. Which fields are present depends on `kind`:

    - `ingress`: `planet`, `sign` entered, `fromSign`, `retrograde` (entered moving backwards);
    - `nakshatra-ingress` (Jupiter, Saturn, Rahu, Ketu): `planet`, `nakshatra` entered,
      `fromNakshatra`, `pada` entered, `sign`, `retrograde`;
    - `station` (Mercury to Saturn): `planet`, `station` (the motion that begins: `retrograde`
      or `direct`), `longitude`, `sign`, `degree`, `nakshatra`;
    - `combustion` (Mercury to Saturn; the Moon's monthly one is not listed): `planet`, `at`
      the start and `end` the end of the period; a period under way at `from` is given whole;
    - `solar-eclipse`, `lunar-eclipse`: `at` greatest eclipse, `eclipseType`, `magnitude`,
      `contacts` on the Earth as a whole, the eclipsed body's `longitude`, `sign`, `degree`,
      `nakshatra`, and with a place, `local`.

        Attributes:
            at (str): RFC 3339 in the place's zone.
            kind (EventKind): A kind of sky event; its wire name.
            contacts (ContactsOut | None | Unset):
            degree (float | None | Unset): Degrees within `sign`, 0–30.
            eclipse_type (EclipseType | None | Unset):
            end (None | str | Unset):
            from_nakshatra (NakshatraName | None | Unset):
            from_sign (None | SignName | Unset):
            from_sign_name (str | Unset): `fromSign` as the reader of the request's `locale` reads it (English for `en`);
                present when `fromSign` is a name (GET /v1/glossary lists them).
            local (LocalOut | None | Unset):
            longitude (float | None | Unset): Degrees, 0–360, in the settings' zodiac.
            magnitude (float | None | Unset): Solar: NASA's magnitude at greatest eclipse (fraction of the Sun's diameter
                covered, or
                for a total or annular eclipse the ratio of the Moon's diameter to the Sun's). Lunar:
                the umbral magnitude (negative for a penumbral eclipse).
            nakshatra (NakshatraName | None | Unset):
            nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
                present when `nakshatra` is a name (GET /v1/glossary lists them).
            pada (int | None | Unset):
            penumbral_magnitude (float | None | Unset):
            planet (None | PlanetName | Unset):
            planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
                when `planet` is a name (GET /v1/glossary lists them).
            retrograde (bool | None | Unset):
            sign (None | SignName | Unset):
            sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
                when `sign` is a name (GET /v1/glossary lists them).
            station (Direction | None | Unset):
    """

    at: str
    kind: EventKind
    contacts: ContactsOut | None | Unset = UNSET
    degree: float | None | Unset = UNSET
    eclipse_type: EclipseType | None | Unset = UNSET
    end: None | str | Unset = UNSET
    from_nakshatra: NakshatraName | None | Unset = UNSET
    from_sign: None | SignName | Unset = UNSET
    from_sign_name: str | Unset = UNSET
    local: LocalOut | None | Unset = UNSET
    longitude: float | None | Unset = UNSET
    magnitude: float | None | Unset = UNSET
    nakshatra: NakshatraName | None | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    pada: int | None | Unset = UNSET
    penumbral_magnitude: float | None | Unset = UNSET
    planet: None | PlanetName | Unset = UNSET
    planet_name: str | Unset = UNSET
    retrograde: bool | None | Unset = UNSET
    sign: None | SignName | Unset = UNSET
    sign_name: str | Unset = UNSET
    station: Direction | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.contacts_out import ContactsOut  # noqa: PLC0415
        from ..models.local_out import LocalOut  # noqa: PLC0415

        at = self.at

        kind = self.kind.value

        contacts: dict[str, Any] | None | Unset
        if isinstance(self.contacts, Unset):
            contacts = UNSET
        elif isinstance(self.contacts, ContactsOut):
            contacts = self.contacts.to_dict()
        else:
            contacts = self.contacts

        degree: float | None | Unset
        if isinstance(self.degree, Unset):
            degree = UNSET
        else:
            degree = self.degree

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

        from_nakshatra: None | str | Unset
        if isinstance(self.from_nakshatra, Unset):
            from_nakshatra = UNSET
        elif isinstance(self.from_nakshatra, NakshatraName):
            from_nakshatra = self.from_nakshatra.value
        else:
            from_nakshatra = self.from_nakshatra

        from_sign: None | str | Unset
        if isinstance(self.from_sign, Unset):
            from_sign = UNSET
        elif isinstance(self.from_sign, SignName):
            from_sign = self.from_sign.value
        else:
            from_sign = self.from_sign

        from_sign_name = self.from_sign_name

        local: dict[str, Any] | None | Unset
        if isinstance(self.local, Unset):
            local = UNSET
        elif isinstance(self.local, LocalOut):
            local = self.local.to_dict()
        else:
            local = self.local

        longitude: float | None | Unset
        if isinstance(self.longitude, Unset):
            longitude = UNSET
        else:
            longitude = self.longitude

        magnitude: float | None | Unset
        if isinstance(self.magnitude, Unset):
            magnitude = UNSET
        else:
            magnitude = self.magnitude

        nakshatra: None | str | Unset
        if isinstance(self.nakshatra, Unset):
            nakshatra = UNSET
        elif isinstance(self.nakshatra, NakshatraName):
            nakshatra = self.nakshatra.value
        else:
            nakshatra = self.nakshatra

        nakshatra_name = self.nakshatra_name

        pada: int | None | Unset
        if isinstance(self.pada, Unset):
            pada = UNSET
        else:
            pada = self.pada

        penumbral_magnitude: float | None | Unset
        if isinstance(self.penumbral_magnitude, Unset):
            penumbral_magnitude = UNSET
        else:
            penumbral_magnitude = self.penumbral_magnitude

        planet: None | str | Unset
        if isinstance(self.planet, Unset):
            planet = UNSET
        elif isinstance(self.planet, PlanetName):
            planet = self.planet.value
        else:
            planet = self.planet

        planet_name = self.planet_name

        retrograde: bool | None | Unset
        if isinstance(self.retrograde, Unset):
            retrograde = UNSET
        else:
            retrograde = self.retrograde

        sign: None | str | Unset
        if isinstance(self.sign, Unset):
            sign = UNSET
        elif isinstance(self.sign, SignName):
            sign = self.sign.value
        else:
            sign = self.sign

        sign_name = self.sign_name

        station: None | str | Unset
        if isinstance(self.station, Unset):
            station = UNSET
        elif isinstance(self.station, Direction):
            station = self.station.value
        else:
            station = self.station

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "kind": kind,
            }
        )
        if contacts is not UNSET:
            field_dict["contacts"] = contacts
        if degree is not UNSET:
            field_dict["degree"] = degree
        if eclipse_type is not UNSET:
            field_dict["eclipseType"] = eclipse_type
        if end is not UNSET:
            field_dict["end"] = end
        if from_nakshatra is not UNSET:
            field_dict["fromNakshatra"] = from_nakshatra
        if from_sign is not UNSET:
            field_dict["fromSign"] = from_sign
        if from_sign_name is not UNSET:
            field_dict["fromSignName"] = from_sign_name
        if local is not UNSET:
            field_dict["local"] = local
        if longitude is not UNSET:
            field_dict["longitude"] = longitude
        if magnitude is not UNSET:
            field_dict["magnitude"] = magnitude
        if nakshatra is not UNSET:
            field_dict["nakshatra"] = nakshatra
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if pada is not UNSET:
            field_dict["pada"] = pada
        if penumbral_magnitude is not UNSET:
            field_dict["penumbralMagnitude"] = penumbral_magnitude
        if planet is not UNSET:
            field_dict["planet"] = planet
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if retrograde is not UNSET:
            field_dict["retrograde"] = retrograde
        if sign is not UNSET:
            field_dict["sign"] = sign
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name
        if station is not UNSET:
            field_dict["station"] = station

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contacts_out import ContactsOut  # noqa: PLC0415
        from ..models.local_out import LocalOut  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        kind = EventKind(d.pop("kind"))

        def _parse_contacts(data: object) -> ContactsOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contacts_type_0 = ContactsOut.from_dict(data)

                return contacts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ContactsOut | None | Unset, data)

        contacts = _parse_contacts(d.pop("contacts", UNSET))

        def _parse_degree(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        degree = _parse_degree(d.pop("degree", UNSET))

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

        def _parse_from_nakshatra(data: object) -> NakshatraName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_nakshatra_type_0 = NakshatraName(data)

                return from_nakshatra_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NakshatraName | None | Unset, data)

        from_nakshatra = _parse_from_nakshatra(d.pop("fromNakshatra", UNSET))

        def _parse_from_sign(data: object) -> None | SignName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_sign_type_0 = SignName(data)

                return from_sign_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SignName | Unset, data)

        from_sign = _parse_from_sign(d.pop("fromSign", UNSET))

        from_sign_name = d.pop("fromSignName", UNSET)

        def _parse_local(data: object) -> LocalOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                local_type_0 = LocalOut.from_dict(data)

                return local_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocalOut | None | Unset, data)

        local = _parse_local(d.pop("local", UNSET))

        def _parse_longitude(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        longitude = _parse_longitude(d.pop("longitude", UNSET))

        def _parse_magnitude(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        magnitude = _parse_magnitude(d.pop("magnitude", UNSET))

        def _parse_nakshatra(data: object) -> NakshatraName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                nakshatra_type_0 = NakshatraName(data)

                return nakshatra_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NakshatraName | None | Unset, data)

        nakshatra = _parse_nakshatra(d.pop("nakshatra", UNSET))

        nakshatra_name = d.pop("nakshatraName", UNSET)

        def _parse_pada(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pada = _parse_pada(d.pop("pada", UNSET))

        def _parse_penumbral_magnitude(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        penumbral_magnitude = _parse_penumbral_magnitude(d.pop("penumbralMagnitude", UNSET))

        def _parse_planet(data: object) -> None | PlanetName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                planet_type_0 = PlanetName(data)

                return planet_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanetName | Unset, data)

        planet = _parse_planet(d.pop("planet", UNSET))

        planet_name = d.pop("planetName", UNSET)

        def _parse_retrograde(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        retrograde = _parse_retrograde(d.pop("retrograde", UNSET))

        def _parse_sign(data: object) -> None | SignName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sign_type_0 = SignName(data)

                return sign_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SignName | Unset, data)

        sign = _parse_sign(d.pop("sign", UNSET))

        sign_name = d.pop("signName", UNSET)

        def _parse_station(data: object) -> Direction | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                station_type_0 = Direction(data)

                return station_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Direction | None | Unset, data)

        station = _parse_station(d.pop("station", UNSET))

        event_out = cls(
            at=at,
            kind=kind,
            contacts=contacts,
            degree=degree,
            eclipse_type=eclipse_type,
            end=end,
            from_nakshatra=from_nakshatra,
            from_sign=from_sign,
            from_sign_name=from_sign_name,
            local=local,
            longitude=longitude,
            magnitude=magnitude,
            nakshatra=nakshatra,
            nakshatra_name=nakshatra_name,
            pada=pada,
            penumbral_magnitude=penumbral_magnitude,
            planet=planet,
            planet_name=planet_name,
            retrograde=retrograde,
            sign=sign,
            sign_name=sign_name,
            station=station,
        )

        event_out.additional_properties = d
        return event_out

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
