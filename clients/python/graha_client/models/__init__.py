"""Contains all the data models used in inputs/outputs"""

from .activity import Activity
from .affliction import Affliction
from .annual_chart_out import AnnualChartOut
from .annual_period_out import AnnualPeriodOut
from .annual_sub_period_out import AnnualSubPeriodOut
from .argala_out import ArgalaOut
from .argala_source_out import ArgalaSourceOut
from .arudha_out import ArudhaOut
from .ascendant_by_birth_request import AscendantByBirthRequest
from .ascendant_by_profile_request import AscendantByProfileRequest
from .ascendant_out import AscendantOut
from .ashtakavarga_by_birth_request import AshtakavargaByBirthRequest
from .ashtakavarga_by_profile_request import AshtakavargaByProfileRequest
from .ashtakavarga_out import AshtakavargaOut
from .ashtakavarga_out_bhinna import AshtakavargaOutBhinna
from .ashtakoot_out import AshtakootOut
from .ashtakoot_system import AshtakootSystem
from .aspected_house_out import AspectedHouseOut
from .aspected_planet_out import AspectedPlanetOut
from .aspects_by_birth_request import AspectsByBirthRequest
from .aspects_by_profile_request import AspectsByProfileRequest
from .aspects_out import AspectsOut
from .atmakaraka_aspect_out import AtmakarakaAspectOut
from .atmakaraka_by_birth_request import AtmakarakaByBirthRequest
from .atmakaraka_by_profile_request import AtmakarakaByProfileRequest
from .atmakaraka_out import AtmakarakaOut
from .attempt import Attempt
from .av_house_out import AvHouseOut
from .av_house_out_bhinna import AvHouseOutBhinna
from .av_totals_out import AvTotalsOut
from .av_totals_out_bhinna import AvTotalsOutBhinna
from .avastha_planet_out import AvasthaPlanetOut
from .avastha_titles_out import AvasthaTitlesOut
from .avasthas_by_birth_request import AvasthasByBirthRequest
from .avasthas_by_profile_request import AvasthasByProfileRequest
from .avasthas_out import AvasthasOut
from .ayanamsa import Ayanamsa
from .ayanamsa_out import AyanamsaOut
from .baladi import Baladi
from .balance import Balance
from .balance_out import BalanceOut
from .basic_details_by_birth_request import BasicDetailsByBirthRequest
from .basic_details_by_profile_request import BasicDetailsByProfileRequest
from .basic_details_out import BasicDetailsOut
from .basic_nakshatra import BasicNakshatra
from .basis_transit_out import BasisTransitOut
from .batch_result_out import BatchResultOut
from .bhava_bala_by_birth_request import BhavaBalaByBirthRequest
from .bhava_bala_by_profile_request import BhavaBalaByProfileRequest
from .bhava_bala_out import BhavaBalaOut
from .bhava_components_out import BhavaComponentsOut
from .bhava_house_out import BhavaHouseOut
from .birth import Birth
from .birth_chart_by_birth_request import BirthChartByBirthRequest
from .birth_chart_by_profile_request import BirthChartByProfileRequest
from .birth_chart_out import BirthChartOut
from .birth_details import BirthDetails
from .birth_nakshatra_out import BirthNakshatraOut
from .blocked_out import BlockedOut
from .branding_out import BrandingOut
from .bs_date_out import BsDateOut
from .calendar import Calendar
from .calendar_by_birth_request import CalendarByBirthRequest
from .calendar_by_place_request import CalendarByPlaceRequest
from .calendar_by_profile_request import CalendarByProfileRequest
from .calendar_day_out import CalendarDayOut
from .calendar_format import CalendarFormat
from .calendar_nakshatra import CalendarNakshatra
from .calendar_out import CalendarOut
from .calendar_tithi import CalendarTithi
from .candidate_out import CandidateOut
from .cell import Cell
from .cell_kind import CellKind
from .cell_pos import CellPos
from .chakras_by_birth_request import ChakrasByBirthRequest
from .chakras_by_profile_request import ChakrasByProfileRequest
from .chakras_out import ChakrasOut
from .chandrabala_out import ChandrabalaOut
from .chara_karaka_out import CharaKarakaOut
from .chara_karakas_out import CharaKarakasOut
from .chara_sign_out import CharaSignOut
from .chart_image_by_birth_request import ChartImageByBirthRequest
from .chart_image_by_profile_request import ChartImageByProfileRequest
from .chart_image_out import ChartImageOut
from .chart_kind import ChartKind
from .chart_point import ChartPoint
from .chart_style import ChartStyle
from .choghadiya_out import ChoghadiyaOut
from .conjunction_out import ConjunctionOut
from .conjunctions_by_birth_request import ConjunctionsByBirthRequest
from .conjunctions_by_profile_request import ConjunctionsByProfileRequest
from .conjunctions_out import ConjunctionsOut
from .consumer_plan_name import ConsumerPlanName
from .contact_out import ContactOut
from .contacts_out import ContactsOut
from .created_key import CreatedKey
from .credits_details import CreditsDetails
from .current_maha_out import CurrentMahaOut
from .current_out import CurrentOut
from .daily_insight_by_birth_request import DailyInsightByBirthRequest
from .daily_insight_by_profile_request import DailyInsightByProfileRequest
from .dasha_antar import DashaAntar
from .dasha_applicability import DashaApplicability
from .dasha_by_birth_request import DashaByBirthRequest
from .dasha_by_profile_request import DashaByProfileRequest
from .dasha_from import DashaFrom
from .dasha_level import DashaLevel
from .dasha_now_out import DashaNowOut
from .dasha_out import DashaOut
from .dasha_out_with_settings import DashaOutWithSettings
from .dasha_period import DashaPeriod
from .dasha_period_out import DashaPeriodOut
from .dasha_prana import DashaPrana
from .dasha_pratyantar import DashaPratyantar
from .dasha_sookshma import DashaSookshma
from .dasha_system import DashaSystem
from .dasha_year import DashaYear
from .dashakoot_koota_out import DashakootKootaOut
from .dashakoot_matching_out import DashakootMatchingOut
from .dashakoot_reply import DashakootReply
from .dashakoot_reply_with_settings import DashakootReplyWithSettings
from .dashakoot_system import DashakootSystem
from .day_transit_out import DayTransitOut
from .deeptadi import Deeptadi
from .delete_v1_branding_response_200 import DeleteV1BrandingResponse200
from .delete_v1_keys_id_response_200 import DeleteV1KeysIdResponse200
from .delete_v1_profiles_id_response_200 import DeleteV1ProfilesIdResponse200
from .developer_plan_name import DeveloperPlanName
from .dignity import Dignity
from .direction import Direction
from .division import Division
from .division_out import DivisionOut
from .divisional_reading import DivisionalReading
from .dosha_by_birth_request import DoshaByBirthRequest
from .dosha_by_profile_request import DoshaByProfileRequest
from .dosha_out import DoshaOut
from .dosha_remedy_out import DoshaRemedyOut
from .doshas_out import DoshasOut
from .eclipse_type import EclipseType
from .element import Element
from .element_figures import ElementFigures
from .element_placement import ElementPlacement
from .elements_by_birth_request import ElementsByBirthRequest
from .elements_by_profile_request import ElementsByProfileRequest
from .elements_out import ElementsOut
from .error import Error
from .error_error_type_0 import ErrorErrorType0
from .error_error_type_0_code import ErrorErrorType0Code
from .error_error_type_1 import ErrorErrorType1
from .error_error_type_1_code import ErrorErrorType1Code
from .error_error_type_2 import ErrorErrorType2
from .error_error_type_2_code import ErrorErrorType2Code
from .error_error_type_3 import ErrorErrorType3
from .error_error_type_3_code import ErrorErrorType3Code
from .error_error_type_4 import ErrorErrorType4
from .error_error_type_4_code import ErrorErrorType4Code
from .error_error_type_5 import ErrorErrorType5
from .error_error_type_5_code import ErrorErrorType5Code
from .error_error_type_6 import ErrorErrorType6
from .error_error_type_6_code import ErrorErrorType6Code
from .error_error_type_7 import ErrorErrorType7
from .error_error_type_7_code import ErrorErrorType7Code
from .event_kind import EventKind
from .event_out import EventOut
from .events_out import EventsOut
from .events_request import EventsRequest
from .exception_out import ExceptionOut
from .factor_kind import FactorKind
from .factor_out import FactorOut
from .festival_out import FestivalOut
from .field_error import FieldError
from .found_place import FoundPlace
from .functional_by_birth_request import FunctionalByBirthRequest
from .functional_by_profile_request import FunctionalByProfileRequest
from .functional_out import FunctionalOut
from .functional_summary import FunctionalSummary
from .ganda_moola_out import GandaMoolaOut
from .gemstone_out import GemstoneOut
from .gender import Gender
from .gender_name import GenderName
from .get_api_keys_response_200 import GetApiKeysResponse200
from .get_v1_branding_response_200 import GetV1BrandingResponse200
from .get_v1_glossary_locale import GetV1GlossaryLocale
from .get_v1_glossary_response_200 import GetV1GlossaryResponse200
from .get_v1_jobs_id_response_200 import GetV1JobsIdResponse200
from .get_v1_jobs_id_result_response_200 import GetV1JobsIdResultResponse200
from .get_v1_jobs_id_result_response_200_data import GetV1JobsIdResultResponse200Data
from .get_v1_keys_response_200 import GetV1KeysResponse200
from .get_v1_places_locale import GetV1PlacesLocale
from .get_v1_places_response_200 import GetV1PlacesResponse200
from .get_v1_profiles_id_response_200 import GetV1ProfilesIdResponse200
from .get_v1_profiles_response_200 import GetV1ProfilesResponse200
from .get_v1_settings_response_200 import GetV1SettingsResponse200
from .get_v1_timezone_response_200 import GetV1TimezoneResponse200
from .get_v1_timezones_response_200 import GetV1TimezonesResponse200
from .get_v1_usage_group_by import GetV1UsageGroupBy
from .get_v1_usage_response_200 import GetV1UsageResponse200
from .get_v1_webhook_secret_response_200 import GetV1WebhookSecretResponse200
from .glossary import Glossary
from .glossary_bs_months import GlossaryBsMonths
from .glossary_doshas import GlossaryDoshas
from .glossary_karanas import GlossaryKaranas
from .glossary_lunar_months import GlossaryLunarMonths
from .glossary_nakshatras import GlossaryNakshatras
from .glossary_planets import GlossaryPlanets
from .glossary_signs import GlossarySigns
from .glossary_tithis import GlossaryTithis
from .glossary_varas import GlossaryVaras
from .glossary_yoga_names import GlossaryYogaNames
from .glossary_yogas import GlossaryYogas
from .gowri_out import GowriOut
from .graha_aspects_out import GrahaAspectsOut
from .group_by import GroupBy
from .guru_answer import GuruAnswer
from .guru_question import GuruQuestion
from .harsha_out import HarshaOut
from .highlights_out import HighlightsOut
from .hora_out import HoraOut
from .horary_out import HoraryOut
from .horoscope_out import HoroscopeOut
from .horoscope_request import HoroscopeRequest
from .horoscope_sign import HoroscopeSign
from .horoscope_window import HoroscopeWindow
from .house_aspects_out import HouseAspectsOut
from .house_fallback import HouseFallback
from .house_lord_out import HouseLordOut
from .house_lords_by_birth_request import HouseLordsByBirthRequest
from .house_lords_by_profile_request import HouseLordsByProfileRequest
from .house_lords_out import HouseLordsOut
from .house_out import HouseOut
from .house_significators_out import HouseSignificatorsOut
from .house_system import HouseSystem
from .insight_out import InsightOut
from .jagradadi import Jagradadi
from .jaimini_by_birth_request import JaiminiByBirthRequest
from .jaimini_by_profile_request import JaiminiByProfileRequest
from .jaimini_out import JaiminiOut
from .job_accepted import JobAccepted
from .job_state_name import JobStateName
from .job_status import JobStatus
from .kala_out import KalaOut
from .kantak_out import KantakOut
from .karaka_out import KarakaOut
from .karakamsha_out import KarakamshaOut
from .key_limit_details import KeyLimitDetails
from .key_list import KeyList
from .key_mode import KeyMode
from .key_record import KeyRecord
from .koota_dosha_out import KootaDoshaOut
from .koota_out import KootaOut
from .kp_by_birth_request import KpByBirthRequest
from .kp_by_profile_request import KpByProfileRequest
from .kp_cusp_out import KpCuspOut
from .kp_horary_out import KpHoraryOut
from .kp_horary_request import KpHoraryRequest
from .kp_house_system import KpHouseSystem
from .kp_out import KpOut
from .kp_planet_out import KpPlanetOut
from .kp_point import KpPoint
from .kundli_by_birth_request import KundliByBirthRequest
from .kundli_by_profile_request import KundliByProfileRequest
from .lagna_out import LagnaOut
from .lajjitadi import Lajjitadi
from .lifetime_out import LifetimeOut
from .limb_out import LimbOut
from .limb_spans_out import LimbSpansOut
from .limbs_out import LimbsOut
from .local_out import LocalOut
from .locale import Locale
from .location_out import LocationOut
from .lockout_details import LockoutDetails
from .logo_info import LogoInfo
from .lord_out import LordOut
from .lord_role import LordRole
from .lucky_day_out import LuckyDayOut
from .lucky_out import LuckyOut
from .lunar_month_out import LunarMonthOut
from .maha_out import MahaOut
from .mangal_out import MangalOut
from .manglik_out import ManglikOut
from .matching_batch_by_birth_request import MatchingBatchByBirthRequest
from .matching_batch_by_profile_request import MatchingBatchByProfileRequest
from .matching_batch_out import MatchingBatchOut
from .matching_by_births_request import MatchingByBirthsRequest
from .matching_by_bride_birth_request import MatchingByBrideBirthRequest
from .matching_by_groom_birth_request import MatchingByGroomBirthRequest
from .matching_by_profiles_request import MatchingByProfilesRequest
from .matching_out import MatchingOut
from .matching_reply import MatchingReply
from .matching_reply_with_settings import MatchingReplyWithSettings
from .matching_role import MatchingRole
from .matching_system import MatchingSystem
from .message import Message
from .moon_day_out import MoonDayOut
from .moon_sign_traits import MoonSignTraits
from .muhurta_out import MuhurtaOut
from .muhurta_request import MuhurtaRequest
from .muntha_out import MunthaOut
from .mutual_aspect_out import MutualAspectOut
from .nakshatra_by_birth_request import NakshatraByBirthRequest
from .nakshatra_by_profile_request import NakshatraByProfileRequest
from .nakshatra_name import NakshatraName
from .nakshatra_out import NakshatraOut
from .new_branding import NewBranding
from .new_key import NewKey
from .new_profile import NewProfile
from .new_settings import NewSettings
from .no_details import NoDetails
from .node import Node
from .node_aspects import NodeAspects
from .note_kind import NoteKind
from .note_out import NoteOut
from .numbered_out import NumberedOut
from .numerals import Numerals
from .office_out import OfficeOut
from .office_role import OfficeRole
from .other_dasha_system import OtherDashaSystem
from .pair_out import PairOut
from .pancha_vargeeya_out import PanchaVargeeyaOut
from .panchang_body import PanchangBody
from .panchang_by_birth_request import PanchangByBirthRequest
from .panchang_by_place_request import PanchangByPlaceRequest
from .panchang_by_profile_request import PanchangByProfileRequest
from .panchang_name import PanchangName
from .panchang_nature import PanchangNature
from .panchang_out import PanchangOut
from .panchang_period import PanchangPeriod
from .panchang_span import PanchangSpan
from .part_convention import PartConvention
from .partner_out import PartnerOut
from .patch_v1_profiles_id_response_200 import PatchV1ProfilesIdResponse200
from .period import Period
from .period_reading_out import PeriodReadingOut
from .personality_by_birth_request import PersonalityByBirthRequest
from .personality_by_profile_request import PersonalityByProfileRequest
from .personality_out import PersonalityOut
from .phase_out import PhaseOut
from .placement_kind import PlacementKind
from .placement_out import PlacementOut
from .placement_reading import PlacementReading
from .places import Places
from .plan_details import PlanDetails
from .planet import Planet
from .planet_name import PlanetName
from .planet_nature_out import PlanetNatureOut
from .planet_out import PlanetOut
from .planet_remedy_out import PlanetRemedyOut
from .planet_significators_out import PlanetSignificatorsOut
from .planets_by_birth_request import PlanetsByBirthRequest
from .planets_by_profile_request import PlanetsByProfileRequest
from .point_out import PointOut
from .polar import Polar
from .porutham import Porutham
from .porutham_matching_out import PoruthamMatchingOut
from .porutham_out import PoruthamOut
from .porutham_reply import PoruthamReply
from .porutham_reply_with_settings import PoruthamReplyWithSettings
from .porutham_system import PoruthamSystem
from .porutham_verdict import PoruthamVerdict
from .post_v1_ascendant_response_200 import PostV1AscendantResponse200
from .post_v1_ascendant_response_200_data import PostV1AscendantResponse200Data
from .post_v1_ashtakavarga_response_200 import PostV1AshtakavargaResponse200
from .post_v1_ashtakavarga_response_200_data import PostV1AshtakavargaResponse200Data
from .post_v1_aspects_response_200 import PostV1AspectsResponse200
from .post_v1_aspects_response_200_data import PostV1AspectsResponse200Data
from .post_v1_atmakaraka_response_200 import PostV1AtmakarakaResponse200
from .post_v1_atmakaraka_response_200_data import PostV1AtmakarakaResponse200Data
from .post_v1_avasthas_response_200 import PostV1AvasthasResponse200
from .post_v1_avasthas_response_200_data import PostV1AvasthasResponse200Data
from .post_v1_basic_details_response_200 import PostV1BasicDetailsResponse200
from .post_v1_basic_details_response_200_data import PostV1BasicDetailsResponse200Data
from .post_v1_bhava_bala_response_200 import PostV1BhavaBalaResponse200
from .post_v1_bhava_bala_response_200_data import PostV1BhavaBalaResponse200Data
from .post_v1_birth_chart_response_200 import PostV1BirthChartResponse200
from .post_v1_birth_chart_response_200_data import PostV1BirthChartResponse200Data
from .post_v1_calendar_response_200 import PostV1CalendarResponse200
from .post_v1_calendar_response_200_data import PostV1CalendarResponse200Data
from .post_v1_chakras_response_200 import PostV1ChakrasResponse200
from .post_v1_chakras_response_200_data import PostV1ChakrasResponse200Data
from .post_v1_chart_image_response_200 import PostV1ChartImageResponse200
from .post_v1_chart_image_response_200_data import PostV1ChartImageResponse200Data
from .post_v1_conjunctions_response_200 import PostV1ConjunctionsResponse200
from .post_v1_conjunctions_response_200_data import PostV1ConjunctionsResponse200Data
from .post_v1_daily_insight_response_200 import PostV1DailyInsightResponse200
from .post_v1_daily_insight_response_200_data import PostV1DailyInsightResponse200Data
from .post_v1_dasha_response_200 import PostV1DashaResponse200
from .post_v1_dosha_response_200 import PostV1DoshaResponse200
from .post_v1_dosha_response_200_data import PostV1DoshaResponse200Data
from .post_v1_elements_response_200 import PostV1ElementsResponse200
from .post_v1_elements_response_200_data import PostV1ElementsResponse200Data
from .post_v1_events_response_200 import PostV1EventsResponse200
from .post_v1_events_response_200_data import PostV1EventsResponse200Data
from .post_v1_functional_response_200 import PostV1FunctionalResponse200
from .post_v1_functional_response_200_data import PostV1FunctionalResponse200Data
from .post_v1_guru_public_response_200 import PostV1GuruPublicResponse200
from .post_v1_guru_response_200 import PostV1GuruResponse200
from .post_v1_horoscope_response_200 import PostV1HoroscopeResponse200
from .post_v1_horoscope_response_200_data import PostV1HoroscopeResponse200Data
from .post_v1_house_lords_response_200 import PostV1HouseLordsResponse200
from .post_v1_house_lords_response_200_data import PostV1HouseLordsResponse200Data
from .post_v1_jaimini_response_200 import PostV1JaiminiResponse200
from .post_v1_jaimini_response_200_data import PostV1JaiminiResponse200Data
from .post_v1_keys_response_201 import PostV1KeysResponse201
from .post_v1_kp_horary_response_200 import PostV1KpHoraryResponse200
from .post_v1_kp_horary_response_200_data import PostV1KpHoraryResponse200Data
from .post_v1_kp_response_200 import PostV1KpResponse200
from .post_v1_kp_response_200_data import PostV1KpResponse200Data
from .post_v1_kundli_response_200 import PostV1KundliResponse200
from .post_v1_kundli_response_200_data import PostV1KundliResponse200Data
from .post_v1_kundli_response_202 import PostV1KundliResponse202
from .post_v1_matching_batch_response_200 import PostV1MatchingBatchResponse200
from .post_v1_matching_batch_response_200_data import PostV1MatchingBatchResponse200Data
from .post_v1_matching_response_200 import PostV1MatchingResponse200
from .post_v1_muhurta_response_200 import PostV1MuhurtaResponse200
from .post_v1_muhurta_response_200_data import PostV1MuhurtaResponse200Data
from .post_v1_nakshatra_response_200 import PostV1NakshatraResponse200
from .post_v1_nakshatra_response_200_data import PostV1NakshatraResponse200Data
from .post_v1_panchang_response_200 import PostV1PanchangResponse200
from .post_v1_panchang_response_200_data import PostV1PanchangResponse200Data
from .post_v1_personality_response_200 import PostV1PersonalityResponse200
from .post_v1_personality_response_200_data import PostV1PersonalityResponse200Data
from .post_v1_planets_response_200 import PostV1PlanetsResponse200
from .post_v1_predictions_response_200 import PostV1PredictionsResponse200
from .post_v1_predictions_response_200_data import PostV1PredictionsResponse200Data
from .post_v1_profiles_response_201 import PostV1ProfilesResponse201
from .post_v1_rashi_response_200 import PostV1RashiResponse200
from .post_v1_rashi_response_200_data import PostV1RashiResponse200Data
from .post_v1_rashifal_response_200 import PostV1RashifalResponse200
from .post_v1_rashifal_response_200_data import PostV1RashifalResponse200Data
from .post_v1_remedies_response_200 import PostV1RemediesResponse200
from .post_v1_remedies_response_200_data import PostV1RemediesResponse200Data
from .post_v1_report_compatibility_response_202 import PostV1ReportCompatibilityResponse202
from .post_v1_report_kundli_response_202 import PostV1ReportKundliResponse202
from .post_v1_report_predictions_response_202 import PostV1ReportPredictionsResponse202
from .post_v1_report_varshaphal_response_202 import PostV1ReportVarshaphalResponse202
from .post_v1_sade_sati_response_200 import PostV1SadeSatiResponse200
from .post_v1_sade_sati_response_200_data import PostV1SadeSatiResponse200Data
from .post_v1_shadbala_response_200 import PostV1ShadbalaResponse200
from .post_v1_shadbala_response_200_data import PostV1ShadbalaResponse200Data
from .post_v1_special_points_response_200 import PostV1SpecialPointsResponse200
from .post_v1_special_points_response_200_data import PostV1SpecialPointsResponse200Data
from .post_v1_transits_response_200 import PostV1TransitsResponse200
from .post_v1_transits_response_200_data import PostV1TransitsResponse200Data
from .post_v1_vargas_response_200 import PostV1VargasResponse200
from .post_v1_vargas_response_200_data import PostV1VargasResponse200Data
from .post_v1_varshaphal_response_200 import PostV1VarshaphalResponse200
from .post_v1_varshaphal_response_200_data import PostV1VarshaphalResponse200Data
from .post_v1_webhook_secret_rotate_response_200 import PostV1WebhookSecretRotateResponse200
from .post_v1_yogas_response_200 import PostV1YogasResponse200
from .post_v1_yogas_response_200_data import PostV1YogasResponse200Data
from .prediction_area import PredictionArea
from .predictions_by_birth_request import PredictionsByBirthRequest
from .predictions_by_profile_request import PredictionsByProfileRequest
from .predictions_out import PredictionsOut
from .profile import Profile
from .profile_changes import ProfileChanges
from .prominent_yoga_out import ProminentYogaOut
from .public_guru_answer import PublicGuruAnswer
from .public_question import PublicQuestion
from .put_v1_branding_response_200 import PutV1BrandingResponse200
from .put_v1_settings_response_200 import PutV1SettingsResponse200
from .queued_state import QueuedState
from .rashi_by_birth_request import RashiByBirthRequest
from .rashi_by_profile_request import RashiByProfileRequest
from .rashi_drishti_out import RashiDrishtiOut
from .rashi_out import RashiOut
from .rashifal_area import RashifalArea
from .rashifal_by_birth_request import RashifalByBirthRequest
from .rashifal_by_profile_request import RashifalByProfileRequest
from .rashifal_dasha import RashifalDasha
from .rashifal_out import RashifalOut
from .reading_period import ReadingPeriod
from .reason_out import ReasonOut
from .reasons_out import ReasonsOut
from .region import Region
from .remedies_by_birth_request import RemediesByBirthRequest
from .remedies_by_profile_request import RemediesByProfileRequest
from .remedies_out import RemediesOut
from .report_compatibility_by_births_request import ReportCompatibilityByBirthsRequest
from .report_compatibility_by_bride_birth_request import ReportCompatibilityByBrideBirthRequest
from .report_compatibility_by_groom_birth_request import ReportCompatibilityByGroomBirthRequest
from .report_compatibility_by_profiles_request import ReportCompatibilityByProfilesRequest
from .report_kind_name import ReportKindName
from .report_kundli_by_birth_request import ReportKundliByBirthRequest
from .report_kundli_by_profile_request import ReportKundliByProfileRequest
from .report_predictions_by_birth_request import ReportPredictionsByBirthRequest
from .report_predictions_by_profile_request import ReportPredictionsByProfileRequest
from .report_varshaphal_by_birth_request import ReportVarshaphalByBirthRequest
from .report_varshaphal_by_profile_request import ReportVarshaphalByProfileRequest
from .required_plan import RequiredPlan
from .retry_details import RetryDetails
from .ring_house import RingHouse
from .role import Role
from .rule_out import RuleOut
from .ruling_planets_out import RulingPlanetsOut
from .sade_sati_by_birth_request import SadeSatiByBirthRequest
from .sade_sati_by_profile_request import SadeSatiByProfileRequest
from .sade_sati_out import SadeSatiOut
from .sade_sati_reply import SadeSatiReply
from .saham_out import SahamOut
from .sarvatobhadra_out import SarvatobhadraOut
from .saturn_now_out import SaturnNowOut
from .section_name import SectionName
from .settings import Settings
from .settings_echo import SettingsEcho
from .severity import Severity
from .shadbala_by_birth_request import ShadbalaByBirthRequest
from .shadbala_by_profile_request import ShadbalaByProfileRequest
from .shadbala_out import ShadbalaOut
from .shadbala_planet_out import ShadbalaPlanetOut
from .shayanadi import Shayanadi
from .side import Side
from .sign import Sign
from .sign_horoscope_out import SignHoroscopeOut
from .sign_name import SignName
from .significant_out import SignificantOut
from .significators_out import SignificatorsOut
from .size_details import SizeDetails
from .skipped_day_out import SkippedDayOut
from .span_out import SpanOut
from .special_lagnas_out import SpecialLagnasOut
from .special_points_by_birth_request import SpecialPointsByBirthRequest
from .special_points_by_profile_request import SpecialPointsByProfileRequest
from .special_points_out import SpecialPointsOut
from .special_yoga_out import SpecialYogaOut
from .statement import Statement
from .sthana_out import SthanaOut
from .sudarshana import Sudarshana
from .sudarshana_rings import SudarshanaRings
from .system_dasha_balance import SystemDashaBalance
from .system_dasha_level import SystemDashaLevel
from .system_dasha_out import SystemDashaOut
from .system_dasha_out_with_settings import SystemDashaOutWithSettings
from .system_dasha_period import SystemDashaPeriod
from .system_dasha_sub_period import SystemDashaSubPeriod
from .tajika_aspect_kind import TajikaAspectKind
from .tajika_aspect_out import TajikaAspectOut
from .tajika_yoga_name import TajikaYogaName
from .tajika_yoga_out import TajikaYogaOut
from .tarabala_out import TarabalaOut
from .timezone_at import TimezoneAt
from .timezones import Timezones
from .tithi_out import TithiOut
from .trait_out import TraitOut
from .transit_out import TransitOut
from .transits_by_birth_request import TransitsByBirthRequest
from .transits_by_profile_request import TransitsByProfileRequest
from .transits_out import TransitsOut
from .usage import Usage
from .usage_item import UsageItem
from .validation_details import ValidationDetails
from .vara_out import VaraOut
from .varga_ascendant_out import VargaAscendantOut
from .varga_planet_out import VargaPlanetOut
from .vargas_by_birth_request import VargasByBirthRequest
from .vargas_by_profile_request import VargasByProfileRequest
from .vargas_out import VargasOut
from .vargas_out_divisions import VargasOutDivisions
from .varshaphal_by_birth_request import VarshaphalByBirthRequest
from .varshaphal_by_profile_request import VarshaphalByProfileRequest
from .varshaphal_out import VarshaphalOut
from .vedha import Vedha
from .vimshopaka_out import VimshopakaOut
from .vimshottari_system import VimshottariSystem
from .webhook_secret import WebhookSecret
from .webhook_status import WebhookStatus
from .window_out import WindowOut
from .with_settings import WithSettings
from .year_lord_out import YearLordOut
from .year_lord_rule import YearLordRule
from .yoga_out import YogaOut
from .yogakaraka_name import YogakarakaName
from .yogas_by_birth_request import YogasByBirthRequest
from .yogas_by_profile_request import YogasByProfileRequest
from .yogas_out import YogasOut
from .yogas_summary import YogasSummary

