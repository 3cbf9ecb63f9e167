from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.logo_info import LogoInfo


T = TypeVar("T", bound="BrandingOut")


@_attrs_define
class BrandingOut:
    """The account's branding.

    Attributes:
        name (str):
        updated_at (datetime.datetime):
        accent_color (None | str | Unset): `#rrggbb`: the cover's band and the brand's line.
        email (None | str | Unset):
        logo (LogoInfo | None | Unset):
        phone (None | str | Unset):
        website (None | str | Unset):
    """

    name: str
    updated_at: datetime.datetime
    accent_color: None | str | Unset = UNSET
    email: None | str | Unset = UNSET
    logo: LogoInfo | None | Unset = UNSET
    phone: None | str | Unset = UNSET
    website: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.logo_info import LogoInfo  # noqa: PLC0415

        name = self.name

        updated_at = self.updated_at.isoformat()

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

        logo: dict[str, Any] | None | Unset
        if isinstance(self.logo, Unset):
            logo = UNSET
        elif isinstance(self.logo, LogoInfo):
            logo = self.logo.to_dict()
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
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "updatedAt": updated_at,
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
        from ..models.logo_info import LogoInfo  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

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

        def _parse_logo(data: object) -> LogoInfo | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                logo_type_0 = LogoInfo.from_dict(data)

                return logo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LogoInfo | None | Unset, data)

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

        branding_out = cls(
            name=name,
            updated_at=updated_at,
            accent_color=accent_color,
            email=email,
            logo=logo,
            phone=phone,
            website=website,
        )

        branding_out.additional_properties = d
        return branding_out

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
