//! Krishnamurti Paddhati (KP): the star, sub and sub-sub lords of a longitude, the 249 numbered
//! divisions, the Placidus cusps' and planets' lords, the four levels of house significators
//! and the ruling planets.
//!
//! Sources: K.S. Krishnamurti, *KP Reader* I (Casting the Horoscope: the 249 sub table) and
//! *KP Reader* IV (Marriage, Married Life and Children: the significators, "planets in the
//! star of the occupants… owners"), as `shared/reference/systems_public.json`
//! `meta.conventions.kp` states the subdivision:
//! - the star lord is the Vimshottari lord of the nakshatra (27 × 13°20′);
//! - a nakshatra is divided among the nine Vimshottari lords in proportion to their years
//!   (of 120), in the Vimshottari order, starting with the star lord's own sub;
//! - each sub is divided again the same way, starting with the sub lord (sub-sub lord);
//! - the 243 subs numbered 1–249 from 0° Aries, the six subs that straddle a sign boundary
//!   split in two (each half numbered), as the KP ephemeris tables print them.

use super::chart::Chart;
use super::dasha::{ORDER, sequence_from};
use super::ephemeris::{Cusps, Ephemeris, EphemerisError};
use super::settings::{HouseSystem, Settings};
use super::types::{JulianDay, Longitude, Planet, Sign};
use std::sync::OnceLock;

/// Extent of one nakshatra, degrees (13°20′).
pub const NAKSHATRA_SPAN: f64 = 360.0 / 27.0;

/// How many numbered KP divisions there are.
pub const DIVISIONS: usize = 249;

/// Degrees of a lord's share of an arc of `span` degrees (its Vimshottari years of 120).
fn share(span: f64, lord: Planet) -> f64 {
    span * lord.vimshottari_years() / 120.0
}

/// One of the 249 numbered divisions: a sub, or the part of a sub on one side of a sign
/// boundary.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Division {
    /// 1–249 from 0° Aries.
    pub number: u16,
    /// Where the division begins, degrees.
    pub start: f64,
    /// Where it ends (exclusive), degrees; 360 for the last.
    pub end: f64,
    pub sign: Sign,
    pub star_lord: Planet,
    pub sub_lord: Planet,
    /// Where the whole sub begins and its extent (equal to the division's unless split).
    pub sub_start: f64,
    pub sub_span: f64,
}

/// The 249 divisions in zodiacal order.
pub fn divisions() -> &'static [Division; DIVISIONS] {
    static TABLE: OnceLock<[Division; DIVISIONS]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut out = Vec::with_capacity(DIVISIONS);
        for nak in 0..27 {
            let nak_start = nak as f64 * NAKSHATRA_SPAN;
            let star = ORDER[nak % 9];
            // Cumulative years keep each boundary one multiplication from exact.
            let mut years = 0.0;
            for sub in sequence_from(star) {
                let start = nak_start + NAKSHATRA_SPAN * years / 120.0;
                years += sub.vimshottari_years();
                let end = nak_start + NAKSHATRA_SPAN * years / 120.0;
                let mut cuts = vec![start];
                let boundary = ((start / 30.0).floor() + 1.0) * 30.0;
                if boundary - start > 1e-9 && end - boundary > 1e-9 {
                    cuts.push(boundary);
                }
                cuts.push(end);
                for w in cuts.windows(2) {
                    out.push(Division {
                        number: out.len() as u16 + 1,
                        start: w[0],
                        end: w[1],
                        sign: Longitude::new(w[0]).sign(),
                        star_lord: star,
                        sub_lord: sub,
                        sub_start: start,
                        sub_span: end - start,
                    });
                }
            }
        }
        out.try_into().expect("243 subs and 6 sign splits make 249")
    })
}

/// The division holding a longitude.
pub fn division_of(lon: Longitude) -> &'static Division {
    let table = divisions();
    let x = lon.degrees();
    let i = table.partition_point(|d| d.start <= x);
    &table[i.saturating_sub(1)]
}

