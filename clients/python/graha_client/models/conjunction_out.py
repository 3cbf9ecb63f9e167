from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pair_out import PairOut


T = TypeVar("T", bound="ConjunctionOut")


@_attrs_define
class ConjunctionOut:
    """Grahas sharing a sign (whole-sign conjunction, BPHS ch. 26 counts a graha in the same
    sign as joined, yuti).

        Attributes:
            house (int):
            pairs (list[PairOut]): Every pair, closest first.
            planets (list[str]): In `Planet::ALL` order.
            reading (str):
            sign (SignName):
            spread (float): Largest minus smallest degree in the sign, degrees.
            tightest_orb (float):
            tightest_pair (list[str]): The closest pair and its orb, degrees.
            sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
                when `sign` is a name (GET /v1/glossary lists them).
    """

    house: int
    pairs: list[PairOut]
    planets: list[str]
    reading: str
    sign: SignName
    spread: float
    tightest_orb: float
    tightest_pair: list[str]
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        house = self.house

        pairs = []
        for pairs_item_data in self.pairs:
            pairs_item = pairs_item_data.to_dict()
            pairs.append(pairs_item)

        planets = self.planets

        reading = self.reading

        sign = self.sign.value

        spread = self.spread

        tightest_orb = self.tightest_orb

        tightest_pair = self.tightest_pair

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "house": house,
                "pairs": pairs,
                "planets": planets,
                "reading": reading,
                "sign": sign,
                "spread": spread,
                "tightestOrb": tightest_orb,
                "tightestPair": tightest_pair,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pair_out import PairOut  # noqa: PLC0415

        d = dict(src_dict)
        house = d.pop("house")

        pairs = []
        _pairs = d.pop("pairs")
        for pairs_item_data in _pairs:
            pairs_item = PairOut.from_dict(pairs_item_data)

            pairs.append(pairs_item)

        planets = cast(list[str], d.pop("planets"))

        reading = d.pop("reading")

        sign = SignName(d.pop("sign"))

        spread = d.pop("spread")

        tightest_orb = d.pop("tightestOrb")

        tightest_pair = cast(list[str], d.pop("tightestPair"))

        sign_name = d.pop("signName", UNSET)

        conjunction_out = cls(
            house=house,
            pairs=pairs,
            planets=planets,
            reading=reading,
            sign=sign,
            spread=spread,
            tightest_orb=tightest_orb,
            tightest_pair=tightest_pair,
            sign_name=sign_name,
        )

        conjunction_out.additional_properties = d
        return conjunction_out

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
