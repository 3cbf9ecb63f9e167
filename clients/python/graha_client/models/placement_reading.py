from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.placement_kind import PlacementKind
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.note_out import NoteOut


T = TypeVar("T", bound="PlacementReading")


@_attrs_define
class PlacementReading:
    """The reading of one placement.

    Attributes:
        factor (str): The chart factor (`"The Moon in Taurus"`), in the reply's language.
        factor_en (str): The chart factor in English whatever the locale, a stable form for clients.
        text (str): The reading, in the reply's language.
        house (int): The whole-sign house the planet occupies, 1–12.
        kind (PlacementKind): What a placement is.
        planet (PlanetName):
        sign (SignName):
        lord_of (int | None | Unset): For `lordInHouse`: the house it rules, 1–12.
        notes (list[NoteOut] | Unset): For `planetInSign`: the planet retrograde, combust or vargottama, each with its
            note.
    """

    factor: str
    factor_en: str
    text: str
    house: int
    kind: PlacementKind
    planet: PlanetName
    sign: SignName
    lord_of: int | None | Unset = UNSET
    notes: list[NoteOut] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        factor = self.factor

        factor_en = self.factor_en

        text = self.text

        house = self.house

        kind = self.kind.value

        planet = self.planet.value

        sign = self.sign.value

        lord_of: int | None | Unset
        if isinstance(self.lord_of, Unset):
            lord_of = UNSET
        else:
            lord_of = self.lord_of

        notes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.notes, Unset):
            notes = []
            for notes_item_data in self.notes:
                notes_item = notes_item_data.to_dict()
                notes.append(notes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "factor": factor,
                "factorEn": factor_en,
                "text": text,
                "house": house,
                "kind": kind,
                "planet": planet,
                "sign": sign,
            }
        )
        if lord_of is not UNSET:
            field_dict["lordOf"] = lord_of
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.note_out import NoteOut  # noqa: PLC0415

        d = dict(src_dict)
        factor = d.pop("factor")

        factor_en = d.pop("factorEn")

        text = d.pop("text")

        house = d.pop("house")

        kind = PlacementKind(d.pop("kind"))

        planet = PlanetName(d.pop("planet"))

        sign = SignName(d.pop("sign"))

        def _parse_lord_of(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        lord_of = _parse_lord_of(d.pop("lordOf", UNSET))

        _notes = d.pop("notes", UNSET)
        notes: list[NoteOut] | Unset = UNSET
        if _notes is not UNSET:
            notes = []
            for notes_item_data in _notes:
                notes_item = NoteOut.from_dict(notes_item_data)

                notes.append(notes_item)

        placement_reading = cls(
            factor=factor,
            factor_en=factor_en,
            text=text,
            house=house,
            kind=kind,
            planet=planet,
            sign=sign,
            lord_of=lord_of,
            notes=notes,
        )

        placement_reading.additional_properties = d
        return placement_reading

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
