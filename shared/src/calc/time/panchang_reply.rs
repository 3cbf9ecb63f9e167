//! `POST /v1/panchang`.

use super::{BsDateOut, KATHMANDU, day_of, hhmm_in, iso_in, panchang_error};
use crate::astro::calendar::{self, DayPage, Region, Spell};
use crate::astro::panchang::{ChoghadiyaSlot, Nature, Panchang, Slot};
use crate::astro::{Ephemeris, Longitude, Planet};
use crate::calc::call::PanchangOptions;
use crate::calc::natal::round;
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Key, Locale};
use crate::key;
use chrono_tz::Tz;
use serde::Serialize;

/// A choghadiya slot, with full timestamps for slots that cross midnight.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChoghadiyaOut {
    pub name: &'static str,
    /// auspicious, neutral or inauspicious.
    pub nature: Nature,
    pub start_time: String,
    pub end_time: String,
    pub starts_at: String,
    pub ends_at: String,
    /// The slot's lord.
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: &'static str,
    pub meaning: String,
}

impl ChoghadiyaOut {
    /// A slot with Kathmandu times.
    pub fn new(s: &ChoghadiyaSlot, locale: Locale) -> Self {
        Self::in_zone(s, locale, KATHMANDU)
    }
    pub fn in_zone(s: &ChoghadiyaSlot, locale: Locale, zone: Tz) -> Self {
        ChoghadiyaOut {
            name: s.kind.name(),
            nature: s.kind.nature(),
            start_time: hhmm_in(s.slot.start, zone),
            end_time: hhmm_in(s.slot.end, zone),
            starts_at: iso_in(s.slot.start, zone),
            ends_at: iso_in(s.slot.end, zone),
            lord: s.kind.lord().name(),
            meaning: content::text(locale, key!("panchang.choghadiya.{}", s.kind.name())),
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
    pub name: &'static str,
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
    pub paksha: &'static str,
    pub nakshatra: LimbOut,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub nakshatra_lord: &'static str,
    pub yoga: LimbOut,
    pub karana: LimbOut,
    pub vara: VaraOut,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VaraOut {
    pub name: &'static str,
    pub weekday: &'static str,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: &'static str,
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
    pub tithi: &'static str,
    pub paksha: &'static str,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: &'static str,
    pub yoga: &'static str,
    pub karana: &'static str,
    pub vara: &'static str,
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
    pub moon_sign: &'static str,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sun_sign: &'static str,
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
    pub key: &'static str,
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
    pub nakshatras: Vec<&'static str>,
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
    pub name: &'static str,
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
    pub sign: &'static str,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: &'static str,
    #[schema(minimum = 1, maximum = 4)]
    pub pada: u8,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoraOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: &'static str,
    pub daytime: bool,
    pub starts_at: String,
    pub ends_at: String,
}

/// The lunar month in both schemes.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LunarMonthOut {
    /// New moon to new moon (South and West India, Nepal).
    pub amanta: &'static str,
    /// Full moon to full moon (North India).
    pub purnimanta: &'static str,
    /// The amanta month's name in the reply's language ("Adhika …" for an adhika month).
    pub name: String,
    pub is_adhika: bool,
    /// The month name a kshaya month skips, if any.
    pub kshaya: Option<&'static str>,
}

/// A name with its stable key.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PanchangName)]
pub struct NamedOut {
    pub key: &'static str,
    pub name: String,
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
    pub tara: &'static str,
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

/// A limb of the day page: the one running at sunrise, with its start and end.
fn limb<T>(number: u8, name: &'static str, spell: &Spell<T>, page: &DayPage, zone: Tz) -> LimbOut {
    LimbOut {
        number,
        name,
        starts_at: iso_in(spell.start, zone),
        end_time: hhmm_in(spell.end, zone),
        ends_at: iso_in(spell.end, zone),
        ends_after_next_sunrise: spell.end > page.frame.next_sunrise,
    }
}

fn spans<T>(
    spells: &[Spell<T>],
    zone: Tz,
    named: impl Fn(&T) -> (u8, &'static str),
) -> Vec<SpanOut> {
    spells
        .iter()
        .map(|s| {
            let (number, name) = named(&s.value);
            SpanOut {
                number,
                name,
                starts_at: iso_in(s.start, zone),
                ends_at: iso_in(s.end, zone),
            }
        })
        .collect()
}

/// The panchang of a day page, as published, and the day's page besides; with a natal Moon,
/// the person's tarabala and chandrabala.
pub fn panchang_out(
    page: &DayPage,
    location: &str,
    locale: Locale,
    natal_moon: Option<Longitude>,
) -> Result<PanchangOut, CalcError> {
    let zone = page.place.zone;
    let p = page.panchang();
    let slots = p.choghadiya();
    let tithi = p.tithi.value;
    let nak = p.nakshatra.value;
    let l = |k: Key| content::text(locale, k);
    let hm = |t| hhmm_in(t, zone);
    let iso = |t| iso_in(t, zone);
    let period = |s: Slot| PeriodOut::in_zone(s, zone);
    let almanac = page.almanac();
    let summary = content::fill(
        locale,
        key!("panchang.summary"),
        &[
            ("vara", &l(key!("panchang.vara.{}", p.vara.name()))),
            ("tithi", &l(key!("panchang.tithi.{}", tithi.name()))),
            (
                "paksha",
                &l(key!("panchang.paksha.{}", tithi.paksha().name())),
            ),
            ("tithiEnd", &hm(p.tithi.ends)),
            (
                "nakshatra",
                &content::text(locale, key!("nakshatras.{}.name", nak.name())),
            ),
            ("nakshatraEnd", &hm(p.nakshatra.ends)),
            ("yoga", &l(key!("panchang.yoga.{}", p.yoga.value.name()))),
            (
                "karana",
                &l(key!("panchang.karana.{}", p.karana.value.name())),
            ),
            ("sunrise", &hm(p.sunrise)),
            ("sunset", &hm(p.sunset)),
            ("rahuStart", &hm(p.rahu_kalam().start)),
            ("rahuEnd", &hm(p.rahu_kalam().end)),
        ],
    );
    let body = |b: &calendar::BodyPlace| BodyOut {
        longitude: round(b.longitude.degrees(), 6),
        sign: b.sign.name(),
        nakshatra: b.nakshatra.name(),
        pada: b.pada,
    };
    let named = |key: &'static str, name: String| NamedOut { key, name };
    let personal = natal_moon.map(|m| page.personal(m));
    let m = &page.lunar_month;
    Ok(PanchangOut {
        date: p.date.format("%Y-%m-%d").to_string(),
        bs_date: page.bs_date.map(|bs| BsDateOut::new(bs, locale)),
        tithi: tithi.name(),
        paksha: tithi.paksha().name(),
        nakshatra: nak.name(),
        yoga: p.yoga.value.name(),
        karana: p.karana.value.name(),
        vara: p.vara.name(),
        sunrise: hm(p.sunrise),
        sunset: hm(p.sunset),
        choghadiya: slots[..8]
            .iter()
            .map(|s| ChoghadiyaOut::in_zone(s, locale, zone))
            .collect(),
        night_choghadiya: slots[8..]
            .iter()
            .map(|s| ChoghadiyaOut::in_zone(s, locale, zone))
            .collect(),
        rahu_kalam: period(p.rahu_kalam()),
        yamaganda: period(p.yamaganda()),
        gulika_kalam: period(p.gulika_kalam()),
        abhijit_muhurta: period(p.abhijit()),
        next_sunrise: iso(p.next_sunrise),
        limbs: LimbsOut {
            tithi: limb(tithi.number(), tithi.name(), &page.tithis[0], page, zone),
            paksha: tithi.paksha().name(),
            nakshatra: limb(
                nak.index() as u8 + 1,
                nak.name(),
                &page.nakshatras[0],
                page,
                zone,
            ),
            nakshatra_lord: nak.lord().name(),
            yoga: limb(
                p.yoga.value.number(),
                p.yoga.value.name(),
                &page.yogas[0],
                page,
                zone,
            ),
            karana: limb(
                p.karana.value.number(),
                p.karana.value.name(),
                &page.karanas[0],
                page,
                zone,
            ),
            vara: VaraOut {
                name: p.vara.name(),
                weekday: p.vara.english(),
                lord: p.vara.lord().name(),
                end_time: hm(p.next_sunrise),
                ends_at: iso(p.next_sunrise),
            },
        },
        moon_sign: p.moon.sign().name(),
        sun_sign: p.sun.sign().name(),
        location: LocationOut {
            name: location.to_owned(),
            latitude: round(p.latitude, 6),
            longitude: round(p.longitude, 6),
            timezone: zone.name(),
        },
        summary,
        moonrise: page.moonrise.map(iso),
        moonset: page.moonset.map(iso),
        limb_spans: LimbSpansOut {
            tithis: spans(&page.tithis, zone, |t| (t.number(), t.name())),
            nakshatras: spans(&page.nakshatras, zone, |n| (n.index() as u8 + 1, n.name())),
            yogas: spans(&page.yogas, zone, |y| (y.number(), y.name())),
            karanas: spans(&page.karanas, zone, |k| (k.number(), k.name())),
        },
        sun: body(&page.sun),
        moon: body(&page.moon),
        horas: page
            .horas
            .iter()
            .map(|h| HoraOut {
                lord: h.lord.name(),
                daytime: h.daytime,
                starts_at: iso(h.slot.start),
                ends_at: iso(h.slot.end),
            })
            .collect(),
        brahma_muhurta: period(page.brahma_muhurta),
        vijaya_muhurta: period(page.vijaya_muhurta),
        godhuli_muhurta: period(page.godhuli_muhurta),
        nishita_muhurta: period(page.nishita),
        durmuhurtas: page.durmuhurtas.iter().copied().map(period).collect(),
        varjyam: page.varjyam.iter().copied().map(period).collect(),
        tyajyam: page.varjyam.iter().copied().map(period).collect(),
        amrit_kalam: page.amrit_kalam.iter().copied().map(period).collect(),
        special_yogas: almanac
            .special_yogas
            .iter()
            .map(|y| SpecialYogaOut {
                key: y.value.key(),
                name: l(key!("panchang.specialYoga.{}", y.value.key())),
                starts_at: iso(y.start),
                ends_at: iso(y.end),
            })
            .collect(),
        panchak: almanac.panchak.map(period),
        bhadra: almanac.bhadra.iter().copied().map(period).collect(),
        ganda_moola: almanac.ganda_moola.as_ref().map(|g| {
            let p = period(g.slot);
            GandaMoolaOut {
                nakshatras: g.nakshatras.iter().map(|n| n.name()).collect(),
                start_time: p.start_time,
                end_time: p.end_time,
                starts_at: p.starts_at,
                ends_at: p.ends_at,
            }
        }),
        lunar_month: LunarMonthOut {
            amanta: m.amanta.name(),
            purnimanta: m.purnimanta.name(),
            name: crate::calc::calendar_names::amanta(locale, m),
            is_adhika: m.is_adhika,
            kshaya: m.kshaya.map(|k| k.name()),
        },
        ritu: named(
            page.ritu.name(),
            crate::calc::calendar_names::ritu(locale, page.ritu),
        ),
        ayana: named(
            page.ayana.name(),
            crate::calc::calendar_names::ayana(locale, page.ayana),
        ),
        samvatsara: named(
            page.samvatsara.name(),
            crate::calc::calendar_names::samvatsara(locale, page.samvatsara),
        ),
        vikram_samvat: page.eras.vikram,
        shaka_samvat: page.eras.shaka,
        nepal_sambat: page.eras.nepal,
        dishashool: named(
            page.dishashool.name(),
            crate::calc::calendar_names::direction(locale, page.dishashool),
        ),
        festivals: page
            .festivals
            .iter()
            .map(|f| FestivalOut::of(f, locale))
            .collect(),
        tarabala: personal.as_ref().map(|d| {
            d.tarabala
                .iter()
                .map(|s| TarabalaOut {
                    tara: s.value.name(),
                    name: crate::calc::calendar_names::tara(locale, s.value),
                    good: s.value.is_favourable(),
                    starts_at: iso(s.start),
                    ends_at: iso(s.end),
                })
                .collect()
        }),
        chandrabala: personal.as_ref().map(|d| {
            d.chandrabala
                .iter()
                .map(|s| ChandrabalaOut {
                    house: s.value.0,
                    good: s.value.1,
                    starts_at: iso(s.start),
                    ends_at: iso(s.end),
                })
                .collect()
        }),
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
