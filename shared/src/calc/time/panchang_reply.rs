//! `POST /v1/panchang`.

use super::panchang_parts::{Day, body};
use super::{BsDateOut, KATHMANDU, day_of, hhmm_in, iso_in, panchang_error};
use crate::astro::calendar::{self, DayPage, Region};
use crate::astro::panchang::{ChoghadiyaSlot, GowriSlot, Nature, Panchang, Slot};
use crate::astro::{Ephemeris, Longitude, Planet};
use crate::calc::call::PanchangOptions;
use crate::calc::natal::round;
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Locale};
use crate::key;
use chrono_tz::Tz;
use serde::Serialize;

/// A choghadiya slot, with full timestamps for slots that cross midnight.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChoghadiyaOut {
    #[schema(value_type = String)]
    pub name: crate::calc::names::Named<crate::astro::panchang::Choghadiya>,
    /// auspicious, neutral or inauspicious.
    pub nature: Nature,
    pub start_time: String,
    pub end_time: String,
    pub starts_at: String,
    pub ends_at: String,
    /// The slot's lord.
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    pub meaning: String,
}

impl ChoghadiyaOut {
    /// A slot with Kathmandu times.
    pub fn new(s: &ChoghadiyaSlot, locale: Locale) -> Self {
        Self::in_zone(s, locale, KATHMANDU)
    }
    pub fn in_zone(s: &ChoghadiyaSlot, locale: Locale, zone: Tz) -> Self {
        ChoghadiyaOut {
            name: crate::calc::names::Named(s.kind),
            nature: s.kind.nature(),
            start_time: hhmm_in(s.slot.start, zone),
            end_time: hhmm_in(s.slot.end, zone),
            starts_at: iso_in(s.slot.start, zone),
            ends_at: iso_in(s.slot.end, zone),
            lord: s.kind.lord(),
            meaning: content::text(locale, key!("panchang.choghadiya.{}", s.kind.name())),
        }
    }
}

/// A Gowri panchangam part.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GowriOut {
    /// Uthi, Amirdha, Rogam, Laabam, Dhanam, Sugam, Soram or Visham.
    #[schema(value_type = String)]
    pub name: crate::calc::names::Named<crate::astro::panchang::Gowri>,
    /// auspicious (the Gowri nalla neram) or inauspicious.
    pub nature: Nature,
    /// Between sunrise and sunset (else between sunset and the next sunrise).
    pub daytime: bool,
    pub start_time: String,
    pub end_time: String,
    pub starts_at: String,
    pub ends_at: String,
    /// The part's lord: a weekday lord, or Rahu for Visham.
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    pub meaning: String,
}

impl GowriOut {
    pub fn in_zone(s: &GowriSlot, locale: Locale, zone: Tz) -> Self {
        GowriOut {
            name: crate::calc::names::Named(s.kind),
            nature: s.kind.nature(),
            daytime: s.daytime,
            start_time: hhmm_in(s.slot.start, zone),
            end_time: hhmm_in(s.slot.end, zone),
            starts_at: iso_in(s.slot.start, zone),
            ends_at: iso_in(s.slot.end, zone),
            lord: s.kind.lord(),
            meaning: content::text(locale, key!("panchang.gowri.{}", s.kind.name())),
        }
    }
}

/// A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PanchangPeriod)]
pub struct PeriodOut {
    pub start_time: String,
    pub end_time: String,
    pub starts_at: String,
    pub ends_at: String,
}

impl PeriodOut {
    /// A period with Kathmandu times.
    pub fn new(s: Slot) -> Self {
        Self::in_zone(s, KATHMANDU)
    }
    pub fn in_zone(s: Slot, zone: Tz) -> Self {
        PeriodOut {
            start_time: hhmm_in(s.start, zone),
            end_time: hhmm_in(s.end, zone),
            starts_at: iso_in(s.start, zone),
            ends_at: iso_in(s.end, zone),
        }
    }
}

