//! `POST /v1/transits` and `POST /v1/sade-sati`.

use super::{SpanOut, date_of, house_name, moment_of, planet_name, sign_name, span_text};
use crate::astro::gochara::{Gochara, Snapshot};
use crate::astro::transit::{
    KantakShani, Pass, SadeSati, SignificantTransit, is_significant, kantak_shani_periods, pass_at,
    sade_sati_periods, significant_transits,
};
use crate::astro::{Chart, Days, Ephemeris, JulianDay, Planet, Sign};
use crate::calc::call::OnDay;
use crate::calc::natal::round;
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Locale};
use crate::key;
use serde::Serialize;

/// One graha's transit, plus its place, its ingress dates and its gochara result.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TransitOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::SignName)]
    pub current_sign: crate::astro::Sign,
    pub natal_house_from_moon: u8,
    pub is_retrograde: bool,
    pub effect: String,
    pub significant_transit: bool,
    pub duration: String,
    /// When the graha entered the sign (this stay), `YYYY-MM-DD` Kathmandu.
    pub entered_on: String,
    /// When it leaves the sign (this stay).
    pub leaves_on: String,
    /// Every stay of this pass through the sign: more than one when a retrograde loop takes
    /// the graha out and back.
    pub stays: Vec<SpanOut>,
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    #[schema(minimum = 0, maximum = 360)]
    pub longitude: f64,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    pub natal_house_from_ascendant: u8,
    /// Good by its house from the Moon (Phaladeepika ch. 26) and not obstructed.
    pub favourable: bool,
    /// The graha whose vedha cancels a good house, if any.
    #[schema(value_type = Option<crate::calc::names::PlanetName>)]
    pub obstructed_by: Option<crate::astro::Planet>,
}

/// A major transit (`significantTransits`).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignificantOut {
    #[serde(rename = "type")]
    #[schema(value_type = String)]
    pub kind: crate::calc::names::Named<crate::astro::transit::SignificantKind>,
    #[schema(value_type = String)]
    pub phase: crate::calc::names::Named<crate::calc::names::SignificantPhase>,
    pub description: String,
    pub duration: String,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub start_date: String,
    pub end_date: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TransitsOut {
    /// The instant of the positions, UTC.
    pub at: String,
    /// Its Kathmandu date.
    pub date: String,
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::SignName)]
    pub ascendant_sign: crate::astro::Sign,
    pub transits: Vec<TransitOut>,
    pub significant_transits: Vec<SignificantOut>,
}

/// The transits at `at` against a natal chart.
pub fn transits_at(chart: &Chart, at: JulianDay, locale: Locale) -> Result<TransitsOut, CalcError> {
    let eph = Ephemeris::with(&chart.settings);
    let bodies = eph.grahas(at)?;
    let moon = chart.moon_sign();
    let now = Snapshot::new(moon, std::array::from_fn(|i| bodies[i].longitude.sign()));
    let mut transits = Vec::with_capacity(9);
    let mut passes = Vec::with_capacity(9);
    for p in Planet::ALL.iter().copied() {
        let b = bodies[p.index()];
        let (sign, house, judged) = (
            now.signs[p.index()],
            now.houses[p.index()],
            now.judged[p.index()],
        );
        let pass = pass_at(&eph, p, at)?;
        let stay = *pass.stay_at(at).unwrap_or(&pass.stays[0]);
        transits.push(TransitOut {
            planet: p,
            current_sign: sign,
            natal_house_from_moon: house,
            is_retrograde: matches!(p, Planet::Rahu | Planet::Ketu) || b.speed < 0.0,
            effect: effect_text(locale, p, house, judged),
            significant_transit: is_significant(p, house),
            duration: pass_text(locale, &pass, at),
            entered_on: date_of(stay.start),
            leaves_on: date_of(stay.end),
            stays: pass
                .stays
                .iter()
                .map(|s| SpanOut::new(s.start, s.end))
                .collect(),
            degree: round(b.longitude.degree_in_sign(), 6),
            longitude: round(b.longitude.degrees(), 6),
            nakshatra: b.longitude.nakshatra(),
            natal_house_from_ascendant: chart.house_from_ascendant(sign),
            favourable: judged == Gochara::Favourable,
            obstructed_by: match judged {
                Gochara::Obstructed(by) => Some(by),
                _ => None,
            },
        });
        passes.push(pass);
    }
    let significant = significant_transits(&eph, moon, at, &passes)?
        .iter()
        .map(|s| significant_out(locale, moon, s))
        .collect();
    Ok(TransitsOut {
        at: at
            .to_utc()
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        date: date_of(at),
        moon_sign: moon,
        ascendant_sign: chart.ascendant_sign(),
        transits,
        significant_transits: significant,
    })
}

