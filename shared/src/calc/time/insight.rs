//! `POST /v1/daily-insight`: the day's transits to the natal chart, the day's
//! panchang highlights and a short reading.

use super::panchang_reply::{ChoghadiyaOut, PeriodOut, compute_day};
use super::{BsDateOut, bs_error, house_name, planet_name, sign_name};
use crate::astro::gochara::{self, Gochara, Snapshot};
use crate::astro::panchang::Nature;
use crate::astro::rashifal::{self as scoring, Band};
use crate::astro::{BsDate, Ephemeris, Planet, Sign};
use crate::calc::call::InsightOptions;
use crate::calc::names::{ChartPoint, GocharaTara, Named};
use crate::calc::natal::round;
use crate::calc::{CalcError, Ctx};
use crate::content;
use crate::key;
use serde::Serialize;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactOut {
    /// The natal graha (or `Ascendant`) the transiting one stands over.
    #[schema(value_type = String)]
    pub natal: Named<ChartPoint>,
    /// Separation in degrees.
    pub orb: f64,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DayTransitOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    pub house_from_moon: u8,
    pub house_from_ascendant: u8,
    pub is_retrograde: bool,
    pub favourable: bool,
    /// Natal grahas within 5° of the transiting one (`astro::gochara::CONTACT_ORB`).
    pub contacts: Vec<ContactOut>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MoonDayOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    pub house_from_moon: u8,
    /// The day's Moon in a good house from the natal Moon.
    pub chandra_bala: bool,
    #[schema(value_type = String)]
    pub tara: Named<GocharaTara>,
    pub tara_number: u8,
    pub tara_is_good: bool,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HighlightsOut {
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
    pub rahu_kalam: PeriodOut,
    pub abhijit_muhurta: PeriodOut,
    /// The day's auspicious choghadiyas.
    pub good_choghadiya: Vec<ChoghadiyaOut>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InsightOut {
    pub date: String,
    pub bs_date: BsDateOut,
    /// 1 (hard) … 10 (excellent).
    pub score: u8,
    pub reading: String,
    pub moon: MoonDayOut,
    pub panchang: HighlightsOut,
    pub transits: Vec<DayTransitOut>,
}

/// `POST /v1/daily-insight`
pub fn daily_insight(ctx: &Ctx, o: &InsightOptions) -> Result<InsightOut, CalcError> {
    let locale = ctx.locale();
    let chart = ctx.chart();
    let p = compute_day(ctx, o.date.map(|d| d.0))?;
    let bs = BsDate::from_gregorian(p.date).map_err(bs_error)?;
    let bodies = Ephemeris::with(&chart.settings).grahas(p.sunrise)?;
    let signs: [Sign; 9] = std::array::from_fn(|i| bodies[i].longitude.sign());
    let snapshot = Snapshot::new(chart.moon_sign(), signs);
    let transits = day_transits(chart, &bodies, &snapshot);

    let moon_now = p.moon;
    let moon_house = chart.house_from_moon(moon_now.sign());
    let tara = gochara::tara(chart.graha(Planet::Moon).nakshatra(), moon_now.nakshatra());
    let bala = gochara::chandra_bala(moon_house);
    // The day's score: the Moon's own strengths lead, the other grahas' gochara follows.
    let x = scoring::day_leaning(bala, tara, &snapshot.judged);
    let moon = MoonDayOut {
        sign: moon_now.sign(),
        nakshatra: moon_now.nakshatra(),
        house_from_moon: moon_house,
        chandra_bala: bala,
        tara: Named(GocharaTara::of_number(tara)),
        tara_number: tara,
        tara_is_good: gochara::tara_is_good(tara),
    };
    Ok(InsightOut {
        date: p.date.to_string(),
        bs_date: BsDateOut::new(bs, locale),
        score: scoring::score(x),
        reading: reading(locale, &p, Band::of(x), &moon, &transits),
        moon,
        panchang: highlights(&p, locale),
        transits,
    })
}

/// Each graha's transit of the day: its place, its houses, its gochara and its contacts with the
/// natal grahas and the ascendant, closest first.
fn day_transits(
    chart: &crate::astro::Chart,
    bodies: &[crate::astro::ephemeris::BodyPosition; 9],
    snapshot: &Snapshot,
) -> Vec<DayTransitOut> {
    Planet::ALL
        .iter()
        .map(|&pl| {
            let b = bodies[pl.index()];
            let sign = snapshot.signs[pl.index()];
            let mut contacts: Vec<ContactOut> = chart
                .grahas
                .iter()
                .filter(|n| gochara::can_contact(pl, n.planet))
                .map(|n| {
                    (
                        ChartPoint::Graha(n.planet),
                        b.longitude.separation(n.longitude),
                    )
                })
                .chain(std::iter::once((
                    ChartPoint::Ascendant,
                    b.longitude.separation(chart.ascendant),
                )))
                .filter(|&(_, orb)| gochara::in_contact(orb))
                .map(|(natal, orb)| ContactOut {
                    natal: Named(natal),
                    orb: round(orb, 2),
                })
                .collect();
            contacts.sort_by(|a, b| a.orb.total_cmp(&b.orb));
            DayTransitOut {
                planet: pl,
                sign,
                degree: round(b.longitude.degree_in_sign(), 4),
                house_from_moon: snapshot.houses[pl.index()],
                house_from_ascendant: chart.house_from_ascendant(sign),
                is_retrograde: matches!(pl, Planet::Rahu | Planet::Ketu) || b.speed < 0.0,
                favourable: snapshot.judged[pl.index()] == Gochara::Favourable,
                contacts,
            }
        })
        .collect()
}

/// The day's reading: its band, the Moon's sign, house and tara, what the Moon's house brings,
/// the weekday lord and tithi, the closest contact of a slow graha, Vishti, Rahu kalam.
fn reading(
    locale: content::Locale,
    p: &crate::astro::Panchang,
    band: Band,
    moon: &MoonDayOut,
    transits: &[DayTransitOut],
) -> String {
    let band = match band {
        Band::Good => key!("rashifal.daily.good"),
        Band::Mixed => key!("rashifal.daily.mixed"),
        Band::Hard => key!("rashifal.daily.hard"),
    };
    let mut reading = vec![
        content::text(locale, band),
        content::fill(
            locale,
            key!("rashifal.daily.moon"),
            &[
                ("sign", &sign_name(locale, p.moon.sign())),
                ("house", &house_name(locale, moon.house_from_moon)),
                (
                    "tara",
                    &content::text(locale, key!("rashifal.tara.{}", moon.tara)),
                ),
            ],
        ),
    ];
    // What the Moon's house brings, and the day's weekday lord and tithi (docs/decisions.md,
    // "A daily reading from the day's sky").
    reading.push(content::text(
        locale,
        key!("horoscope.moon.overall.{}", moon.house_from_moon),
    ));
    reading.extend(super::day_sentences(
        locale,
        None,
        p.vara.lord(),
        p.tithi.value,
    ));
    reading.extend(closest_contact(locale, transits));
    if p.karana.value.is_vishti() {
        reading.push(content::text(locale, key!("rashifal.daily.vishti")));
    }
    let rahu = p.rahu_kalam();
    reading.push(content::fill(
        locale,
        key!("rashifal.daily.rahuKalam"),
        &[
            ("start", &super::hhmm(rahu.start)),
            ("end", &super::hhmm(rahu.end)),
        ],
    ));
    reading.join(" ")
}

/// The sentence on the closest contact of a slow graha to the natal chart, if any.
fn closest_contact(locale: content::Locale, transits: &[DayTransitOut]) -> Option<String> {
    let (transiting, c) = transits
        .iter()
        .zip(Planet::ALL)
        .filter(|&(_, &p)| gochara::is_slow(p))
        .flat_map(|(t, &p)| t.contacts.iter().map(move |c| (p, c)))
        .min_by(|a, b| a.1.orb.total_cmp(&b.1.orb))?;
    let natal = match c.natal.0 {
        ChartPoint::Graha(n) => planet_name(locale, n),
        ChartPoint::Ascendant => content::text(locale, key!("rashifal.daily.ascendant")),
    };
    Some(content::fill(
        locale,
        key!("rashifal.daily.contact"),
        &[
            ("planet", &planet_name(locale, transiting)),
            ("natal", &natal),
        ],
    ))
}

/// The day's panchang at a glance.
fn highlights(p: &crate::astro::Panchang, locale: content::Locale) -> HighlightsOut {
    HighlightsOut {
        tithi: crate::calc::names::Named(p.tithi.value),
        paksha: crate::calc::names::Named(p.tithi.value.paksha()),
        nakshatra: p.nakshatra.value,
        yoga: crate::calc::names::Named(p.yoga.value),
        karana: crate::calc::names::Named(p.karana.value),
        vara: crate::calc::names::Named(p.vara),
        sunrise: super::hhmm(p.sunrise),
        sunset: super::hhmm(p.sunset),
        rahu_kalam: PeriodOut::new(p.rahu_kalam()),
        abhijit_muhurta: PeriodOut::new(p.abhijit()),
        good_choghadiya: p.choghadiya()[..8]
            .iter()
            .filter(|s| s.kind.nature() == Nature::Auspicious)
            .map(|s| ChoghadiyaOut::new(s, locale))
            .collect(),
    }
}