/// One limb with its number, start and end.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LimbOut {
    pub number: u8,
    #[schema(value_type = String)]
    pub name: crate::calc::names::Named<crate::calc::names::Limb>,
    /// When it began (often before sunrise), local time.
    pub starts_at: String,
    /// `HH:MM` local; see `endsAt` for the date.
    pub end_time: String,
    pub ends_at: String,
    /// Ends after the next sunrise, so it also rules the next day.
    pub ends_after_next_sunrise: bool,
}

/// The five limbs in detail.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LimbsOut {
    pub tithi: LimbOut,
    #[schema(value_type = String)]
    pub paksha: crate::calc::names::Named<crate::astro::panchang::Paksha>,
    pub nakshatra: LimbOut,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub nakshatra_lord: crate::astro::Planet,
    pub yoga: LimbOut,
    pub karana: LimbOut,
    pub vara: VaraOut,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VaraOut {
    #[schema(value_type = String)]
    pub name: crate::calc::names::Named<crate::astro::panchang::Vara>,
    #[schema(value_type = String)]
    pub weekday: crate::calc::names::Named<crate::calc::names::Weekday>,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    /// The vara lasts until the next sunrise.
    pub end_time: String,
    pub ends_at: String,
}

/// The panchang of a day, with details.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PanchangOut {
    pub date: String,
    /// Null outside the Bikram Sambat table (BS 1975–2100).
    pub bs_date: Option<BsDateOut>,
    #[schema(value_type = String)]
    pub tithi: crate::calc::names::Named<crate::astro::panchang::Tithi>,
    #[schema(value_type = String)]
    pub paksha: crate::calc::names::Named<crate::astro::panchang::Paksha>,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    #[schema(value_type = String)]
    pub yoga: crate::calc::names::Named<crate::astro::panchang::Yoga>,
    #[schema(value_type = String)]
    pub karana: crate::calc::names::Named<crate::astro::panchang::Karana>,
    #[schema(value_type = String)]
    pub vara: crate::calc::names::Named<crate::astro::panchang::Vara>,
    pub sunrise: String,
    pub sunset: String,
    /// The 8 daytime slots, sunrise → sunset.
    pub choghadiya: Vec<ChoghadiyaOut>,
    /// The 8 night slots, sunset → next sunrise.
    pub night_choghadiya: Vec<ChoghadiyaOut>,
    pub rahu_kalam: PeriodOut,
    pub yamaganda: PeriodOut,
    pub gulika_kalam: PeriodOut,
    pub abhijit_muhurta: PeriodOut,
    pub next_sunrise: String,
    pub limbs: LimbsOut,
    /// Sidereal signs of the Moon and the Sun at sunrise.
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sun_sign: crate::astro::Sign,
    /// Where the day was computed (the profile's birth place, or the place asked for) and the
    /// zone of every time.
    pub location: LocationOut,
    pub summary: String,
    /// Between sunrise and the next sunrise; null when the Moon does not rise (set) then.
    pub moonrise: Option<String>,
    pub moonset: Option<String>,
    /// Every limb running between sunrise and the next sunrise, each with its start and end.
    pub limb_spans: LimbSpansOut,
    /// The Sun and the Moon at sunrise.
    pub sun: BodyOut,
    pub moon: BodyOut,
    /// The 24 horas, 12 of the day and 12 of the night, from the vara lord's.
    pub horas: Vec<HoraOut>,
    pub brahma_muhurta: PeriodOut,
    pub vijaya_muhurta: PeriodOut,
    pub godhuli_muhurta: PeriodOut,
    pub nishita_muhurta: PeriodOut,
    pub durmuhurtas: Vec<PeriodOut>,
    pub varjyam: Vec<PeriodOut>,
    /// Varjyam by the name Tamil and Telugu almanacs print (the same windows).
    pub tyajyam: Vec<PeriodOut>,
    /// The 16 Gowri panchangam parts as Tamil almanacs print them: 8 of the day (sunrise →
    /// sunset), then 8 of the night (sunset → next sunrise).
    pub gowri_panchangam: Vec<GowriOut>,
    pub amrit_kalam: Vec<PeriodOut>,
    /// The special yogas of the weekday with the nakshatra (and the tithi): `ravi`,
    /// `sarvartha-siddhi`, `amrit-siddhi`, `dwipushkar`, `tripushkar`, each while it holds.
    pub special_yogas: Vec<SpecialYogaOut>,
    /// The Moon in Aquarius or Pisces (Dhanishta's second half to Revati), when it is that day.
    pub panchak: Option<PeriodOut>,
    /// Vishti karana, each run of it in the day.
    pub bhadra: Vec<PeriodOut>,
    /// The Moon in a Ganda moola nakshatra (Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati),
    /// when it is that day.
    pub ganda_moola: Option<GandaMoolaOut>,
    pub lunar_month: LunarMonthOut,
    pub ritu: NamedOut,
    pub ayana: NamedOut,
    /// The South Indian (Chaitradi) 60-year cycle.
    pub samvatsara: NamedOut,
    pub vikram_samvat: i32,
    pub shaka_samvat: i32,
    pub nepal_sambat: i32,
    /// The direction not to travel towards on this weekday.
    pub dishashool: NamedOut,
    /// The festivals and observances of the day for `region` (default both).
    pub festivals: Vec<FestivalOut>,
    /// With a profile: the day's taras counted from the natal nakshatra, through the day.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tarabala: Option<Vec<TarabalaOut>>,
    /// With a profile: the day's Moon sign counted from the natal one, through the day.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chandrabala: Option<Vec<ChandrabalaOut>>,
}