/// The effect of a graha in a house from the Moon, with a word on vedha when it applies.
fn effect_text(locale: Locale, p: Planet, house: u8, judged: Gochara) -> String {
    let base = content::text(locale, key!("transits.effects.{}.{}", p.name(), house));
    match judged {
        Gochara::Obstructed(by) => format!(
            "{base} {}",
            content::fill(
                locale,
                key!("transits.vedha"),
                &[("planet", &planet_name(locale, by))]
            )
        ),
        _ => base,
    }
}

/// "2025-03-29 to 2027-06-03 (2 years 2 months)", with the retrograde returns of the pass.
fn pass_text(locale: Locale, pass: &Pass, at: JulianDay) -> String {
    let current = pass.stays.iter().position(|s| s.contains(at)).unwrap_or(0);
    let s = &pass.stays[current];
    let mut text = span_text(locale, s.start, s.end);
    for other in pass.stays.iter().skip(current + 1) {
        text.push_str(&content::fill(
            locale,
            key!("transits.duration.returns"),
            &[("from", &date_of(other.start)), ("to", &date_of(other.end))],
        ));
    }
    text
}

/// A major transit as published.
fn significant_out(locale: Locale, moon: Sign, s: &SignificantTransit) -> SignificantOut {
    let (kind, phase) = (s.kind.name(), s.kind.phase());
    SignificantOut {
        kind: crate::calc::names::Named(s.kind),
        phase: crate::calc::names::Named(crate::calc::names::SignificantPhase(s.kind)),
        description: content::fill(
            locale,
            key!("transits.significant.{}.{}", kind, phase),
            &[
                ("planet", &planet_name(locale, s.planet)),
                ("sign", &sign_name(locale, moon)),
            ],
        ),
        duration: span_text(locale, s.start, s.end),
        planet: s.planet,
        start_date: date_of(s.start),
        end_date: date_of(s.end),
    }
}

/// `POST /v1/transits`
pub fn transits(ctx: &Ctx, o: &OnDay) -> Result<TransitsOut, CalcError> {
    transits_at(
        ctx.chart(),
        moment_of(ctx, o.date.map(|d| d.0)),
        ctx.locale(),
    )
}

/// A phase span of a Sade Sati.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PhaseOut {
    #[schema(value_type = String)]
    pub phase: crate::calc::names::Named<crate::astro::transit::SadeSatiPhase>,
    /// Saturn's sign.
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub start_date: String,
    pub end_date: String,
}

/// The current or next Sade Sati, with its phase spans.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SadeSatiOut {
    pub is_active: bool,
    /// rising, peak or setting while active; null otherwise.
    #[schema(value_type = Option<String>)]
    pub phase: Option<crate::calc::names::Named<crate::astro::transit::SadeSatiPhase>>,
    #[schema(value_type = crate::calc::names::SignName)]
    pub saturn_sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: crate::astro::Sign,
    /// Of the Sade Sati running now, or else of the next one.
    pub start_date: String,
    pub end_date: String,
    pub guidance: String,
    pub phases: Vec<PhaseOut>,
}

/// Kantak Shani now, or the next spell.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KantakOut {
    pub is_active: bool,
    /// House from the Moon (1, 4, 8 or 10) of the spell running now, or else of the next one.
    pub house: u8,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub start_date: String,
    pub end_date: String,
    pub stays: Vec<SpanOut>,
    pub guidance: String,
}

/// One Sade Sati of a life.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LifetimeOut {
    pub start_date: String,
    pub end_date: String,
    /// Age in years at the start and end (negative: it began before birth).
    pub age_at_start: f64,
    pub age_at_end: f64,
    pub is_current: bool,
    pub phases: Vec<PhaseOut>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SaturnNowOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    pub is_retrograde: bool,
    pub house_from_moon: u8,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SadeSatiReply {
    pub sade_sati: SadeSatiOut,
    pub kantak_shani: KantakOut,
    /// Every Sade Sati from birth to the age of 100.
    pub periods: Vec<LifetimeOut>,
    pub saturn: SaturnNowOut,
}