__all__ = (
    "Activity",
    "Affliction",
    "AnnualChartOut",
    "AnnualPeriodOut",
    "AnnualSubPeriodOut",
    "ArgalaOut",
    "ArgalaSourceOut",
    "ArudhaOut",
    "AscendantByBirthRequest",
    "AscendantByProfileRequest",
    "AscendantOut",
    "AshtakavargaByBirthRequest",
    "AshtakavargaByProfileRequest",
    "AshtakavargaOut",
    "AshtakavargaOutBhinna",
    "AshtakootOut",
    "AshtakootSystem",
    "AspectedHouseOut",
    "AspectedPlanetOut",
    "AspectsByBirthRequest",
    "AspectsByProfileRequest",
    "AspectsOut",
    "AtmakarakaAspectOut",
    "AtmakarakaByBirthRequest",
    "AtmakarakaByProfileRequest",
    "AtmakarakaOut",
    "Attempt",
    "AvasthaPlanetOut",
    "AvasthasByBirthRequest",
    "AvasthasByProfileRequest",
    "AvasthasOut",
    "AvasthaTitlesOut",
    "AvHouseOut",
    "AvHouseOutBhinna",
    "AvTotalsOut",
    "AvTotalsOutBhinna",
    "Ayanamsa",
    "AyanamsaOut",
    "Baladi",
    "Balance",
    "BalanceOut",
    "BasicDetailsByBirthRequest",
    "BasicDetailsByProfileRequest",
    "BasicDetailsOut",
    "BasicNakshatra",
    "BasisTransitOut",
    "BatchResultOut",
    "BhavaBalaByBirthRequest",
    "BhavaBalaByProfileRequest",
    "BhavaBalaOut",
    "BhavaComponentsOut",
    "BhavaHouseOut",
    "Birth",
    "BirthChartByBirthRequest",
    "BirthChartByProfileRequest",
    "BirthChartOut",
    "BirthDetails",
    "BirthNakshatraOut",
    "BlockedOut",
    "BrandingOut",
    "BsDateOut",
    "Calendar",
    "CalendarByBirthRequest",
    "CalendarByPlaceRequest",
    "CalendarByProfileRequest",
    "CalendarDayOut",
    "CalendarFormat",
    "CalendarNakshatra",
    "CalendarOut",
    "CalendarTithi",
    "CandidateOut",
    "Cell",
    "CellKind",
    "CellPos",
    "ChakrasByBirthRequest",
    "ChakrasByProfileRequest",
    "ChakrasOut",
    "ChandrabalaOut",
    "CharaKarakaOut",
    "CharaKarakasOut",
    "CharaSignOut",
    "ChartImageByBirthRequest",
    "ChartImageByProfileRequest",
    "ChartImageOut",
    "ChartKind",
    "ChartPoint",
    "ChartStyle",
    "ChoghadiyaOut",
    "ConjunctionOut",
    "ConjunctionsByBirthRequest",
    "ConjunctionsByProfileRequest",
    "ConjunctionsOut",
    "ConsumerPlanName",
    "ContactOut",
    "ContactsOut",
    "CreatedKey",
    "CreditsDetails",
    "CurrentMahaOut",
    "CurrentOut",
    "DailyInsightByBirthRequest",
    "DailyInsightByProfileRequest",
    "DashaAntar",
    "DashaApplicability",
    "DashaByBirthRequest",
    "DashaByProfileRequest",
    "DashaFrom",
    "DashakootKootaOut",
    "DashakootMatchingOut",
    "DashakootReply",
    "DashakootReplyWithSettings",
    "DashakootSystem",
    "DashaLevel",
    "DashaNowOut",
    "DashaOut",
    "DashaOutWithSettings",
    "DashaPeriod",
    "DashaPeriodOut",
    "DashaPrana",
    "DashaPratyantar",
    "DashaSookshma",
    "DashaSystem",
    "DashaYear",
    "DayTransitOut",
    "Deeptadi",
    "DeleteV1BrandingResponse200",
    "DeleteV1KeysIdResponse200",
    "DeleteV1ProfilesIdResponse200",
    "DeveloperPlanName",
    "Dignity",
    "Direction",
    "Division",
    "DivisionalReading",
    "DivisionOut",
    "DoshaByBirthRequest",
    "DoshaByProfileRequest",
    "DoshaOut",
    "DoshaRemedyOut",
    "DoshasOut",
    "EclipseType",
    "Element",
    "ElementFigures",
    "ElementPlacement",
    "ElementsByBirthRequest",
    "ElementsByProfileRequest",
    "ElementsOut",
    "Error",
    "ErrorErrorType0",
    "ErrorErrorType0Code",
    "ErrorErrorType1",
    "ErrorErrorType1Code",
    "ErrorErrorType2",
    "ErrorErrorType2Code",
    "ErrorErrorType3",
    "ErrorErrorType3Code",
    "ErrorErrorType4",
    "ErrorErrorType4Code",
    "ErrorErrorType5",
    "ErrorErrorType5Code",
    "ErrorErrorType6",
    "ErrorErrorType6Code",
    "ErrorErrorType7",
    "ErrorErrorType7Code",
    "EventKind",
    "EventOut",
    "EventsOut",
    "EventsRequest",
    "ExceptionOut",
    "FactorKind",
    "FactorOut",
    "FestivalOut",
    "FieldError",
    "FoundPlace",
    "FunctionalByBirthRequest",
    "FunctionalByProfileRequest",
    "FunctionalOut",
    "FunctionalSummary",
    "GandaMoolaOut",
    "GemstoneOut",
    "Gender",
    "GenderName",
    "GetApiKeysResponse200",
    "GetV1BrandingResponse200",
    "GetV1GlossaryLocale",
    "GetV1GlossaryResponse200",
    "GetV1JobsIdResponse200",
    "GetV1JobsIdResultResponse200",
    "GetV1JobsIdResultResponse200Data",
    "GetV1KeysResponse200",
    "GetV1PlacesLocale",
    "GetV1PlacesResponse200",
    "GetV1ProfilesIdResponse200",
    "GetV1ProfilesResponse200",
    "GetV1SettingsResponse200",
    "GetV1TimezoneResponse200",
    "GetV1TimezonesResponse200",
    "GetV1UsageGroupBy",
    "GetV1UsageResponse200",
    "GetV1WebhookSecretResponse200",
    "Glossary",
    "GlossaryBsMonths",
    "GlossaryDoshas",
    "GlossaryKaranas",
    "GlossaryLunarMonths",
    "GlossaryNakshatras",
    "GlossaryPlanets",
    "GlossarySigns",
    "GlossaryTithis",
    "GlossaryVaras",
    "GlossaryYogaNames",
    "GlossaryYogas",
    "GowriOut",
    "GrahaAspectsOut",
    "GroupBy",
    "GuruAnswer",
    "GuruQuestion",
    "HarshaOut",
    "HighlightsOut",
    "HoraOut",
    "HoraryOut",
    "HoroscopeOut",
    "HoroscopeRequest",
    "HoroscopeSign",
    "HoroscopeWindow",
    "HouseAspectsOut",
    "HouseFallback",
    "HouseLordOut",
    "HouseLordsByBirthRequest",
    "HouseLordsByProfileRequest",
    "HouseLordsOut",
    "HouseOut",
    "HouseSignificatorsOut",
    "HouseSystem",
    "InsightOut",
    "Jagradadi",
    "JaiminiByBirthRequest",
    "JaiminiByProfileRequest",
    "JaiminiOut",
    "JobAccepted",
    "JobStateName",
    "JobStatus",
    "KalaOut",
    "KantakOut",
    "KarakamshaOut",
    "KarakaOut",
    "KeyLimitDetails",
    "KeyList",
    "KeyMode",
    "KeyRecord",
    "KootaDoshaOut",
    "KootaOut",
    "KpByBirthRequest",
    "KpByProfileRequest",
    "KpCuspOut",
    "KpHoraryOut",
    "KpHoraryRequest",
    "KpHouseSystem",
    "KpOut",
    "KpPlanetOut",
    "KpPoint",
    "KundliByBirthRequest",
    "KundliByProfileRequest",
    "LagnaOut",
    "Lajjitadi",
    "LifetimeOut",
    "LimbOut",
    "LimbsOut",
    "LimbSpansOut",
    "Locale",
    "LocalOut",
    "LocationOut",
    "LockoutDetails",
    "LogoInfo",
    "LordOut",
    "LordRole",
    "LuckyDayOut",
    "LuckyOut",
    "LunarMonthOut",
    "MahaOut",
    "MangalOut",
    "ManglikOut",
    "MatchingBatchByBirthRequest",
    "MatchingBatchByProfileRequest",
    "MatchingBatchOut",
    "MatchingByBirthsRequest",
    "MatchingByBrideBirthRequest",
    "MatchingByGroomBirthRequest",
    "MatchingByProfilesRequest",
    "MatchingOut",
    "MatchingReply",
    "MatchingReplyWithSettings",
    "MatchingRole",
    "MatchingSystem",
    "Message",
    "MoonDayOut",
    "MoonSignTraits",
    "MuhurtaOut",
    "MuhurtaRequest",
    "MunthaOut",
    "MutualAspectOut",
    "NakshatraByBirthRequest",
    "NakshatraByProfileRequest",
    "NakshatraName",
    "NakshatraOut",
    "NewBranding",
    "NewKey",
    "NewProfile",
    "NewSettings",
    "Node",
    "NodeAspects",
    "NoDetails",
    "NoteKind",
    "NoteOut",
    "NumberedOut",
    "Numerals",
    "OfficeOut",
    "OfficeRole",
    "OtherDashaSystem",
    "PairOut",
    "PanchangBody",
    "PanchangByBirthRequest",
    "PanchangByPlaceRequest",
    "PanchangByProfileRequest",
    "PanchangName",
    "PanchangNature",
    "PanchangOut",
    "PanchangPeriod",
    "PanchangSpan",
    "PanchaVargeeyaOut",
    "PartConvention",
    "PartnerOut",
    "PatchV1ProfilesIdResponse200",
    "Period",
    "PeriodReadingOut",
    "PersonalityByBirthRequest",
    "PersonalityByProfileRequest",
    "PersonalityOut",
    "PhaseOut",
    "PlacementKind",
    "PlacementOut",
    "PlacementReading",
    "Places",
    "PlanDetails",
    "Planet",
    "PlanetName",
    "PlanetNatureOut",
    "PlanetOut",
    "PlanetRemedyOut",
    "PlanetsByBirthRequest",
    "PlanetsByProfileRequest",
    "PlanetSignificatorsOut",
    "PointOut",
    "Polar",
    "Porutham",
    "PoruthamMatchingOut",
    "PoruthamOut",
    "PoruthamReply",
    "PoruthamReplyWithSettings",
    "PoruthamSystem",
    "PoruthamVerdict",
    "PostV1AscendantResponse200",
    "PostV1AscendantResponse200Data",
    "PostV1AshtakavargaResponse200",
    "PostV1AshtakavargaResponse200Data",
    "PostV1AspectsResponse200",
    "PostV1AspectsResponse200Data",
    "PostV1AtmakarakaResponse200",
    "PostV1AtmakarakaResponse200Data",
    "PostV1AvasthasResponse200",
    "PostV1AvasthasResponse200Data",
    "PostV1BasicDetailsResponse200",
    "PostV1BasicDetailsResponse200Data",
    "PostV1BhavaBalaResponse200",
    "PostV1BhavaBalaResponse200Data",
    "PostV1BirthChartResponse200",
    "PostV1BirthChartResponse200Data",
    "PostV1CalendarResponse200",
    "PostV1CalendarResponse200Data",
    "PostV1ChakrasResponse200",
    "PostV1ChakrasResponse200Data",
    "PostV1ChartImageResponse200",
    "PostV1ChartImageResponse200Data",
    "PostV1ConjunctionsResponse200",
    "PostV1ConjunctionsResponse200Data",
    "PostV1DailyInsightResponse200",
    "PostV1DailyInsightResponse200Data",
    "PostV1DashaResponse200",
    "PostV1DoshaResponse200",
    "PostV1DoshaResponse200Data",
    "PostV1ElementsResponse200",
    "PostV1ElementsResponse200Data",
    "PostV1EventsResponse200",
    "PostV1EventsResponse200Data",
    "PostV1FunctionalResponse200",
    "PostV1FunctionalResponse200Data",
    "PostV1GuruPublicResponse200",
    "PostV1GuruResponse200",
    "PostV1HoroscopeResponse200",
    "PostV1HoroscopeResponse200Data",
    "PostV1HouseLordsResponse200",
    "PostV1HouseLordsResponse200Data",
    "PostV1JaiminiResponse200",
    "PostV1JaiminiResponse200Data",
    "PostV1KeysResponse201",
    "PostV1KpHoraryResponse200",
    "PostV1KpHoraryResponse200Data",
    "PostV1KpResponse200",
    "PostV1KpResponse200Data",
    "PostV1KundliResponse200",
    "PostV1KundliResponse200Data",
    "PostV1KundliResponse202",
    "PostV1MatchingBatchResponse200",
    "PostV1MatchingBatchResponse200Data",
    "PostV1MatchingResponse200",
    "PostV1MuhurtaResponse200",
    "PostV1MuhurtaResponse200Data",
    "PostV1NakshatraResponse200",
    "PostV1NakshatraResponse200Data",
    "PostV1PanchangResponse200",
    "PostV1PanchangResponse200Data",
    "PostV1PersonalityResponse200",
    "PostV1PersonalityResponse200Data",
    "PostV1PlanetsResponse200",
    "PostV1PredictionsResponse200",
    "PostV1PredictionsResponse200Data",
    "PostV1ProfilesResponse201",
    "PostV1RashifalResponse200",
    "PostV1RashifalResponse200Data",
    "PostV1RashiResponse200",
    "PostV1RashiResponse200Data",
    "PostV1RemediesResponse200",
    "PostV1RemediesResponse200Data",
    "PostV1ReportCompatibilityResponse202",
    "PostV1ReportKundliResponse202",
    "PostV1ReportPredictionsResponse202",
    "PostV1ReportVarshaphalResponse202",
    "PostV1SadeSatiResponse200",
    "PostV1SadeSatiResponse200Data",
    "PostV1ShadbalaResponse200",
    "PostV1ShadbalaResponse200Data",
    "PostV1SpecialPointsResponse200",
    "PostV1SpecialPointsResponse200Data",
    "PostV1TransitsResponse200",
    "PostV1TransitsResponse200Data",
    "PostV1VargasResponse200",
    "PostV1VargasResponse200Data",
    "PostV1VarshaphalResponse200",
    "PostV1VarshaphalResponse200Data",
    "PostV1WebhookSecretRotateResponse200",
    "PostV1YogasResponse200",
    "PostV1YogasResponse200Data",
    "PredictionArea",
    "PredictionsByBirthRequest",
    "PredictionsByProfileRequest",
    "PredictionsOut",
    "Profile",
    "ProfileChanges",
    "ProminentYogaOut",
    "PublicGuruAnswer",
    "PublicQuestion",
    "PutV1BrandingResponse200",
    "PutV1SettingsResponse200",
    "QueuedState",
    "RashiByBirthRequest",
    "RashiByProfileRequest",
    "RashiDrishtiOut",
    "RashifalArea",
    "RashifalByBirthRequest",
    "RashifalByProfileRequest",
    "RashifalDasha",
    "RashifalOut",
    "RashiOut",
    "ReadingPeriod",
    "ReasonOut",
    "ReasonsOut",
    "Region",
    "RemediesByBirthRequest",
    "RemediesByProfileRequest",
    "RemediesOut",
    "ReportCompatibilityByBirthsRequest",
    "ReportCompatibilityByBrideBirthRequest",
    "ReportCompatibilityByGroomBirthRequest",
    "ReportCompatibilityByProfilesRequest",
    "ReportKindName",
    "ReportKundliByBirthRequest",
    "ReportKundliByProfileRequest",
    "ReportPredictionsByBirthRequest",
    "ReportPredictionsByProfileRequest",
    "ReportVarshaphalByBirthRequest",
    "ReportVarshaphalByProfileRequest",
    "RequiredPlan",
    "RetryDetails",
    "RingHouse",
    "Role",
    "RuleOut",
    "RulingPlanetsOut",
    "SadeSatiByBirthRequest",
    "SadeSatiByProfileRequest",
    "SadeSatiOut",
    "SadeSatiReply",
    "SahamOut",
    "SarvatobhadraOut",
    "SaturnNowOut",
    "SectionName",
    "Settings",
    "SettingsEcho",
    "Severity",
    "ShadbalaByBirthRequest",
    "ShadbalaByProfileRequest",
    "ShadbalaOut",
    "ShadbalaPlanetOut",
    "Shayanadi",
    "Side",
    "Sign",
    "SignHoroscopeOut",
    "SignificantOut",
    "SignificatorsOut",
    "SignName",
    "SizeDetails",
    "SkippedDayOut",
    "SpanOut",
    "SpecialLagnasOut",
    "SpecialPointsByBirthRequest",
    "SpecialPointsByProfileRequest",
    "SpecialPointsOut",
    "SpecialYogaOut",
    "Statement",
    "SthanaOut",
    "Sudarshana",
    "SudarshanaRings",
    "SystemDashaBalance",
    "SystemDashaLevel",
    "SystemDashaOut",
    "SystemDashaOutWithSettings",
    "SystemDashaPeriod",
    "SystemDashaSubPeriod",
    "TajikaAspectKind",
    "TajikaAspectOut",
    "TajikaYogaName",
    "TajikaYogaOut",
    "TarabalaOut",
    "TimezoneAt",
    "Timezones",
    "TithiOut",
    "TraitOut",
    "TransitOut",
    "TransitsByBirthRequest",
    "TransitsByProfileRequest",
    "TransitsOut",
    "Usage",
    "UsageItem",
    "ValidationDetails",
    "VaraOut",
    "VargaAscendantOut",
    "VargaPlanetOut",
    "VargasByBirthRequest",
    "VargasByProfileRequest",
    "VargasOut",
    "VargasOutDivisions",
    "VarshaphalByBirthRequest",
    "VarshaphalByProfileRequest",
    "VarshaphalOut",
    "Vedha",
    "VimshopakaOut",
    "VimshottariSystem",
    "WebhookSecret",
    "WebhookStatus",
    "WindowOut",
    "WithSettings",
    "YearLordOut",
    "YearLordRule",
    "YogakarakaName",
    "YogaOut",
    "YogasByBirthRequest",
    "YogasByProfileRequest",
    "YogasOut",
    "YogasSummary",
)