/// A special yoga while it holds.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpecialYogaOut {
    /// `ravi`, `sarvartha-siddhi`, `amrit-siddhi`, `dwipushkar` or `tripushkar`.
    #[schema(value_type = String)]
    pub key: crate::calc::names::Keyed<crate::astro::calendar::almanac::SpecialYoga>,
    /// In the reply's language.
    pub name: String,
    pub starts_at: String,
    pub ends_at: String,
}

/// Ganda moola in the day: its span and the nakshatras it runs through.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GandaMoolaOut {
    #[schema(value_type = Vec<crate::calc::names::NakshatraName>)]
    pub nakshatras: Vec<crate::astro::Nakshatra>,
    pub start_time: String,
    pub end_time: String,
    pub starts_at: String,
    pub ends_at: String,
}

/// A limb's run: its name and number, start and end, local time.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PanchangSpan)]
pub struct SpanOut {
    pub number: u8,
    #[schema(value_type = String)]
    pub name: crate::calc::names::Named<crate::calc::names::Limb>,
    pub starts_at: String,
    pub ends_at: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LimbSpansOut {
    pub tithis: Vec<SpanOut>,
    pub nakshatras: Vec<SpanOut>,
    pub yogas: Vec<SpanOut>,
    pub karanas: Vec<SpanOut>,
}

/// A body's sidereal place.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PanchangBody)]
pub struct BodyOut {
    #[schema(minimum = 0, maximum = 360)]
    pub longitude: f64,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    #[schema(minimum = 1, maximum = 4)]
    pub pada: u8,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoraOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    pub daytime: bool,
    pub starts_at: String,
    pub ends_at: String,
}

/// The lunar month in both schemes.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LunarMonthOut {
    /// New moon to new moon (South and West India, Nepal).
    #[schema(value_type = String)]
    pub amanta: crate::calc::names::Named<crate::astro::calendar::lunar::Masa>,
    /// Full moon to full moon (North India).
    #[schema(value_type = String)]
    pub purnimanta: crate::calc::names::Named<crate::astro::calendar::lunar::Masa>,
    /// The amanta month's name in the reply's language ("Adhika …" for an adhika month).
    pub name: String,
    pub is_adhika: bool,
    /// The month name a kshaya month skips, if any.
    #[schema(value_type = Option<String>)]
    pub kshaya: Option<crate::calc::names::Named<crate::astro::calendar::Masa>>,
}