fn phases_of(ss: &SadeSati) -> Vec<PhaseOut> {
    ss.phases()
        .map(|(ph, s)| PhaseOut {
            phase: crate::calc::names::Named(ph),
            sign: s.sign,
            start_date: date_of(s.start),
            end_date: date_of(s.end),
        })
        .collect()
}

/// A Julian year, for ages and search windows.
const YEAR: Days = Days::new(365.25);

/// `POST /v1/sade-sati`
pub fn sade_sati(ctx: &Ctx, o: &OnDay) -> Result<SadeSatiReply, CalcError> {
    let chart = ctx.chart();
    let locale = ctx.locale();
    let at = moment_of(ctx, o.date.map(|d| d.0));
    let eph = Ephemeris::with(&chart.settings);
    let moon = chart.moon_sign();
    let saturn = eph.graha(at, Planet::Saturn)?;

    let birth = chart.jd;
    let lifetime = sade_sati_periods(&eph, moon, birth, birth + YEAR * 100.0)?;
    let current = match lifetime.iter().find(|s| s.end() > at) {
        Some(s) => s.clone(),
        None => sade_sati_periods(&eph, moon, at, at + YEAR * 30.0)?
            .into_iter()
            .find(|s| s.end() > at)
            .ok_or_else(|| CalcError::Engine("no Sade Sati found in 30 years".into()))?,
    };
    let active = current.active_at(at);
    let phase = current.phase_at(at);
    let guidance_key = match phase {
        Some(p) => key!("transits.sadeSati.guidance.{}", p.name()),
        None if current.start() <= at => key!("transits.sadeSati.guidance.loop"),
        None => key!("transits.sadeSati.guidance.upcoming"),
    };
    let sade = SadeSatiOut {
        is_active: active,
        phase: phase.map(crate::calc::names::Named),
        saturn_sign: saturn.longitude.sign(),
        moon_sign: moon,
        start_date: date_of(current.start()),
        end_date: date_of(current.end()),
        guidance: content::fill(
            locale,
            guidance_key,
            &[
                ("start", &date_of(current.start())),
                ("end", &date_of(current.end())),
                ("sign", &sign_name(locale, moon)),
            ],
        ),
        phases: phases_of(&current),
    };

    let kantak = kantak_now_or_next(&eph, moon, at, locale)?;
    let periods = lifetime
        .iter()
        .map(|s| LifetimeOut {
            start_date: date_of(s.start()),
            end_date: date_of(s.end()),
            age_at_start: round((s.start() - birth) / YEAR, 1),
            age_at_end: round((s.end() - birth) / YEAR, 1),
            is_current: s.start() <= at && at < s.end(),
            phases: phases_of(s),
        })
        .collect();
    Ok(SadeSatiReply {
        sade_sati: sade,
        kantak_shani: kantak,
        periods,
        saturn: SaturnNowOut {
            sign: saturn.longitude.sign(),
            degree: round(saturn.longitude.degree_in_sign(), 6),
            is_retrograde: saturn.speed < 0.0,
            house_from_moon: chart.house_from_moon(saturn.longitude.sign()),
        },
    })
}

fn kantak_now_or_next(
    eph: &Ephemeris,
    moon: Sign,
    at: JulianDay,
    locale: Locale,
) -> Result<KantakOut, CalcError> {
    // Saturn reaches a Kantak house within about ten years from anywhere.
    let spells = kantak_shani_periods(eph, moon, at, at + YEAR * 12.0)?;
    let spell: &KantakShani = spells
        .iter()
        .find(|k| k.end() > at)
        .ok_or_else(|| CalcError::Engine("no Kantak Shani found in 12 years".into()))?;
    let active = spell.active_at(at);
    let key = if active {
        key!("transits.kantak.guidance.{}", spell.house)
    } else {
        key!("transits.kantak.guidance.next")
    };
    Ok(KantakOut {
        is_active: active,
        house: spell.house,
        sign: spell.pass[0].sign,
        start_date: date_of(spell.start()),
        end_date: date_of(spell.end()),
        stays: spell
            .pass
            .iter()
            .map(|s| SpanOut::new(s.start, s.end))
            .collect(),
        guidance: content::fill(
            locale,
            key,
            &[
                ("house", &house_name(locale, spell.house)),
                ("start", &date_of(spell.start())),
                ("end", &date_of(spell.end())),
            ],
        ),
    })
}
