from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName

if TYPE_CHECKING:
    from ..models.contact_out import ContactOut


T = TypeVar("T", bound="DayTransitOut")


@_attrs_define
class DayTransitOut:
    """
    Attributes:
        contacts (list[ContactOut]): Natal grahas within 5° of the transiting one (`astro::gochara::CONTACT_ORB`).
        degree (float):
        favourable (bool):
        house_from_ascendant (int):
        house_from_moon (int):
        is_retrograde (bool):
        planet (PlanetName):
        sign (SignName):
    """

    contacts: list[ContactOut]
    degree: float
    favourable: bool
    house_from_ascendant: int
    house_from_moon: int
    is_retrograde: bool
    planet: PlanetName
    sign: SignName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        contacts = []
        for contacts_item_data in self.contacts:
            contacts_item = contacts_item_data.to_dict()
            contacts.append(contacts_item)

        degree = self.degree

        favourable = self.favourable

        house_from_ascendant = self.house_from_ascendant

        house_from_moon = self.house_from_moon

        is_retrograde = self.is_retrograde

        planet = self.planet.value

        sign = self.sign.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "contacts": contacts,
                "degree": degree,
                "favourable": favourable,
                "houseFromAscendant": house_from_ascendant,
                "houseFromMoon": house_from_moon,
                "isRetrograde": is_retrograde,
                "planet": planet,
                "sign": sign,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contact_out import ContactOut  # noqa: PLC0415

        d = dict(src_dict)
        contacts = []
        _contacts = d.pop("contacts")
        for contacts_item_data in _contacts:
            contacts_item = ContactOut.from_dict(contacts_item_data)

            contacts.append(contacts_item)

        degree = d.pop("degree")

        favourable = d.pop("favourable")

        house_from_ascendant = d.pop("houseFromAscendant")

        house_from_moon = d.pop("houseFromMoon")

        is_retrograde = d.pop("isRetrograde")

        planet = PlanetName(d.pop("planet"))

        sign = SignName(d.pop("sign"))

        day_transit_out = cls(
            contacts=contacts,
            degree=degree,
            favourable=favourable,
            house_from_ascendant=house_from_ascendant,
            house_from_moon=house_from_moon,
            is_retrograde=is_retrograde,
            planet=planet,
            sign=sign,
        )

        day_transit_out.additional_properties = d
        return day_transit_out

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
