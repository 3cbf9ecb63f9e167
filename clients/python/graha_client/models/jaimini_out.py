from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.argala_out import ArgalaOut
    from ..models.arudha_out import ArudhaOut
    from ..models.chara_karakas_out import CharaKarakasOut
    from ..models.karakamsha_out import KarakamshaOut
    from ..models.rashi_drishti_out import RashiDrishtiOut
    from ..models.special_lagnas_out import SpecialLagnasOut


T = TypeVar("T", bound="JaiminiOut")


@_attrs_define
class JaiminiOut:
    """`POST /v1/jaimini`.

    Attributes:
        argala (list[ArgalaOut]):
        arudha_padas (list[ArudhaOut]):
        chara_karakas (CharaKarakasOut): The two chara karaka schemes.
        karakamsha (KarakamshaOut): The atmakaraka's navamsa sign.
        rashi_drishti (list[RashiDrishtiOut]):
        special_lagnas (None | SpecialLagnasOut | Unset):
    """

    argala: list[ArgalaOut]
    arudha_padas: list[ArudhaOut]
    chara_karakas: CharaKarakasOut
    karakamsha: KarakamshaOut
    rashi_drishti: list[RashiDrishtiOut]
    special_lagnas: None | SpecialLagnasOut | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.special_lagnas_out import SpecialLagnasOut  # noqa: PLC0415

        argala = []
        for argala_item_data in self.argala:
            argala_item = argala_item_data.to_dict()
            argala.append(argala_item)

        arudha_padas = []
        for arudha_padas_item_data in self.arudha_padas:
            arudha_padas_item = arudha_padas_item_data.to_dict()
            arudha_padas.append(arudha_padas_item)

        chara_karakas = self.chara_karakas.to_dict()

        karakamsha = self.karakamsha.to_dict()

        rashi_drishti = []
        for rashi_drishti_item_data in self.rashi_drishti:
            rashi_drishti_item = rashi_drishti_item_data.to_dict()
            rashi_drishti.append(rashi_drishti_item)

        special_lagnas: dict[str, Any] | None | Unset
        if isinstance(self.special_lagnas, Unset):
            special_lagnas = UNSET
        elif isinstance(self.special_lagnas, SpecialLagnasOut):
            special_lagnas = self.special_lagnas.to_dict()
        else:
            special_lagnas = self.special_lagnas

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "argala": argala,
                "arudhaPadas": arudha_padas,
                "charaKarakas": chara_karakas,
                "karakamsha": karakamsha,
                "rashiDrishti": rashi_drishti,
            }
        )
        if special_lagnas is not UNSET:
            field_dict["specialLagnas"] = special_lagnas

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.argala_out import ArgalaOut  # noqa: PLC0415
        from ..models.arudha_out import ArudhaOut  # noqa: PLC0415
        from ..models.chara_karakas_out import CharaKarakasOut  # noqa: PLC0415
        from ..models.karakamsha_out import KarakamshaOut  # noqa: PLC0415
        from ..models.rashi_drishti_out import RashiDrishtiOut  # noqa: PLC0415
        from ..models.special_lagnas_out import SpecialLagnasOut  # noqa: PLC0415

        d = dict(src_dict)
        argala = []
        _argala = d.pop("argala")
        for argala_item_data in _argala:
            argala_item = ArgalaOut.from_dict(argala_item_data)

            argala.append(argala_item)

        arudha_padas = []
        _arudha_padas = d.pop("arudhaPadas")
        for arudha_padas_item_data in _arudha_padas:
            arudha_padas_item = ArudhaOut.from_dict(arudha_padas_item_data)

            arudha_padas.append(arudha_padas_item)

        chara_karakas = CharaKarakasOut.from_dict(d.pop("charaKarakas"))

        karakamsha = KarakamshaOut.from_dict(d.pop("karakamsha"))

        rashi_drishti = []
        _rashi_drishti = d.pop("rashiDrishti")
        for rashi_drishti_item_data in _rashi_drishti:
            rashi_drishti_item = RashiDrishtiOut.from_dict(rashi_drishti_item_data)

            rashi_drishti.append(rashi_drishti_item)

        def _parse_special_lagnas(data: object) -> None | SpecialLagnasOut | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                special_lagnas_type_0 = SpecialLagnasOut.from_dict(data)

                return special_lagnas_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpecialLagnasOut | Unset, data)

        special_lagnas = _parse_special_lagnas(d.pop("specialLagnas", UNSET))

        jaimini_out = cls(
            argala=argala,
            arudha_padas=arudha_padas,
            chara_karakas=chara_karakas,
            karakamsha=karakamsha,
            rashi_drishti=rashi_drishti,
            special_lagnas=special_lagnas,
        )

        jaimini_out.additional_properties = d
        return jaimini_out

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