/// The KP lords of a point of the zodiac.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KpPoint {
    pub longitude: Longitude,
    pub sign: Sign,
    pub sign_lord: Planet,
    pub star_lord: Planet,
    pub sub_lord: Planet,
    pub sub_sub_lord: Planet,
    /// 1–249.
    pub number: u16,
}

impl KpPoint {
    /// The lords of a longitude.
    pub fn of(longitude: Longitude) -> KpPoint {
        let d = division_of(longitude);
        let within = longitude.degrees() - d.sub_start;
        let mut begin = 0.0;
        let mut sub_sub = d.sub_lord;
        for lord in sequence_from(d.sub_lord) {
            sub_sub = lord;
            begin += share(d.sub_span, lord);
            if within < begin {
                break;
            }
        }
        KpPoint {
            longitude,
            sign: longitude.sign(),
            sign_lord: longitude.sign().lord(),
            star_lord: d.star_lord,
            sub_lord: d.sub_lord,
            sub_sub_lord: sub_sub,
            number: d.number,
        }
    }
}

/// A planet with its KP lords and its house among the cusps.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KpPlanet {
    pub planet: Planet,
    pub point: KpPoint,
    /// The house (1–12) whose arc from its cusp to the next holds the planet.
    pub house: u8,
}

/// A planet's house significations at the four KP levels (house numbers, ascending).
///
/// For a planet P (K.S. Krishnamurti, *KP Reader* IV, and the order of strength he gives):
/// - level A: the houses occupied by P's star lord (the strongest: "the planet gives the
///   results of the houses its star lord occupies");
/// - level B: the house occupied by P;
/// - level C: the houses owned by P's star lord;
/// - level D: the houses owned by P.
///
/// A planet owns the houses whose cusp falls in one of its signs. Rahu and Ketu own no sign,
/// so their levels C and D are empty (KP's further rule that a node also signifies like its
/// sign lord and the planets conjoined with or aspecting it is not applied here).
#[derive(Debug, Clone, PartialEq)]
pub struct Significations {
    pub planet: Planet,
    pub level_a: Vec<u8>,
    pub level_b: Vec<u8>,
    pub level_c: Vec<u8>,
    pub level_d: Vec<u8>,
}

impl Significations {
    /// The four levels, A first.
    pub fn levels(&self) -> [&[u8]; 4] {
        [&self.level_a, &self.level_b, &self.level_c, &self.level_d]
    }
}

/// The KP tables of a chart: cusps, planets and significators.
#[derive(Debug, Clone, PartialEq)]
pub struct KpTables {
    /// The twelve cusps (where each house begins), house 1 first.
    pub cusps: [KpPoint; 12],
    /// In `Planet::ALL` order.
    pub planets: [KpPlanet; 9],
    /// In `Planet::ALL` order.
    pub significations: [Significations; 9],
    /// Per house (index 0 = house 1), the planets signifying it at any level: level A's first
    /// (in `Planet::ALL` order), then B's, C's and D's not yet listed.
    pub house_significators: [Vec<Planet>; 12],
}

/// Why a chart has no KP tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("KP needs house cusps: compute the chart under a house system other than whole-sign")]
pub struct NoCusps;

/// The KP tables of a chart computed under a cusp-based house system (Placidus for KP; the
/// chart records a Porphyry fallback above the polar circles).
pub fn tables(chart: &Chart) -> Result<KpTables, NoCusps> {
    let cusps: &Cusps = chart.cusps.as_ref().ok_or(NoCusps)?;
    let cusp_points: [KpPoint; 12] = std::array::from_fn(|i| KpPoint::of(cusps.begin[i]));
    let planets: [KpPlanet; 9] = std::array::from_fn(|i| {
        let g = &chart.grahas[i];
        KpPlanet {
            planet: g.planet,
            point: KpPoint::of(g.longitude),
            house: g.bhava,
        }
    });
    let occupied = |p: Planet| vec![planets[p.index()].house];
    let owned = |p: Planet| -> Vec<u8> {
        (1..=12u8)
            .filter(|&h| cusp_points[usize::from(h) - 1].sign_lord == p)
            .collect()
    };
    let significations: [Significations; 9] = std::array::from_fn(|i| {
        let p = Planet::ALL[i];
        let star = planets[i].point.star_lord;
        Significations {
            planet: p,
            level_a: occupied(star),
            level_b: occupied(p),
            level_c: owned(star),
            level_d: owned(p),
        }
    });
    let house_significators = std::array::from_fn(|i| {
        let house = i as u8 + 1;
        let mut list: Vec<Planet> = Vec::new();
        for level in 0..4 {
            for s in &significations {
                if s.levels()[level].contains(&house) && !list.contains(&s.planet) {
                    list.push(s.planet);
                }
            }
        }
        list
    });
    Ok(KpTables {
        cusps: cusp_points,
        planets,
        significations,
        house_significators,
    })
}

