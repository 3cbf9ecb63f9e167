//! `POST /v1/daily-insight`: the day's transits to the natal chart, the day's
//! panchang highlights and a short reading.

use super::panchang_reply::{ChoghadiyaOut, PeriodOut, compute_day};
use super::{BsDateOut, bs_error, house_name, planet_name, sign_name};
use crate::astro::gochara::{self, Gochara, Snapshot};
use crate::astro::panchang::Nature;
use crate::astro::rashifal::{self as scoring, Band};
use crate::astro::{BsDate, Ephemeris, Planet, Sign};
use crate::calc::call::InsightOptions;
use crate::calc::natal::round;
use crate::calc::{CalcError, Ctx};
use crate::content;
use crate::key;
use serde::Serialize;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactOut {
    /// The natal graha (or `Ascendant`) the transiting one stands over.
    pub natal: &'static str,
    /// Separation in degrees.
    pub orb: f64,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DayTransitOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: &'static str,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: &'static str,
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
    pub sign: &'static str,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: &'static str,
    pub house_from_moon: u8,
    /// The day's Moon in a good house from the natal Moon.
    pub chandra_bala: bool,
    pub tara: &'static str,
    pub tara_number: u8,
    pub tara_is_good: bool,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HighlightsOut {
    pub tithi: &'static str,
    pub paksha: &'static str,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: &'static str,
    pub yoga: &'static str,
    pub karana: &'static str,
    pub vara: &'static str,
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
    let at = p.sunrise;
    let eph = Ephemeris::with(&chart.settings);
    let bodies = eph.grahas(at)?;
    let signs: [Sign; 9] = std::array::from_fn(|i| bodies[i].longitude.sign());
    let Snapshot { houses, judged, .. } = Snapshot::new(chart.moon_sign(), signs);

    let transits: Vec<DayTransitOut> = Planet::ALL
        .iter()
        .map(|&pl| {
            let b = bodies[pl.index()];
            let mut contacts: Vec<ContactOut> = chart
                .grahas
                .iter()
                .filter(|n| gochara::can_contact(pl, n.planet))
                .map(|n| (n.planet.name(), b.longitude.separation(n.longitude)))
                .chain(std::iter::once((
                    "Ascendant",
                    b.longitude.separation(chart.ascendant),
                )))
                .filter(|&(_, orb)| gochara::in_contact(orb))
                .map(|(natal, orb)| ContactOut {
                    natal,
                    orb: round(orb, 2),
                })
                .collect();
            contacts.sort_by(|a, b| a.orb.total_cmp(&b.orb));
            DayTransitOut {
                planet: pl.name(),
                sign: signs[pl.index()].name(),
                degree: round(b.longitude.degree_in_sign(), 4),
                house_from_moon: houses[pl.index()],
                house_from_ascendant: chart.house_from_ascendant(signs[pl.index()]),
                is_retrograde: matches!(pl, Planet::Rahu | Planet::Ketu) || b.speed < 0.0,
                favourable: judged[pl.index()] == Gochara::Favourable,
                contacts,
            }
        })
        .collect();

    let moon_now = p.moon;
    let moon_house = chart.house_from_moon(moon_now.sign());
    let tara = gochara::tara(chart.graha(Planet::Moon).nakshatra(), moon_now.nakshatra());
    let tara_name = gochara::TARA_NAMES[usize::from(tara) - 1];
    let bala = gochara::chandra_bala(moon_house);

    // The day's score: the Moon's own strengths lead, the other grahas' gochara follows.
    let x = scoring::day_leaning(bala, tara, &judged);
    let score = scoring::score(x);

    let band = match Band::of(x) {
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
                ("sign", &sign_name(locale, moon_now.sign())),
                ("house", &house_name(locale, moon_house)),
                (
                    "tara",
                    &content::text(locale, key!("rashifal.tara.{}", tara_name)),
                ),
            ],
        ),
    ];
    // What the Moon's house brings, and the day's weekday lord and tithi (docs/decisions.md,
    // "A daily reading from the day's sky").
    reading.push(content::text(
        locale,
        key!("horoscope.moon.overall.{}", moon_house),
    ));
    reading.extend(super::day_sentences(
        locale,
        None,
        p.vara.lord(),
        p.tithi.value,
    ));
    // The closest contact of a slow graha to the natal chart, if any.
    if let Some((transiting, c)) = transits
        .iter()
        .zip(Planet::ALL)
        .filter(|&(_, &p)| gochara::is_slow(p))
        .flat_map(|(t, &p)| t.contacts.iter().map(move |c| (p, c)))
        .min_by(|a, b| a.1.orb.total_cmp(&b.1.orb))
    {
        let natal = match Planet::from_name(c.natal) {
            Some(n) => planet_name(locale, n),
            None => content::text(locale, key!("rashifal.daily.ascendant")),
        };
        reading.push(content::fill(
            locale,
            key!("rashifal.daily.contact"),
            &[
                ("planet", &planet_name(locale, transiting)),
                ("natal", &natal),
            ],
        ));
    }
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

    let slots = p.choghadiya();
    let out = InsightOut {
        date: p.date.to_string(),
        bs_date: BsDateOut::new(bs, locale),
        score,
        reading: reading.join(" "),
        moon: MoonDayOut {
            sign: moon_now.sign().name(),
            nakshatra: moon_now.nakshatra().name(),
            house_from_moon: moon_house,
            chandra_bala: bala,
            tara: tara_name,
            tara_number: tara,
            tara_is_good: gochara::tara_is_good(tara),
        },
        panchang: HighlightsOut {
            tithi: p.tithi.value.name(),
            paksha: p.tithi.value.paksha().name(),
            nakshatra: p.nakshatra.value.name(),
            yoga: p.yoga.value.name(),
            karana: p.karana.value.name(),
            vara: p.vara.name(),
            sunrise: super::hhmm(p.sunrise),
            sunset: super::hhmm(p.sunset),
            rahu_kalam: PeriodOut::new(rahu),
            abhijit_muhurta: PeriodOut::new(p.abhijit()),
            good_choghadiya: slots[..8]
                .iter()
                .filter(|s| s.kind.nature() == Nature::Auspicious)
                .map(|s| ChoghadiyaOut::new(s, locale))
                .collect(),
        },
        transits,
    };
    Ok(out)
}
