from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.baladi import Baladi
from ..models.deeptadi import Deeptadi
from ..models.jagradadi import Jagradadi
from ..models.lajjitadi import Lajjitadi
from ..models.planet_name import PlanetName
from ..models.shayanadi import Shayanadi
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.avastha_titles_out import AvasthaTitlesOut


T = TypeVar("T", bound="AvasthaPlanetOut")


@_attrs_define
class AvasthaPlanetOut:
    """One graha's avasthas: each by its key, with its name in the reader's language.

    Attributes:
        baladi (Baladi): Age by degree in the sign (BPHS 45.2–3).
        deeptadi (Deeptadi): Condition by dignity, combustion, war and motion (Phaladeepika 3.1).
        jagradadi (Jagradadi): Wakefulness by dignity (BPHS 45.4).
        lajjitadi (list[Lajjitadi]): The moods that hold (BPHS 45.12–17), possibly none.
        planet (PlanetName):
        titles (AvasthaTitlesOut): A graha's avasthas named in the request's locale.
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        shayanadi (None | Shayanadi | Unset):
    """

    baladi: Baladi
    deeptadi: Deeptadi
    jagradadi: Jagradadi
    lajjitadi: list[Lajjitadi]
    planet: PlanetName
    titles: AvasthaTitlesOut
    planet_name: str | Unset = UNSET
    shayanadi: None | Shayanadi | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baladi = self.baladi.value

        deeptadi = self.deeptadi.value

        jagradadi = self.jagradadi.value

        lajjitadi = []
        for lajjitadi_item_data in self.lajjitadi:
            lajjitadi_item = lajjitadi_item_data.value
            lajjitadi.append(lajjitadi_item)

        planet = self.planet.value

        titles = self.titles.to_dict()

        planet_name = self.planet_name

        shayanadi: None | str | Unset
        if isinstance(self.shayanadi, Unset):
            shayanadi = UNSET
        elif isinstance(self.shayanadi, Shayanadi):
            shayanadi = self.shayanadi.value
        else:
            shayanadi = self.shayanadi

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baladi": baladi,
                "deeptadi": deeptadi,
                "jagradadi": jagradadi,
                "lajjitadi": lajjitadi,
                "planet": planet,
                "titles": titles,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if shayanadi is not UNSET:
            field_dict["shayanadi"] = shayanadi

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.avastha_titles_out import AvasthaTitlesOut  # noqa: PLC0415

        d = dict(src_dict)
        baladi = Baladi(d.pop("baladi"))

        deeptadi = Deeptadi(d.pop("deeptadi"))

        jagradadi = Jagradadi(d.pop("jagradadi"))

        lajjitadi = []
        _lajjitadi = d.pop("lajjitadi")
        for lajjitadi_item_data in _lajjitadi:
            lajjitadi_item = Lajjitadi(lajjitadi_item_data)

            lajjitadi.append(lajjitadi_item)

        planet = PlanetName(d.pop("planet"))

        titles = AvasthaTitlesOut.from_dict(d.pop("titles"))

        planet_name = d.pop("planetName", UNSET)

        def _parse_shayanadi(data: object) -> None | Shayanadi | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                shayanadi_type_0 = Shayanadi(data)

                return shayanadi_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Shayanadi | Unset, data)

        shayanadi = _parse_shayanadi(d.pop("shayanadi", UNSET))

        avastha_planet_out = cls(
            baladi=baladi,
            deeptadi=deeptadi,
            jagradadi=jagradadi,
            lajjitadi=lajjitadi,
            planet=planet,
            titles=titles,
            planet_name=planet_name,
            shayanadi=shayanadi,
        )

        avastha_planet_out.additional_properties = d
        return avastha_planet_out

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
