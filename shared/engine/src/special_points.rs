//! Special points of a birth chart: the eleven upagrahas (BPHS ch. 25) and the special lagnas
//! (BPHS ch. 4, Jaimini Upadesa Sutras 1.4).
//!
//! - The five upagrahas of the Sun: Dhuma = Sun + 133°20′; Vyatipata = 360° − Dhuma;
//!   Parivesha = Vyatipata + 180°; Indrachapa = 360° − Parivesha; Upaketu = Indrachapa + 16°40′.
//! - The upagrahas of the day's parts: the day (sunrise to sunset) of a birth by day, else the
//!   night (sunset to the next sunrise), in eight equal parts; by day the parts belong to the
//!   weekday's lord and the lords after it in weekday order, by night to the fifth lord from the
//!   weekday's and those after it; the eighth part has no lord. Gulika is the ascendant at the
//!   beginning of Saturn's part; Mandi at its middle; Kala, Mrityu, Ardhaprahara and
//!   Yamaghantaka at the middle of the Sun's, Mars's, Mercury's and Jupiter's parts (the texts
//!   differ on beginning or middle; this is the reading of JHora and PyJHora, and each point's
//!   `at` names it).
//! - The lagnas counted from sunrise, each from the Sun's longitude at sunrise: bhava one sign per
//!   5 ghatis (2 hours), hora one per 2½ ghatis (1 hour), ghati one per ghati (24 minutes),
//!   vighati one per vighati (24 seconds); pranapada 2° a vighati from the Sun (from the Sun in a
//!   movable sign, 240° on in a fixed sign, 120° on in a dual sign).
//! - Sree: the ascendant advanced by the Moon's traversed part of its nakshatra × 360°.
//! - Indu: the kalas of the 9th lords from the ascendant and from the Moon (Sun 30, Moon 16,
//!   Mars 6, Mercury 8, Jupiter 10, Venus 12, Saturn 1) summed, their remainder by 12 (12 for
//!   none) counted from the Moon's sign: a sign, at the Moon's degree.
//! - Varnada: the ascendant's and the hora lagna's signs counted from Aries when odd, from
//!   Pisces backwards when even; their counts added when both are odd or both even, else the
//!   smaller taken from the larger; the result counted from Aries (an odd ascendant) or from
//!   Pisces backwards (an even one): a sign, at the ascendant's degree.

use crate::chart::Chart;
use crate::ephemeris::{Ephemeris, EphemerisError, RiseKind};
use crate::panchang::{PanchangError, day_start_of_kind};
use crate::types::{Days, JulianDay, Longitude, Modality, Planet, Sign};

/// An upagraha.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Upagraha {
    Dhuma,
    Vyatipata,
    Parivesha,
    Indrachapa,
    Upaketu,
    Gulika,
    Mandi,
    Kala,
    Mrityu,
    Ardhaprahara,
    Yamaghantaka,
}

impl Upagraha {
    pub const ALL: [Upagraha; 11] = [
        Upagraha::Dhuma,
        Upagraha::Vyatipata,
        Upagraha::Parivesha,
        Upagraha::Indrachapa,
        Upagraha::Upaketu,
        Upagraha::Gulika,
        Upagraha::Mandi,
        Upagraha::Kala,
        Upagraha::Mrityu,
        Upagraha::Ardhaprahara,
        Upagraha::Yamaghantaka,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Upagraha::Dhuma => "dhuma",
            Upagraha::Vyatipata => "vyatipata",
            Upagraha::Parivesha => "parivesha",
            Upagraha::Indrachapa => "indrachapa",
            Upagraha::Upaketu => "upaketu",
            Upagraha::Gulika => "gulika",
            Upagraha::Mandi => "mandi",
            Upagraha::Kala => "kala",
            Upagraha::Mrityu => "mrityu",
            Upagraha::Ardhaprahara => "ardhaprahara",
            Upagraha::Yamaghantaka => "yamaghantaka",
        }
    }
    /// The graha whose part of the day or night it rises in, for those of the parts.
    pub fn part_lord(self) -> Option<Planet> {
        match self {
            Upagraha::Kala => Some(Planet::Sun),
            Upagraha::Mrityu => Some(Planet::Mars),
            Upagraha::Ardhaprahara => Some(Planet::Mercury),
            Upagraha::Yamaghantaka => Some(Planet::Jupiter),
            Upagraha::Gulika | Upagraha::Mandi => Some(Planet::Saturn),
            _ => None,
        }
    }
}

