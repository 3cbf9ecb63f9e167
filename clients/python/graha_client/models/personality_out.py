from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.divisional_reading import DivisionalReading
    from ..models.placement_reading import PlacementReading
    from ..models.statement import Statement
    from ..models.trait_out import TraitOut


T = TypeVar("T", bound="PersonalityOut")


@_attrs_define
class PersonalityOut:
    """
    Attributes:
        ascendant (SignName):
        challenges (list[Statement]):
        divisional (list[DivisionalReading]): The Navamsha read for the lagna and 7th lords, the Dashamsha for the lagna
            and 10th
            lords.
        moon_sign (SignName):
        nakshatra (NakshatraName):
        placements (list[PlacementReading]): Each graha in its sign and in its house, then each house's lord where it
            sits (the
            bhavesh phala of BPHS ch. 24): nine, nine and twelve readings, each written for its case.
        strengths (list[Statement]):
        sun_sign (SignName):
        traits (list[TraitOut]):
        ascendant_name (str | Unset): `ascendant` as the reader of the request's `locale` reads it (English for `en`);
            present when `ascendant` is a name (GET /v1/glossary lists them).
        moon_sign_name (str | Unset): `moonSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `moonSign` is a name (GET /v1/glossary lists them).
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        sun_sign_name (str | Unset): `sunSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `sunSign` is a name (GET /v1/glossary lists them).
    """

    ascendant: SignName
    challenges: list[Statement]
    divisional: list[DivisionalReading]
    moon_sign: SignName
    nakshatra: NakshatraName
    placements: list[PlacementReading]
    strengths: list[Statement]
    sun_sign: SignName
    traits: list[TraitOut]
    ascendant_name: str | Unset = UNSET
    moon_sign_name: str | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    sun_sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant = self.ascendant.value

        challenges = []
        for challenges_item_data in self.challenges:
            challenges_item = challenges_item_data.to_dict()
            challenges.append(challenges_item)

        divisional = []
        for divisional_item_data in self.divisional:
            divisional_item = divisional_item_data.to_dict()
            divisional.append(divisional_item)

        moon_sign = self.moon_sign.value

        nakshatra = self.nakshatra.value

        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)

        strengths = []
        for strengths_item_data in self.strengths:
            strengths_item = strengths_item_data.to_dict()
            strengths.append(strengths_item)

        sun_sign = self.sun_sign.value

        traits = []
        for traits_item_data in self.traits:
            traits_item = traits_item_data.to_dict()
            traits.append(traits_item)

        ascendant_name = self.ascendant_name

        moon_sign_name = self.moon_sign_name

        nakshatra_name = self.nakshatra_name

        sun_sign_name = self.sun_sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendant": ascendant,
                "challenges": challenges,
                "divisional": divisional,
                "moonSign": moon_sign,
                "nakshatra": nakshatra,
                "placements": placements,
                "strengths": strengths,
                "sunSign": sun_sign,
                "traits": traits,
            }
        )
        if ascendant_name is not UNSET:
            field_dict["ascendantName"] = ascendant_name
        if moon_sign_name is not UNSET:
            field_dict["moonSignName"] = moon_sign_name
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if sun_sign_name is not UNSET:
            field_dict["sunSignName"] = sun_sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.divisional_reading import DivisionalReading  # noqa: PLC0415
        from ..models.placement_reading import PlacementReading  # noqa: PLC0415
        from ..models.statement import Statement  # noqa: PLC0415
        from ..models.trait_out import TraitOut  # noqa: PLC0415

        d = dict(src_dict)
        ascendant = SignName(d.pop("ascendant"))

        challenges = []
        _challenges = d.pop("challenges")
        for challenges_item_data in _challenges:
            challenges_item = Statement.from_dict(challenges_item_data)

            challenges.append(challenges_item)

        divisional = []
        _divisional = d.pop("divisional")
        for divisional_item_data in _divisional:
            divisional_item = DivisionalReading.from_dict(divisional_item_data)

            divisional.append(divisional_item)

        moon_sign = SignName(d.pop("moonSign"))

        nakshatra = NakshatraName(d.pop("nakshatra"))

        placements = []
        _placements = d.pop("placements")
        for placements_item_data in _placements:
            placements_item = PlacementReading.from_dict(placements_item_data)

            placements.append(placements_item)

        strengths = []
        _strengths = d.pop("strengths")
        for strengths_item_data in _strengths:
            strengths_item = Statement.from_dict(strengths_item_data)

            strengths.append(strengths_item)

        sun_sign = SignName(d.pop("sunSign"))

        traits = []
        _traits = d.pop("traits")
        for traits_item_data in _traits:
            traits_item = TraitOut.from_dict(traits_item_data)

            traits.append(traits_item)

        ascendant_name = d.pop("ascendantName", UNSET)

        moon_sign_name = d.pop("moonSignName", UNSET)

        nakshatra_name = d.pop("nakshatraName", UNSET)

        sun_sign_name = d.pop("sunSignName", UNSET)

        personality_out = cls(
            ascendant=ascendant,
            challenges=challenges,
            divisional=divisional,
            moon_sign=moon_sign,
            nakshatra=nakshatra,
            placements=placements,
            strengths=strengths,
            sun_sign=sun_sign,
            traits=traits,
            ascendant_name=ascendant_name,
            moon_sign_name=moon_sign_name,
            nakshatra_name=nakshatra_name,
            sun_sign_name=sun_sign_name,
        )

        personality_out.additional_properties = d
        return personality_out

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
