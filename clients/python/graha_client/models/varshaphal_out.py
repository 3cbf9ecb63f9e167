from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.annual_chart_out import AnnualChartOut
    from ..models.annual_period_out import AnnualPeriodOut
    from ..models.harsha_out import HarshaOut
    from ..models.muntha_out import MunthaOut
    from ..models.office_out import OfficeOut
    from ..models.pancha_vargeeya_out import PanchaVargeeyaOut
    from ..models.saham_out import SahamOut
    from ..models.tajika_aspect_out import TajikaAspectOut
    from ..models.tajika_yoga_out import TajikaYogaOut
    from ..models.year_lord_out import YearLordOut


T = TypeVar("T", bound="VarshaphalOut")


@_attrs_define
class VarshaphalOut:
    """`POST /v1/varshaphal`: the varshaphal of a year of life.

    Attributes:
        age (int): Completed years of life at the return.
        chart (AnnualChartOut): The annual chart.
        day (bool): The year begins by day (the Sun above the horizon at the return).
        harsha_bala (list[HarshaOut]):
        mudda_dasha (list[AnnualPeriodOut]):
        muntha (MunthaOut): The muntha: the birth ascendant's sign moved on one sign a year.
        next_return (str): The next return, where this year ends.
        pancha_vargeeya_bala (list[PanchaVargeeyaOut]):
        panchadhikaris (list[OfficeOut]):
        patyayini_dasha (list[AnnualPeriodOut]):
        return_moment (str): The moment the sidereal Sun returns to its natal longitude: RFC 3339 with the birth
            zone's offset, to the second.
        sahams (list[SahamOut]): 36 sahams, Punya first.
        tajika_aspects (list[TajikaAspectOut]):
        year (int): The Gregorian year (in the birth zone) of the return.
        year_lord (YearLordOut): The lord of the year (varsheshwara).
        yogas (list[TajikaYogaOut]):
    """

    age: int
    chart: AnnualChartOut
    day: bool
    harsha_bala: list[HarshaOut]
    mudda_dasha: list[AnnualPeriodOut]
    muntha: MunthaOut
    next_return: str
    pancha_vargeeya_bala: list[PanchaVargeeyaOut]
    panchadhikaris: list[OfficeOut]
    patyayini_dasha: list[AnnualPeriodOut]
    return_moment: str
    sahams: list[SahamOut]
    tajika_aspects: list[TajikaAspectOut]
    year: int
    year_lord: YearLordOut
    yogas: list[TajikaYogaOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        age = self.age

        chart = self.chart.to_dict()

        day = self.day

        harsha_bala = []
        for harsha_bala_item_data in self.harsha_bala:
            harsha_bala_item = harsha_bala_item_data.to_dict()
            harsha_bala.append(harsha_bala_item)

        mudda_dasha = []
        for mudda_dasha_item_data in self.mudda_dasha:
            mudda_dasha_item = mudda_dasha_item_data.to_dict()
            mudda_dasha.append(mudda_dasha_item)

        muntha = self.muntha.to_dict()

        next_return = self.next_return

        pancha_vargeeya_bala = []
        for pancha_vargeeya_bala_item_data in self.pancha_vargeeya_bala:
            pancha_vargeeya_bala_item = pancha_vargeeya_bala_item_data.to_dict()
            pancha_vargeeya_bala.append(pancha_vargeeya_bala_item)

        panchadhikaris = []
        for panchadhikaris_item_data in self.panchadhikaris:
            panchadhikaris_item = panchadhikaris_item_data.to_dict()
            panchadhikaris.append(panchadhikaris_item)

        patyayini_dasha = []
        for patyayini_dasha_item_data in self.patyayini_dasha:
            patyayini_dasha_item = patyayini_dasha_item_data.to_dict()
            patyayini_dasha.append(patyayini_dasha_item)

        return_moment = self.return_moment

        sahams = []
        for sahams_item_data in self.sahams:
            sahams_item = sahams_item_data.to_dict()
            sahams.append(sahams_item)

        tajika_aspects = []
        for tajika_aspects_item_data in self.tajika_aspects:
            tajika_aspects_item = tajika_aspects_item_data.to_dict()
            tajika_aspects.append(tajika_aspects_item)

        year = self.year

        year_lord = self.year_lord.to_dict()

        yogas = []
        for yogas_item_data in self.yogas:
            yogas_item = yogas_item_data.to_dict()
            yogas.append(yogas_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "age": age,
                "chart": chart,
                "day": day,
                "harshaBala": harsha_bala,
                "muddaDasha": mudda_dasha,
                "muntha": muntha,
                "nextReturn": next_return,
                "panchaVargeeyaBala": pancha_vargeeya_bala,
                "panchadhikaris": panchadhikaris,
                "patyayiniDasha": patyayini_dasha,
                "returnMoment": return_moment,
                "sahams": sahams,
                "tajikaAspects": tajika_aspects,
                "year": year,
                "yearLord": year_lord,
                "yogas": yogas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.annual_chart_out import AnnualChartOut  # noqa: PLC0415
        from ..models.annual_period_out import AnnualPeriodOut  # noqa: PLC0415
        from ..models.harsha_out import HarshaOut  # noqa: PLC0415
        from ..models.muntha_out import MunthaOut  # noqa: PLC0415
        from ..models.office_out import OfficeOut  # noqa: PLC0415
        from ..models.pancha_vargeeya_out import PanchaVargeeyaOut  # noqa: PLC0415
        from ..models.saham_out import SahamOut  # noqa: PLC0415
        from ..models.tajika_aspect_out import TajikaAspectOut  # noqa: PLC0415
        from ..models.tajika_yoga_out import TajikaYogaOut  # noqa: PLC0415
        from ..models.year_lord_out import YearLordOut  # noqa: PLC0415

        d = dict(src_dict)
        age = d.pop("age")

        chart = AnnualChartOut.from_dict(d.pop("chart"))

        day = d.pop("day")

        harsha_bala = []
        _harsha_bala = d.pop("harshaBala")
        for harsha_bala_item_data in _harsha_bala:
            harsha_bala_item = HarshaOut.from_dict(harsha_bala_item_data)

            harsha_bala.append(harsha_bala_item)

        mudda_dasha = []
        _mudda_dasha = d.pop("muddaDasha")
        for mudda_dasha_item_data in _mudda_dasha:
            mudda_dasha_item = AnnualPeriodOut.from_dict(mudda_dasha_item_data)

            mudda_dasha.append(mudda_dasha_item)

        muntha = MunthaOut.from_dict(d.pop("muntha"))

        next_return = d.pop("nextReturn")

        pancha_vargeeya_bala = []
        _pancha_vargeeya_bala = d.pop("panchaVargeeyaBala")
        for pancha_vargeeya_bala_item_data in _pancha_vargeeya_bala:
            pancha_vargeeya_bala_item = PanchaVargeeyaOut.from_dict(pancha_vargeeya_bala_item_data)

            pancha_vargeeya_bala.append(pancha_vargeeya_bala_item)

        panchadhikaris = []
        _panchadhikaris = d.pop("panchadhikaris")
        for panchadhikaris_item_data in _panchadhikaris:
            panchadhikaris_item = OfficeOut.from_dict(panchadhikaris_item_data)

            panchadhikaris.append(panchadhikaris_item)

        patyayini_dasha = []
        _patyayini_dasha = d.pop("patyayiniDasha")
        for patyayini_dasha_item_data in _patyayini_dasha:
            patyayini_dasha_item = AnnualPeriodOut.from_dict(patyayini_dasha_item_data)

            patyayini_dasha.append(patyayini_dasha_item)

        return_moment = d.pop("returnMoment")

        sahams = []
        _sahams = d.pop("sahams")
        for sahams_item_data in _sahams:
            sahams_item = SahamOut.from_dict(sahams_item_data)

            sahams.append(sahams_item)

        tajika_aspects = []
        _tajika_aspects = d.pop("tajikaAspects")
        for tajika_aspects_item_data in _tajika_aspects:
            tajika_aspects_item = TajikaAspectOut.from_dict(tajika_aspects_item_data)

            tajika_aspects.append(tajika_aspects_item)

        year = d.pop("year")

        year_lord = YearLordOut.from_dict(d.pop("yearLord"))

        yogas = []
        _yogas = d.pop("yogas")
        for yogas_item_data in _yogas:
            yogas_item = TajikaYogaOut.from_dict(yogas_item_data)

            yogas.append(yogas_item)

        varshaphal_out = cls(
            age=age,
            chart=chart,
            day=day,
            harsha_bala=harsha_bala,
            mudda_dasha=mudda_dasha,
            muntha=muntha,
            next_return=next_return,
            pancha_vargeeya_bala=pancha_vargeeya_bala,
            panchadhikaris=panchadhikaris,
            patyayini_dasha=patyayini_dasha,
            return_moment=return_moment,
            sahams=sahams,
            tajika_aspects=tajika_aspects,
            year=year,
            year_lord=year_lord,
            yogas=yogas,
        )

        varshaphal_out.additional_properties = d
        return varshaphal_out

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
