from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ascendant_out import AscendantOut
    from ..models.ashtakavarga_out import AshtakavargaOut
    from ..models.aspects_out import AspectsOut
    from ..models.atmakaraka_out import AtmakarakaOut
    from ..models.avasthas_out import AvasthasOut
    from ..models.basic_details_out import BasicDetailsOut
    from ..models.bhava_bala_out import BhavaBalaOut
    from ..models.birth_chart_out import BirthChartOut
    from ..models.chakras_out import ChakrasOut
    from ..models.chart_image_out import ChartImageOut
    from ..models.conjunctions_out import ConjunctionsOut
    from ..models.dasha_out import DashaOut
    from ..models.doshas_out import DoshasOut
    from ..models.elements_out import ElementsOut
    from ..models.functional_out import FunctionalOut
    from ..models.house_lords_out import HouseLordsOut
    from ..models.insight_out import InsightOut
    from ..models.jaimini_out import JaiminiOut
    from ..models.nakshatra_out import NakshatraOut
    from ..models.personality_out import PersonalityOut
    from ..models.planet_out import PlanetOut
    from ..models.predictions_out import PredictionsOut
    from ..models.rashi_out import RashiOut
    from ..models.rashifal_out import RashifalOut
    from ..models.remedies_out import RemediesOut
    from ..models.sade_sati_reply import SadeSatiReply
    from ..models.settings_echo import SettingsEcho
    from ..models.shadbala_out import ShadbalaOut
    from ..models.special_points_out import SpecialPointsOut
    from ..models.system_dasha_out import SystemDashaOut
    from ..models.transits_out import TransitsOut
    from ..models.vargas_out import VargasOut
    from ..models.yogas_out import YogasOut


T = TypeVar("T", bound="PostV1KundliResponse200Data")


