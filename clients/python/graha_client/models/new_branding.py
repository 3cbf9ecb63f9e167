from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NewBranding")


@_attrs_define
class NewBranding:
    """An account's branding (`PUT /v1/branding`): every field but `name` may be left out (or
    null), and is then cleared.

        Attributes:
            name (str): The name printed on the cover and in the footer, 1–100 characters.
            accent_color (None | str | Unset): `#rrggbb`.
            email (None | str | Unset):
            logo (None | str | Unset): A PNG or an SVG, base64 (standard alphabet), at most 200 KB decoded.
            phone (None | str | Unset): Digits, spaces and `+ - ( ) .`, at most 40 characters.
            website (None | str | Unset): An http(s) address, at most 200 characters.
    """

    name: str
    accent_color: None | str | Unset = UNSET
    email: None | str | Unset = UNSET
    logo: None | str | Unset = UNSET
    phone: None | str | Unset = UNSET
    website: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        accent_color: None | str | Unset
        if isinstance(self.accent_color, Unset):
            accent_color = UNSET
        else:
            accent_color = self.accent_color

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        logo: None | str | Unset
        if isinstance(self.logo, Unset):
            logo = UNSET
        else:
            logo = self.logo

        phone: None | str | Unset
        if isinstance(self.phone, Unset):
            phone = UNSET
        else:
            phone = self.phone

        website: None | str | Unset
        if isinstance(self.website, Unset):
            website = UNSET
        else:
            website = self.website

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if accent_color is not UNSET:
            field_dict["accentColor"] = accent_color
        if email is not UNSET:
            field_dict["email"] = email
        if logo is not UNSET:
            field_dict["logo"] = logo
        if phone is not UNSET:
            field_dict["phone"] = phone
        if website is not UNSET:
            field_dict["website"] = website

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_accent_color(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        accent_color = _parse_accent_color(d.pop("accentColor", UNSET))

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        def _parse_logo(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        logo = _parse_logo(d.pop("logo", UNSET))

        def _parse_phone(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        phone = _parse_phone(d.pop("phone", UNSET))

        def _parse_website(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        website = _parse_website(d.pop("website", UNSET))

        new_branding = cls(
            name=name,
            accent_color=accent_color,
            email=email,
            logo=logo,
            phone=phone,
            website=website,
        )

        return new_branding
