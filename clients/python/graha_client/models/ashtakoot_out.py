from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.koota_out import KootaOut


T = TypeVar("T", bound="AshtakootOut")


@_attrs_define
class AshtakootOut:
    """The eight kootas keyed as the spec names them.

    Attributes:
        bhakoot (KootaOut): One koota (`{ name, maxPoints, obtainedPoints, description }`).
        gana (KootaOut): One koota (`{ name, maxPoints, obtainedPoints, description }`).
        grahamaitri (KootaOut): One koota (`{ name, maxPoints, obtainedPoints, description }`).
        nadi (KootaOut): One koota (`{ name, maxPoints, obtainedPoints, description }`).
        tara (KootaOut): One koota (`{ name, maxPoints, obtainedPoints, description }`).
        varna (KootaOut): One koota (`{ name, maxPoints, obtainedPoints, description }`).
        vashya (KootaOut): One koota (`{ name, maxPoints, obtainedPoints, description }`).
        yoni (KootaOut): One koota (`{ name, maxPoints, obtainedPoints, description }`).
    """

    bhakoot: KootaOut
    gana: KootaOut
    grahamaitri: KootaOut
    nadi: KootaOut
    tara: KootaOut
    varna: KootaOut
    vashya: KootaOut
    yoni: KootaOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bhakoot = self.bhakoot.to_dict()

        gana = self.gana.to_dict()

        grahamaitri = self.grahamaitri.to_dict()

        nadi = self.nadi.to_dict()

        tara = self.tara.to_dict()

        varna = self.varna.to_dict()

        vashya = self.vashya.to_dict()

        yoni = self.yoni.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bhakoot": bhakoot,
                "gana": gana,
                "grahamaitri": grahamaitri,
                "nadi": nadi,
                "tara": tara,
                "varna": varna,
                "vashya": vashya,
                "yoni": yoni,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.koota_out import KootaOut  # noqa: PLC0415

        d = dict(src_dict)
        bhakoot = KootaOut.from_dict(d.pop("bhakoot"))

        gana = KootaOut.from_dict(d.pop("gana"))

        grahamaitri = KootaOut.from_dict(d.pop("grahamaitri"))

        nadi = KootaOut.from_dict(d.pop("nadi"))

        tara = KootaOut.from_dict(d.pop("tara"))

        varna = KootaOut.from_dict(d.pop("varna"))

        vashya = KootaOut.from_dict(d.pop("vashya"))

        yoni = KootaOut.from_dict(d.pop("yoni"))

        ashtakoot_out = cls(
            bhakoot=bhakoot,
            gana=gana,
            grahamaitri=grahamaitri,
            nadi=nadi,
            tara=tara,
            varna=varna,
            vashya=vashya,
            yoni=yoni,
        )

        ashtakoot_out.additional_properties = d
        return ashtakoot_out

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