/// A special lagna.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpecialLagna {
    Bhava,
    Hora,
    Ghati,
    Vighati,
    Pranapada,
    Sree,
    Indu,
    Varnada,
}

impl SpecialLagna {
    pub const ALL: [SpecialLagna; 8] = [
        SpecialLagna::Bhava,
        SpecialLagna::Hora,
        SpecialLagna::Ghati,
        SpecialLagna::Vighati,
        SpecialLagna::Pranapada,
        SpecialLagna::Sree,
        SpecialLagna::Indu,
        SpecialLagna::Varnada,
    ];
    pub fn name(self) -> &'static str {
        match self {
            SpecialLagna::Bhava => "bhava",
            SpecialLagna::Hora => "hora",
            SpecialLagna::Ghati => "ghati",
            SpecialLagna::Vighati => "vighati",
            SpecialLagna::Pranapada => "pranapada",
            SpecialLagna::Sree => "sree",
            SpecialLagna::Indu => "indu",
            SpecialLagna::Varnada => "varnada",
        }
    }
}

/// Where in its part an upagraha of the parts is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartPoint {
    Beginning,
    Middle,
}

/// An upagraha's place, and for those of the parts the moment taken.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct UpagrahaPoint {
    pub upagraha: Upagraha,
    pub longitude: Longitude,
    /// For an upagraha of the parts: the moment its ascendant is taken, and where in the part.
    pub at: Option<(JulianDay, PartPoint)>,
}

/// The day a birth falls in: what the points of the day's parts and of the time since sunrise
/// are counted from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DayFrame {
    pub sunrise: JulianDay,
    pub sunset: JulianDay,
    pub next_sunrise: JulianDay,
    /// Born between sunrise and sunset.
    pub day_birth: bool,
}

/// The special points of a birth: all of them, or where the Sun does not rise or set on the
/// birth day (polar day or night) those of the Sun's and the Moon's longitudes alone (`day`
/// then `None`).
#[derive(Debug, Clone, PartialEq)]
pub struct SpecialPoints {
    pub day: Option<DayFrame>,
    pub upagrahas: Vec<UpagrahaPoint>,
    pub lagnas: Vec<(SpecialLagna, Longitude)>,
}

impl SpecialPoints {
    /// The names of the points left out (those that need a sunrise and a sunset).
    pub fn omitted(&self) -> Vec<&'static str> {
        let upagrahas = Upagraha::ALL
            .into_iter()
            .filter(|u| !self.upagrahas.iter().any(|p| p.upagraha == *u))
            .map(Upagraha::name);
        let lagnas = SpecialLagna::ALL
            .into_iter()
            .filter(|l| !self.lagnas.iter().any(|(m, _)| m == l))
            .map(SpecialLagna::name);
        upagrahas.chain(lagnas).collect()
    }
}

/// The weekday lords in weekday order, Sunday first.
const WEEK: [Planet; 7] = [
    Planet::Sun,
    Planet::Moon,
    Planet::Mars,
    Planet::Mercury,
    Planet::Jupiter,
    Planet::Venus,
    Planet::Saturn,
];

/// A graha's kalas, for the Indu lagna.
fn kalas(p: Planet) -> u32 {
    match p {
        Planet::Sun => 30,
        Planet::Moon => 16,
        Planet::Mars => 6,
        Planet::Mercury => 8,
        Planet::Jupiter => 10,
        Planet::Venus => 12,
        _ => 1,
    }
}

/// A sign's count from Aries (odd signs) or from Pisces backwards (even signs), 1–12.
fn varnada_count(s: Sign) -> usize {
    let n = s.index() + 1;
    if n % 2 == 1 { n } else { 13 - n }
}