/// The ruling planets of a moment at a place (K.S. Krishnamurti, *KP Reader* VI, Horary
/// Astrology: "ruling planets"): the lord of the day, the Moon's sign, star and sub lords and
/// the ascendant's sign, star and sub lords.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RulingPlanets {
    pub at: JulianDay,
    /// Lord of the weekday, the day running from sunrise to sunrise.
    pub day_lord: Planet,
    pub moon: KpPoint,
    pub ascendant: KpPoint,
}

/// Lord of a weekday (0 = Sunday): Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn.
pub fn weekday_lord(days_from_sunday: u32) -> Planet {
    use Planet::*;
    [Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn][days_from_sunday as usize % 7]
}

/// The ruling planets from a chart cast for the moment of judgement, with the weekday (0 =
/// Sunday) of the Vedic day then running.
pub fn ruling_planets(now: &Chart, weekday_from_sunday: u32) -> RulingPlanets {
    RulingPlanets {
        at: now.jd,
        day_lord: weekday_lord(weekday_from_sunday),
        moon: KpPoint::of(now.graha(Planet::Moon).longitude),
        ascendant: KpPoint::of(now.ascendant),
    }
}

/// A KP horary chart (K.S. Krishnamurti, *KP Reader* VI, Horary Astrology): the querent names
/// a number 1–249 and the ascendant is the beginning of that division; the other cusps are the
/// Placidus cusps of the moment that degree rises at the place (the one nearest the moment of
/// judgement, as the KP tables of houses are read for the sidereal time at which the degree
/// rises); the planets stand where they are at the moment of judgement.
#[derive(Debug, Clone, PartialEq)]
pub struct Horary {
    pub number: u16,
    /// When the horary ascendant rises at the place, nearest the moment of judgement.
    pub rising_at: JulianDay,
    /// The moment's planets with the horary ascendant and cusps (each planet's `bhava` counted
    /// in them).
    pub chart: Chart,
}

/// Why a horary chart cannot be cast.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum HoraryError {
    #[error("the number must be from 1 to {DIVISIONS}")]
    Number,
    /// Inside the polar circles some degrees never rise on a given day.
    #[error("the horary degree does not rise at this latitude within a day of the moment")]
    NeverRises,
    #[error("{0}")]
    Ephemeris(#[from] EphemerisError),
}

/// Casts the horary chart of `number` for the moment `jd` at a place, under `settings` (KP:
/// the `kp` ayanamsa and Placidus houses).
pub fn horary(
    number: u16,
    jd: JulianDay,
    latitude: f64,
    longitude: f64,
    settings: &Settings,
) -> Result<Horary, HoraryError> {
    let target = divisions()
        .get(usize::from(number).wrapping_sub(1))
        .ok_or(HoraryError::Number)?
        .start;
    let eph = Ephemeris::with(settings);
    // The ascendant's distance past the target, −180…180: it grows through 0 once a sidereal
    // day as the degree rises (and jumps from +180 to −180 opposite).
    let past = |t: f64| -> Result<f64, EphemerisError> {
        let asc = eph
            .angles(JulianDay::new(t), latitude, longitude)?
            .ascendant;
        Ok((asc.degrees() - target + 540.0).rem_euclid(360.0) - 180.0)
    };
    let rising_at = JulianDay::new(match nearest_by_newton(&past, jd.value())? {
        Some(t) => t,
        None => scan(&past, jd.value())?.ok_or(HoraryError::NeverRises)?,
    });
    let (_, cusps) = eph.houses(rising_at, latitude, longitude, settings.house_system)?;
    let mut chart = Chart::at_with(jd, latitude, longitude, settings)?;
    let ascendant = Longitude::new(target);
    chart.ascendant = ascendant;
    chart.cusps = cusps.map(|mut c| {
        // The rising moment is found to a few hundred-thousandths of a degree: the cusp is the
        // division's own beginning exactly.
        c.begin[0] = ascendant;
        for i in [11, 0] {
            let arc = c.begin[i].forward_to(c.begin[(i + 1) % 12]);
            if c.system != HouseSystem::Sripati {
                c.mid[i] = Longitude::new(c.begin[i].degrees() + arc / 2.0);
            }
        }
        c
    });
    let asc_sign = ascendant.sign();
    for g in &mut chart.grahas {
        g.house = asc_sign.house_of(g.longitude.sign());
        g.bhava = chart
            .cusps
            .as_ref()
            .map_or(g.house, |c| c.house_of(g.longitude));
    }
    Ok(Horary {
        number,
        rising_at,
        chart,
    })
}