@_attrs_define
class PostV1KundliResponse200Data:
    """
    Attributes:
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
        ascendant (AscendantOut | Unset): The ascendant as published.
        ashtakavarga (AshtakavargaOut | Unset):
        aspects (AspectsOut | Unset):
        atmakaraka (AtmakarakaOut | Unset): The atmakaraka, with its longitude, pada, the scheme and all seven chara
            karakas.
        avasthas (AvasthasOut | Unset): `POST /v1/avasthas`.
        basic_details (BasicDetailsOut | Unset):
        bhava_bala (BhavaBalaOut | Unset): `POST /v1/bhava-bala`.
        birth_chart (BirthChartOut | Unset): The natal chart.
        chakras (ChakrasOut | Unset): `POST /v1/chakras`.
        chart_image (ChartImageOut | Unset): The reply.
        conjunctions (ConjunctionsOut | Unset):
        daily_insight (InsightOut | Unset):
        dasha (DashaOut | SystemDashaOut | Unset):
        dosha (DoshasOut | Unset):
        elements (ElementsOut | Unset): `POST /v1/elements`.
        functional (FunctionalOut | Unset):
        house_lords (HouseLordsOut | Unset):
        jaimini (JaiminiOut | Unset): `POST /v1/jaimini`.
        nakshatra (NakshatraOut | Unset): `POST /v1/nakshatra`: the Moon's nakshatra with its classical attributes.
        personality (PersonalityOut | Unset):
        planets (list[PlanetOut] | Unset): `POST /v1/planets`: the nine grahas.
        predictions (PredictionsOut | Unset):
        rashi (RashiOut | Unset): `POST /v1/rashi`: the Moon sign with its lord, element, modality, the sidereal
            Sun and ascendant signs, the Moon's nakshatra, and a reading of the Moon sign.
        rashifal (RashifalOut | Unset):
        remedies (RemediesOut | Unset):
        sade_sati (SadeSatiReply | Unset):
        shadbala (ShadbalaOut | Unset):
        special_points (SpecialPointsOut | Unset): `POST /v1/special-points`.
        transits (TransitsOut | Unset):
        vargas (VargasOut | Unset):
        yogas (YogasOut | Unset):
    """

    settings: SettingsEcho
    ascendant: AscendantOut | Unset = UNSET
    ashtakavarga: AshtakavargaOut | Unset = UNSET
    aspects: AspectsOut | Unset = UNSET
    atmakaraka: AtmakarakaOut | Unset = UNSET
    avasthas: AvasthasOut | Unset = UNSET
    basic_details: BasicDetailsOut | Unset = UNSET
    bhava_bala: BhavaBalaOut | Unset = UNSET
    birth_chart: BirthChartOut | Unset = UNSET
    chakras: ChakrasOut | Unset = UNSET
    chart_image: ChartImageOut | Unset = UNSET
    conjunctions: ConjunctionsOut | Unset = UNSET
    daily_insight: InsightOut | Unset = UNSET
    dasha: DashaOut | SystemDashaOut | Unset = UNSET
    dosha: DoshasOut | Unset = UNSET
    elements: ElementsOut | Unset = UNSET
    functional: FunctionalOut | Unset = UNSET
    house_lords: HouseLordsOut | Unset = UNSET
    jaimini: JaiminiOut | Unset = UNSET
    nakshatra: NakshatraOut | Unset = UNSET
    personality: PersonalityOut | Unset = UNSET
    planets: list[PlanetOut] | Unset = UNSET
    predictions: PredictionsOut | Unset = UNSET
    rashi: RashiOut | Unset = UNSET
    rashifal: RashifalOut | Unset = UNSET
    remedies: RemediesOut | Unset = UNSET
    sade_sati: SadeSatiReply | Unset = UNSET
    shadbala: ShadbalaOut | Unset = UNSET
    special_points: SpecialPointsOut | Unset = UNSET
    transits: TransitsOut | Unset = UNSET
    vargas: VargasOut | Unset = UNSET
    yogas: YogasOut | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dasha_out import DashaOut  # noqa: PLC0415

        settings = self.settings.to_dict()

        ascendant: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ascendant, Unset):
            ascendant = self.ascendant.to_dict()

        ashtakavarga: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ashtakavarga, Unset):
            ashtakavarga = self.ashtakavarga.to_dict()

        aspects: dict[str, Any] | Unset = UNSET
        if not isinstance(self.aspects, Unset):
            aspects = self.aspects.to_dict()

        atmakaraka: dict[str, Any] | Unset = UNSET
        if not isinstance(self.atmakaraka, Unset):
            atmakaraka = self.atmakaraka.to_dict()

        avasthas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.avasthas, Unset):
            avasthas = self.avasthas.to_dict()

        basic_details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.basic_details, Unset):
            basic_details = self.basic_details.to_dict()

        bhava_bala: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bhava_bala, Unset):
            bhava_bala = self.bhava_bala.to_dict()

        birth_chart: dict[str, Any] | Unset = UNSET
        if not isinstance(self.birth_chart, Unset):
            birth_chart = self.birth_chart.to_dict()

        chakras: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chakras, Unset):
            chakras = self.chakras.to_dict()

        chart_image: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chart_image, Unset):
            chart_image = self.chart_image.to_dict()

        conjunctions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.conjunctions, Unset):
            conjunctions = self.conjunctions.to_dict()

        daily_insight: dict[str, Any] | Unset = UNSET
        if not isinstance(self.daily_insight, Unset):
            daily_insight = self.daily_insight.to_dict()

        dasha: dict[str, Any] | Unset
        if isinstance(self.dasha, Unset):
            dasha = UNSET
        elif isinstance(self.dasha, DashaOut):
            dasha = self.dasha.to_dict()
        else:
            dasha = self.dasha.to_dict()

        dosha: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dosha, Unset):
            dosha = self.dosha.to_dict()

        elements: dict[str, Any] | Unset = UNSET
        if not isinstance(self.elements, Unset):
            elements = self.elements.to_dict()

        functional: dict[str, Any] | Unset = UNSET
        if not isinstance(self.functional, Unset):
            functional = self.functional.to_dict()

        house_lords: dict[str, Any] | Unset = UNSET
        if not isinstance(self.house_lords, Unset):
            house_lords = self.house_lords.to_dict()

        jaimini: dict[str, Any] | Unset = UNSET
        if not isinstance(self.jaimini, Unset):
            jaimini = self.jaimini.to_dict()

        nakshatra: dict[str, Any] | Unset = UNSET
        if not isinstance(self.nakshatra, Unset):
            nakshatra = self.nakshatra.to_dict()

        personality: dict[str, Any] | Unset = UNSET
        if not isinstance(self.personality, Unset):
            personality = self.personality.to_dict()

        planets: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.planets, Unset):
            planets = []
            for componentsschemas_planets_out_item_data in self.planets:
                componentsschemas_planets_out_item = componentsschemas_planets_out_item_data.to_dict()
                planets.append(componentsschemas_planets_out_item)

        predictions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.predictions, Unset):
            predictions = self.predictions.to_dict()

        rashi: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rashi, Unset):
            rashi = self.rashi.to_dict()

        rashifal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rashifal, Unset):
            rashifal = self.rashifal.to_dict()

        remedies: dict[str, Any] | Unset = UNSET
        if not isinstance(self.remedies, Unset):
            remedies = self.remedies.to_dict()

        sade_sati: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sade_sati, Unset):
            sade_sati = self.sade_sati.to_dict()

        shadbala: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shadbala, Unset):
            shadbala = self.shadbala.to_dict()

        special_points: dict[str, Any] | Unset = UNSET
        if not isinstance(self.special_points, Unset):
            special_points = self.special_points.to_dict()

        transits: dict[str, Any] | Unset = UNSET
        if not isinstance(self.transits, Unset):
            transits = self.transits.to_dict()

        vargas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.vargas, Unset):
            vargas = self.vargas.to_dict()

        yogas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.yogas, Unset):
            yogas = self.yogas.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "settings": settings,
            }
        )
        if ascendant is not UNSET:
            field_dict["ascendant"] = ascendant
        if ashtakavarga is not UNSET:
            field_dict["ashtakavarga"] = ashtakavarga
        if aspects is not UNSET:
            field_dict["aspects"] = aspects
        if atmakaraka is not UNSET:
            field_dict["atmakaraka"] = atmakaraka
        if avasthas is not UNSET:
            field_dict["avasthas"] = avasthas
        if basic_details is not UNSET:
            field_dict["basic-details"] = basic_details
        if bhava_bala is not UNSET:
            field_dict["bhava-bala"] = bhava_bala
        if birth_chart is not UNSET:
            field_dict["birth-chart"] = birth_chart
        if chakras is not UNSET:
            field_dict["chakras"] = chakras
        if chart_image is not UNSET:
            field_dict["chart-image"] = chart_image
        if conjunctions is not UNSET:
            field_dict["conjunctions"] = conjunctions
        if daily_insight is not UNSET:
            field_dict["daily-insight"] = daily_insight
        if dasha is not UNSET:
            field_dict["dasha"] = dasha
        if dosha is not UNSET:
            field_dict["dosha"] = dosha
        if elements is not UNSET:
            field_dict["elements"] = elements
        if functional is not UNSET:
            field_dict["functional"] = functional
        if house_lords is not UNSET:
            field_dict["house-lords"] = house_lords
        if jaimini is not UNSET:
            field_dict["jaimini"] = jaimini
        if nakshatra is not UNSET:
            field_dict["nakshatra"] = nakshatra
        if personality is not UNSET:
            field_dict["personality"] = personality
        if planets is not UNSET:
            field_dict["planets"] = planets
        if predictions is not UNSET:
            field_dict["predictions"] = predictions
        if rashi is not UNSET:
            field_dict["rashi"] = rashi
        if rashifal is not UNSET:
            field_dict["rashifal"] = rashifal
        if remedies is not UNSET:
            field_dict["remedies"] = remedies
        if sade_sati is not UNSET:
            field_dict["sade-sati"] = sade_sati
        if shadbala is not UNSET:
            field_dict["shadbala"] = shadbala
        if special_points is not UNSET:
            field_dict["special-points"] = special_points
        if transits is not UNSET:
            field_dict["transits"] = transits
        if vargas is not UNSET:
            field_dict["vargas"] = vargas
        if yogas is not UNSET:
            field_dict["yogas"] = yogas

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ascendant_out import AscendantOut  # noqa: PLC0415
        from ..models.ashtakavarga_out import AshtakavargaOut  # noqa: PLC0415
        from ..models.aspects_out import AspectsOut  # noqa: PLC0415
        from ..models.atmakaraka_out import AtmakarakaOut  # noqa: PLC0415
        from ..models.avasthas_out import AvasthasOut  # noqa: PLC0415
        from ..models.basic_details_out import BasicDetailsOut  # noqa: PLC0415
        from ..models.bhava_bala_out import BhavaBalaOut  # noqa: PLC0415
        from ..models.birth_chart_out import BirthChartOut  # noqa: PLC0415
        from ..models.chakras_out import ChakrasOut  # noqa: PLC0415
        from ..models.chart_image_out import ChartImageOut  # noqa: PLC0415
        from ..models.conjunctions_out import ConjunctionsOut  # noqa: PLC0415
        from ..models.dasha_out import DashaOut  # noqa: PLC0415
        from ..models.doshas_out import DoshasOut  # noqa: PLC0415
        from ..models.elements_out import ElementsOut  # noqa: PLC0415
        from ..models.functional_out import FunctionalOut  # noqa: PLC0415
        from ..models.house_lords_out import HouseLordsOut  # noqa: PLC0415
        from ..models.insight_out import InsightOut  # noqa: PLC0415
        from ..models.jaimini_out import JaiminiOut  # noqa: PLC0415
        from ..models.nakshatra_out import NakshatraOut  # noqa: PLC0415
        from ..models.personality_out import PersonalityOut  # noqa: PLC0415
        from ..models.planet_out import PlanetOut  # noqa: PLC0415
        from ..models.predictions_out import PredictionsOut  # noqa: PLC0415
        from ..models.rashi_out import RashiOut  # noqa: PLC0415
        from ..models.rashifal_out import RashifalOut  # noqa: PLC0415
        from ..models.remedies_out import RemediesOut  # noqa: PLC0415
        from ..models.sade_sati_reply import SadeSatiReply  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415
        from ..models.shadbala_out import ShadbalaOut  # noqa: PLC0415
        from ..models.special_points_out import SpecialPointsOut  # noqa: PLC0415
        from ..models.system_dasha_out import SystemDashaOut  # noqa: PLC0415
        from ..models.transits_out import TransitsOut  # noqa: PLC0415
        from ..models.vargas_out import VargasOut  # noqa: PLC0415
        from ..models.yogas_out import YogasOut  # noqa: PLC0415

        d = dict(src_dict)
        settings = SettingsEcho.from_dict(d.pop("settings"))

        _ascendant = d.pop("ascendant", UNSET)
        ascendant: AscendantOut | Unset
        if isinstance(_ascendant, Unset):
            ascendant = UNSET
        else:
            ascendant = AscendantOut.from_dict(_ascendant)

        _ashtakavarga = d.pop("ashtakavarga", UNSET)
        ashtakavarga: AshtakavargaOut | Unset
        if isinstance(_ashtakavarga, Unset):
            ashtakavarga = UNSET
        else:
            ashtakavarga = AshtakavargaOut.from_dict(_ashtakavarga)

        _aspects = d.pop("aspects", UNSET)
        aspects: AspectsOut | Unset
        if isinstance(_aspects, Unset):
            aspects = UNSET
        else:
            aspects = AspectsOut.from_dict(_aspects)

        _atmakaraka = d.pop("atmakaraka", UNSET)
        atmakaraka: AtmakarakaOut | Unset
        if isinstance(_atmakaraka, Unset):
            atmakaraka = UNSET
        else:
            atmakaraka = AtmakarakaOut.from_dict(_atmakaraka)

        _avasthas = d.pop("avasthas", UNSET)
        avasthas: AvasthasOut | Unset
        if isinstance(_avasthas, Unset):
            avasthas = UNSET
        else:
            avasthas = AvasthasOut.from_dict(_avasthas)

        _basic_details = d.pop("basic-details", UNSET)
        basic_details: BasicDetailsOut | Unset
        if isinstance(_basic_details, Unset):
            basic_details = UNSET
        else:
            basic_details = BasicDetailsOut.from_dict(_basic_details)

        _bhava_bala = d.pop("bhava-bala", UNSET)
        bhava_bala: BhavaBalaOut | Unset
        if isinstance(_bhava_bala, Unset):
            bhava_bala = UNSET
        else:
            bhava_bala = BhavaBalaOut.from_dict(_bhava_bala)

        _birth_chart = d.pop("birth-chart", UNSET)
        birth_chart: BirthChartOut | Unset
        if isinstance(_birth_chart, Unset):
            birth_chart = UNSET
        else:
            birth_chart = BirthChartOut.from_dict(_birth_chart)

        _chakras = d.pop("chakras", UNSET)
        chakras: ChakrasOut | Unset
        if isinstance(_chakras, Unset):
            chakras = UNSET
        else:
            chakras = ChakrasOut.from_dict(_chakras)

        _chart_image = d.pop("chart-image", UNSET)
        chart_image: ChartImageOut | Unset
        if isinstance(_chart_image, Unset):
            chart_image = UNSET
        else:
            chart_image = ChartImageOut.from_dict(_chart_image)

        _conjunctions = d.pop("conjunctions", UNSET)
        conjunctions: ConjunctionsOut | Unset
        if isinstance(_conjunctions, Unset):
            conjunctions = UNSET
        else:
            conjunctions = ConjunctionsOut.from_dict(_conjunctions)

        _daily_insight = d.pop("daily-insight", UNSET)
        daily_insight: InsightOut | Unset
        if isinstance(_daily_insight, Unset):
            daily_insight = UNSET
        else:
            daily_insight = InsightOut.from_dict(_daily_insight)

        def _parse_dasha(data: object) -> DashaOut | SystemDashaOut | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dasha_type_0 = DashaOut.from_dict(data)

                return dasha_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            dasha_type_1 = SystemDashaOut.from_dict(data)

            return dasha_type_1

        dasha = _parse_dasha(d.pop("dasha", UNSET))

        _dosha = d.pop("dosha", UNSET)
        dosha: DoshasOut | Unset
        if isinstance(_dosha, Unset):
            dosha = UNSET
        else:
            dosha = DoshasOut.from_dict(_dosha)

        _elements = d.pop("elements", UNSET)
        elements: ElementsOut | Unset
        if isinstance(_elements, Unset):
            elements = UNSET
        else:
            elements = ElementsOut.from_dict(_elements)

        _functional = d.pop("functional", UNSET)
        functional: FunctionalOut | Unset
        if isinstance(_functional, Unset):
            functional = UNSET
        else:
            functional = FunctionalOut.from_dict(_functional)

        _house_lords = d.pop("house-lords", UNSET)
        house_lords: HouseLordsOut | Unset
        if isinstance(_house_lords, Unset):
            house_lords = UNSET
        else:
            house_lords = HouseLordsOut.from_dict(_house_lords)

        _jaimini = d.pop("jaimini", UNSET)
        jaimini: JaiminiOut | Unset
        if isinstance(_jaimini, Unset):
            jaimini = UNSET
        else:
            jaimini = JaiminiOut.from_dict(_jaimini)

        _nakshatra = d.pop("nakshatra", UNSET)
        nakshatra: NakshatraOut | Unset
        if isinstance(_nakshatra, Unset):
            nakshatra = UNSET
        else:
            nakshatra = NakshatraOut.from_dict(_nakshatra)

        _personality = d.pop("personality", UNSET)
        personality: PersonalityOut | Unset
        if isinstance(_personality, Unset):
            personality = UNSET
        else:
            personality = PersonalityOut.from_dict(_personality)

        _planets = d.pop("planets", UNSET)
        planets: list[PlanetOut] | Unset = UNSET
        if _planets is not UNSET:
            planets = []
            for componentsschemas_planets_out_item_data in _planets:
                componentsschemas_planets_out_item = PlanetOut.from_dict(componentsschemas_planets_out_item_data)

                planets.append(componentsschemas_planets_out_item)

        _predictions = d.pop("predictions", UNSET)
        predictions: PredictionsOut | Unset
        if isinstance(_predictions, Unset):
            predictions = UNSET
        else:
            predictions = PredictionsOut.from_dict(_predictions)

        _rashi = d.pop("rashi", UNSET)
        rashi: RashiOut | Unset
        if isinstance(_rashi, Unset):
            rashi = UNSET
        else:
            rashi = RashiOut.from_dict(_rashi)

        _rashifal = d.pop("rashifal", UNSET)
        rashifal: RashifalOut | Unset
        if isinstance(_rashifal, Unset):
            rashifal = UNSET
        else:
            rashifal = RashifalOut.from_dict(_rashifal)

        _remedies = d.pop("remedies", UNSET)
        remedies: RemediesOut | Unset
        if isinstance(_remedies, Unset):
            remedies = UNSET
        else:
            remedies = RemediesOut.from_dict(_remedies)

        _sade_sati = d.pop("sade-sati", UNSET)
        sade_sati: SadeSatiReply | Unset
        if isinstance(_sade_sati, Unset):
            sade_sati = UNSET
        else:
            sade_sati = SadeSatiReply.from_dict(_sade_sati)

        _shadbala = d.pop("shadbala", UNSET)
        shadbala: ShadbalaOut | Unset
        if isinstance(_shadbala, Unset):
            shadbala = UNSET
        else:
            shadbala = ShadbalaOut.from_dict(_shadbala)

        _special_points = d.pop("special-points", UNSET)
        special_points: SpecialPointsOut | Unset
        if isinstance(_special_points, Unset):
            special_points = UNSET
        else:
            special_points = SpecialPointsOut.from_dict(_special_points)

        _transits = d.pop("transits", UNSET)
        transits: TransitsOut | Unset
        if isinstance(_transits, Unset):
            transits = UNSET
        else:
            transits = TransitsOut.from_dict(_transits)

        _vargas = d.pop("vargas", UNSET)
        vargas: VargasOut | Unset
        if isinstance(_vargas, Unset):
            vargas = UNSET
        else:
            vargas = VargasOut.from_dict(_vargas)

        _yogas = d.pop("yogas", UNSET)
        yogas: YogasOut | Unset
        if isinstance(_yogas, Unset):
            yogas = UNSET
        else:
            yogas = YogasOut.from_dict(_yogas)

        post_v1_kundli_response_200_data = cls(
            settings=settings,
            ascendant=ascendant,
            ashtakavarga=ashtakavarga,
            aspects=aspects,
            atmakaraka=atmakaraka,
            avasthas=avasthas,
            basic_details=basic_details,
            bhava_bala=bhava_bala,
            birth_chart=birth_chart,
            chakras=chakras,
            chart_image=chart_image,
            conjunctions=conjunctions,
            daily_insight=daily_insight,
            dasha=dasha,
            dosha=dosha,
            elements=elements,
            functional=functional,
            house_lords=house_lords,
            jaimini=jaimini,
            nakshatra=nakshatra,
            personality=personality,
            planets=planets,
            predictions=predictions,
            rashi=rashi,
            rashifal=rashifal,
            remedies=remedies,
            sade_sati=sade_sati,
            shadbala=shadbala,
            special_points=special_points,
            transits=transits,
            vargas=vargas,
            yogas=yogas,
        )

        post_v1_kundli_response_200_data.additional_properties = d
        return post_v1_kundli_response_200_data

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