/// The five upagrahas of the Sun.
fn sun_upagrahas(chart: &Chart) -> Vec<UpagrahaPoint> {
    let sun = chart.graha(Planet::Sun).longitude.degrees();
    let dhuma = sun + 133.0 + 20.0 / 60.0;
    let vyatipata = 360.0 - dhuma;
    let parivesha = vyatipata + 180.0;
    let indrachapa = 360.0 - parivesha;
    let upaketu = indrachapa + 16.0 + 40.0 / 60.0;
    [
        (Upagraha::Dhuma, dhuma),
        (Upagraha::Vyatipata, vyatipata),
        (Upagraha::Parivesha, parivesha),
        (Upagraha::Indrachapa, indrachapa),
        (Upagraha::Upaketu, upaketu),
    ]
    .into_iter()
    .map(|(upagraha, lon)| UpagrahaPoint {
        upagraha,
        longitude: Longitude::new(lon),
        at: None,
    })
    .collect()
}

/// The Sree lagna.
fn sree(chart: &Chart) -> Longitude {
    let moon = chart.graha(Planet::Moon).longitude;
    Longitude::new(chart.ascendant.degrees() + moon.nakshatra_fraction() * 360.0)
}

/// The Indu lagna: a sign, given at the Moon's degree.
fn indu(chart: &Chart) -> Longitude {
    let moon = chart.graha(Planet::Moon);
    let ninth_lord = |s: Sign| s.nth(9).lord();
    let sum = kalas(ninth_lord(chart.ascendant_sign())) + kalas(ninth_lord(moon.sign()));
    let count = match sum % 12 {
        0 => 12,
        r => r as usize,
    };
    Longitude::new(moon.sign().nth(count).index() as f64 * 30.0 + moon.degree())
}

/// The special points of a birth chart, its civil dates those of `zone`, the day's sunrise and
/// sunset the almanacs' (the Sun's upper limb with refraction, as the panchang's). Fails where
/// the Sun does not rise or set on the birth day (polar day or night).
pub fn special_points(chart: &Chart, zone: chrono_tz::Tz) -> Result<SpecialPoints, EphemerisError> {
    special_points_with(chart, zone, RiseKind::Astronomical)
}

/// [`special_points`] with the sunrise and sunset of `kind` (the Sun's centre without
/// refraction is other software's).
pub fn special_points_with(
    chart: &Chart,
    zone: chrono_tz::Tz,
    kind: RiseKind,
) -> Result<SpecialPoints, EphemerisError> {
    match all_points(chart, zone, kind) {
        Ok(points) => Ok(points),
        Err(PanchangError::NoSunrise(_)) => Ok(SpecialPoints {
            day: None,
            upagrahas: sun_upagrahas(chart),
            lagnas: vec![
                (SpecialLagna::Sree, sree(chart)),
                (SpecialLagna::Indu, indu(chart)),
            ],
        }),
        Err(PanchangError::Ephemeris(e)) => Err(e),
    }
}

/// Every special point; fails where the Sun does not rise or set on the birth day.
fn all_points(
    chart: &Chart,
    zone: chrono_tz::Tz,
    kind: RiseKind,
) -> Result<SpecialPoints, PanchangError> {
    let eph = Ephemeris::with(&chart.settings);
    let (day, weekday) = birth_day(&eph, chart, zone, kind)?;
    let mut upagrahas = sun_upagrahas(chart);
    upagrahas.extend(part_upagrahas(&eph, chart, &day, weekday)?);
    Ok(SpecialPoints {
        day: Some(day),
        upagrahas,
        lagnas: lagnas(&eph, chart, day.sunrise)?,
    })
}

/// The day (sunrise to the next sunrise, of `kind`) holding the birth, and its weekday
/// (0 = Sunday, that of the civil date of its sunrise in `zone`).
fn birth_day(
    eph: &Ephemeris,
    chart: &Chart,
    zone: chrono_tz::Tz,
    kind: RiseKind,
) -> Result<(DayFrame, usize), PanchangError> {
    let (sunrise, date) =
        day_start_of_kind(eph, chart.jd, zone, (chart.latitude, chart.longitude), kind)?;
    let crossing = |from: JulianDay, rise: bool| -> Result<JulianDay, PanchangError> {
        match eph.sun_crossing(from, chart.latitude, chart.longitude, rise, kind)? {
            Some(t) if t - from < Days::new(1.0) => Ok(t),
            _ => Err(PanchangError::NoSunrise(date)),
        }
    };
    let sunset = crossing(sunrise, false)?;
    let next_sunrise = crossing(sunset, true)?;
    let weekday = {
        use chrono::Datelike;
        date.weekday().num_days_from_sunday() as usize
    };
    let day = DayFrame {
        sunrise,
        sunset,
        next_sunrise,
        day_birth: chart.jd < sunset,
    };
    Ok((day, weekday))
}