/// A sidereal day, in days of 86,400 s: a degree rises once in each.
const SIDEREAL_DAY: f64 = 0.997_269_566;

/// The rising nearest `jd` in time: Newton's method reaches the one nearest in angle, which
/// the ascendant's uneven speed can put further than the rising a sidereal day on the other
/// side; that one is tried too when the first lies more than ten hours away.
fn nearest_by_newton(
    past: &impl Fn(f64) -> Result<f64, EphemerisError>,
    jd: f64,
) -> Result<Option<f64>, EphemerisError> {
    let Some(t) = newton(past, jd)? else {
        return Ok(None);
    };
    if (t - jd).abs() <= 10.0 / 24.0 {
        return Ok(Some(t));
    }
    let other = t - SIDEREAL_DAY.copysign(t - jd);
    Ok(match newton(past, other)? {
        Some(u) if (u - jd).abs() < (t - jd).abs() => Some(u),
        _ => Some(t),
    })
}

/// The rising nearest `jd` by Newton's method on `past` (the ascendant's distance past the
/// target, rising through 0): the target is at most half a turn away, so the step from `jd`
/// heads for the nearest rising. `None` when it does not settle (the ascendant's speed varies
/// too much near the polar circles): then [`scan`].
fn newton(
    past: &impl Fn(f64) -> Result<f64, EphemerisError>,
    jd: f64,
) -> Result<Option<f64>, EphemerisError> {
    // A minute of time: the ascendant moves about a quarter of a degree.
    const H: f64 = 1.0 / 1440.0;
    let mut t = jd;
    for _ in 0..12 {
        let p = past(t)?;
        if p.abs() < 1e-7 {
            return Ok(Some(t));
        }
        let rate = ((past(t + H)? - p + 540.0).rem_euclid(360.0) - 180.0) / H;
        if rate <= 0.0 {
            return Ok(None);
        }
        t -= p / rate;
        if (t - jd).abs() > 1.25 {
            return Ok(None);
        }
    }
    Ok(None)
}

/// The rising nearest `jd` within half a day either side, found by stepping three minutes at a
/// time (the ascendant moves at most a few degrees in that, even near the polar circles) and
/// bisecting the step where `past` rises through 0.
fn scan(
    past: &impl Fn(f64) -> Result<f64, EphemerisError>,
    jd: f64,
) -> Result<Option<f64>, EphemerisError> {
    let (from, step) = (jd - 0.5, 1.0 / 480.0);
    let mut best: Option<f64> = None;
    let mut prev = past(from)?;
    for i in 1..=480 {
        let t = from + f64::from(i) * step;
        let now = past(t)?;
        if prev < 0.0 && now >= 0.0 && now - prev < 90.0 {
            let (mut lo, mut hi) = (t - step, t);
            for _ in 0..40 {
                let mid = 0.5 * (lo + hi);
                if past(mid)? < 0.0 {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            let at = 0.5 * (lo + hi);
            if best.is_none_or(|b| (at - jd).abs() < (b - jd).abs()) {
                best = Some(at);
            }
        }
        prev = now;
    }
    Ok(best)
}