/// A name with its stable key.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PanchangName)]
pub struct NamedOut {
    #[schema(value_type = String)]
    pub key: crate::calc::names::Named<CalendarName>,
    pub name: String,
}

/// A name of the day's calendar with its stable key: the season, the Sun's half-year, the
/// samvatsara, the direction of dishashool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CalendarName {
    Ritu(crate::astro::calendar::Ritu),
    Ayana(crate::astro::calendar::Ayana),
    Samvatsara(crate::astro::calendar::Samvatsara),
    Direction(crate::astro::calendar::Direction),
}

impl crate::calc::names::Published for CalendarName {
    fn published(self) -> &'static str {
        match self {
            CalendarName::Ritu(r) => r.name(),
            CalendarName::Ayana(a) => a.name(),
            CalendarName::Samvatsara(s) => s.name(),
            CalendarName::Direction(d) => d.name(),
        }
    }
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FestivalOut {
    /// Stable kebab-case English, e.g. `vijaya-dashami`.
    pub key: &'static str,
    pub name: String,
    /// `np`, `in` or `both`.
    pub region: Region,
    /// Where a government holiday list keeps the festival on another day than the almanac's
    /// rule gives: which day and why, in the reply's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl FestivalOut {
    pub fn of(f: &crate::astro::calendar::FestivalDay, locale: Locale) -> FestivalOut {
        use chrono::Datelike;
        // Makar Sankranti on another day than India's fixed 14 January; Chhath, whose lists
        // sometimes name the morning arghya's day (docs/decisions.md, "Festivals the lists
        // keep elsewhere").
        let note = match f.key {
            "makar-sankranti" if (f.date.month(), f.date.day()) != (1, 14) => {
                Some(key!("panchang.festivalNote.makar-sankranti"))
            }
            "chhath" => Some(key!("panchang.festivalNote.chhath")),
            _ => None,
        };
        FestivalOut {
            key: f.key,
            name: crate::calc::calendar_names::festival(locale, f),
            region: f.region,
            note: note.map(|k| content::text(locale, k)),
        }
    }
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TarabalaOut {
    #[schema(value_type = String)]
    pub tara: crate::calc::names::Named<crate::astro::matching::Tara>,
    pub name: String,
    pub good: bool,
    pub starts_at: String,
    pub ends_at: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChandrabalaOut {
    /// The day's Moon sign counted from the natal one, 1–12.
    pub house: u8,
    pub good: bool,
    pub starts_at: String,
    pub ends_at: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocationOut {
    pub name: String,
    /// Degrees, north positive.
    #[schema(minimum = -90, maximum = 90)]
    pub latitude: f64,
    /// Degrees, east positive.
    #[schema(minimum = -180, maximum = 180)]
    pub longitude: f64,
    pub timezone: &'static str,
}

/// The panchang of a day page, as published, and the day's page besides; with a natal Moon,
/// the person's tarabala and chandrabala.
pub fn panchang_out(
    page: &DayPage,
    location: &str,
    locale: Locale,
    natal_moon: Option<Longitude>,
) -> Result<PanchangOut, CalcError> {
    let d = Day::new(page, locale);
    let p = page.panchang();
    let tithi = p.tithi.value;
    let personal = natal_moon.map(|m| page.personal(m));
    let eras = &page.eras;
    let choghadiya = p.choghadiya();
    Ok(PanchangOut {
        date: p.date.format("%Y-%m-%d").to_string(),
        bs_date: page.bs_date.map(|bs| BsDateOut::new(bs, locale)),
        tithi: crate::calc::names::Named(tithi),
        paksha: crate::calc::names::Named(tithi.paksha()),
        nakshatra: p.nakshatra.value,
        yoga: crate::calc::names::Named(p.yoga.value),
        karana: crate::calc::names::Named(p.karana.value),
        vara: crate::calc::names::Named(p.vara),
        sunrise: d.hm(p.sunrise),
        sunset: d.hm(p.sunset),
        choghadiya: d.choghadiya(&choghadiya[..8]),
        night_choghadiya: d.choghadiya(&choghadiya[8..]),
        rahu_kalam: d.period(p.rahu_kalam()),
        yamaganda: d.period(p.yamaganda()),
        gulika_kalam: d.period(p.gulika_kalam()),
        abhijit_muhurta: d.period(p.abhijit()),
        next_sunrise: d.iso(p.next_sunrise),
        limbs: d.limbs(),
        moon_sign: p.moon.sign(),
        sun_sign: p.sun.sign(),
        location: LocationOut {
            name: location.to_owned(),
            latitude: round(p.latitude, 6),
            longitude: round(p.longitude, 6),
            timezone: d.zone.name(),
        },
        summary: d.summary(),
        moonrise: page.moonrise.map(|t| d.iso(t)),
        moonset: page.moonset.map(|t| d.iso(t)),
        limb_spans: d.limb_spans(),
        sun: body(&page.sun),
        moon: body(&page.moon),
        horas: d.horas(),
        brahma_muhurta: d.period(page.brahma_muhurta),
        vijaya_muhurta: d.period(page.vijaya_muhurta),
        godhuli_muhurta: d.period(page.godhuli_muhurta),
        nishita_muhurta: d.period(page.nishita),
        durmuhurtas: d.periods(&page.durmuhurtas),
        varjyam: d.periods(&page.varjyam),
        tyajyam: d.periods(&page.varjyam),
        gowri_panchangam: d.gowri(&p.gowri()),
        amrit_kalam: d.periods(&page.amrit_kalam),
        special_yogas: d.special_yogas(),
        panchak: page.almanac().panchak.map(|s| d.period(s)),
        bhadra: d.periods(&page.almanac().bhadra),
        ganda_moola: d.ganda_moola(),
        lunar_month: d.lunar_month(),
        ritu: d.named(CalendarName::Ritu(page.ritu)),
        ayana: d.named(CalendarName::Ayana(page.ayana)),
        samvatsara: d.named(CalendarName::Samvatsara(page.samvatsara)),
        vikram_samvat: eras.vikram,
        shaka_samvat: eras.shaka,
        nepal_sambat: eras.nepal,
        dishashool: d.named(CalendarName::Direction(page.dishashool)),
        festivals: page
            .festivals
            .iter()
            .map(|f| FestivalOut::of(f, locale))
            .collect(),
        tarabala: personal.as_ref().map(|x| d.tarabala(x)),
        chandrabala: personal.as_ref().map(|x| d.chandrabala(x)),
    })
}

/// The panchang of the day asked for at the profile's birth place (Kathmandu's date and clock).
pub fn compute_day(ctx: &Ctx, date: Option<chrono::NaiveDate>) -> Result<Panchang, CalcError> {
    let b = ctx.birth();
    Panchang::compute(
        &Ephemeris::with(&ctx.chart().settings),
        day_of(ctx, date),
        b.latitude,
        b.longitude,
    )
    .map_err(panchang_error)
}

/// `POST /v1/panchang`: at the place asked for (its date and clock), or at the profile's birth
/// place (Kathmandu's date and clock, as the spec has it, with the person's tarabala and
/// chandrabala).
pub fn panchang(ctx: &Ctx, o: &PanchangOptions) -> Result<PanchangOut, CalcError> {
    let (place, location, natal) = match ctx.place {
        Some(p) => (p.located()?, String::new(), None),
        None => {
            let b = ctx.birth();
            (
                calendar::Place::new(b.latitude, b.longitude, KATHMANDU),
                ctx.person().location.clone(),
                Some(ctx.chart().graha(Planet::Moon).longitude),
            )
        }
    };
    let date = o
        .date
        .map_or_else(|| ctx.now.with_timezone(&place.zone).date_naive(), |d| d.0);
    let eph = Ephemeris::with(ctx.settings);
    let region = o.region.unwrap_or(Region::Both);
    let page = calendar::day(&eph, date, place, region).map_err(panchang_error)?;
    panchang_out(&page, &location, ctx.locale(), natal)
}