/// The upagrahas of the eight parts of the day or night of the birth, each the ascendant at
/// the beginning (Gulika) or the middle of its lord's part.
fn part_upagrahas(
    eph: &Ephemeris,
    chart: &Chart,
    day: &DayFrame,
    weekday: usize,
) -> Result<Vec<UpagrahaPoint>, PanchangError> {
    // The eight parts of the day or night of the birth, each with its lord.
    let (from, to, first) = if day.day_birth {
        (day.sunrise, day.sunset, weekday)
    } else {
        (day.sunset, day.next_sunrise, weekday + 4)
    };
    let part = (to - from).days() / 8.0;
    let mut out = Vec::new();
    for u in Upagraha::ALL {
        let Some(lord) = u.part_lord() else {
            continue;
        };
        let index = (0..7).find(|k| WEEK[(first + k) % 7] == lord).unwrap_or(0) as f64;
        let how = if u == Upagraha::Gulika {
            PartPoint::Beginning
        } else {
            PartPoint::Middle
        };
        let offset = match how {
            PartPoint::Beginning => index,
            PartPoint::Middle => index + 0.5,
        };
        let t = from + Days::new(part * offset);
        out.push(UpagrahaPoint {
            upagraha: u,
            longitude: eph.angles(t, chart.latitude, chart.longitude)?.ascendant,
            at: Some((t, how)),
        });
    }
    Ok(out)
}

/// The special lagnas: those of the time since `sunrise`, pranapada, Sree, Indu and Varnada.
fn lagnas(
    eph: &Ephemeris,
    chart: &Chart,
    sunrise: JulianDay,
) -> Result<Vec<(SpecialLagna, Longitude)>, PanchangError> {
    let sun = chart.graha(Planet::Sun).longitude.degrees();
    let sun_at_rise = eph.longitude(sunrise, Planet::Sun)?.degrees();
    let minutes = (chart.jd - sunrise).minutes();
    let advance =
        |minutes_per_sign: f64| Longitude::new(sun_at_rise + minutes / minutes_per_sign * 30.0);
    let vighatis = minutes / 0.4;
    let pranapada_base = match chart.graha(Planet::Sun).sign().modality() {
        Modality::Movable => 0.0,
        Modality::Fixed => 240.0,
        Modality::Dual => 120.0,
    };
    let pranapada = Longitude::new(sun + pranapada_base + vighatis * 2.0);
    let hora = advance(60.0);
    Ok(vec![
        (SpecialLagna::Bhava, advance(120.0)),
        (SpecialLagna::Hora, hora),
        (SpecialLagna::Ghati, advance(24.0)),
        (SpecialLagna::Vighati, advance(0.4)),
        (SpecialLagna::Pranapada, pranapada),
        (SpecialLagna::Sree, sree(chart)),
        (SpecialLagna::Indu, indu(chart)),
        (SpecialLagna::Varnada, varnada(chart, hora)),
    ])
}

/// The Varnada lagna from the ascendant and the hora lagna `hora`: a sign, given at the
/// ascendant's degree.
fn varnada(chart: &Chart, hora: Longitude) -> Longitude {
    let (a, h) = (
        varnada_count(chart.ascendant_sign()),
        varnada_count(hora.sign()),
    );
    let odd = |s: Sign| (s.index() + 1) % 2 == 1;
    let n = if odd(chart.ascendant_sign()) == odd(hora.sign()) {
        (a + h - 1) % 12 + 1
    } else {
        a.max(h) - a.min(h)
    };
    let n = if n == 0 { 12 } else { n };
    let varnada_sign = if odd(chart.ascendant_sign()) {
        Sign::from_index(n - 1)
    } else {
        Sign::from_index(12 - n)
    };
    Longitude::new(varnada_sign.index() as f64 * 30.0 + chart.ascendant.degree_in_sign())
}
