//! The varshaphal: the Tajika annual chart, cast for the moment the sidereal Sun comes back to
//! its natal longitude (the varsha pravesha), at the birth place, and what Tajika reads from it:
//! the muntha, the five office-holders and the year's lord, the Tajika aspects and yogas, the
//! sahams, the mudda and patyayini dashas, harsha and pancha-vargeeya bala.
//!
//! Source: Nilakantha's Tajika Neelakanthi (Samjna Tantra for the aspects, orbs, yogas, offices
//! and strengths; Varsha Tantra for the muntha, the year's lord and the dashas), in the reading of
//! the modern software astrologers compare with; each convention where the texts or the software
//! differ is named beside its rule and in docs/decisions.md ("Varshaphal").

mod bala;
mod dashas;
mod sahams;
mod tajika;

pub use bala::{HarshaBala, PanchaVargeeya, harsha_bala, pancha_vargeeya};
pub use dashas::{MuddaPeriod, mudda_dasha, patyayini_dasha};
pub use sahams::{Saham, SahamKind, sahams};
pub use tajika::{
    AspectKind, TajikaAspect, TajikaYoga, TajikaYogaKind, aspect_between, tajika_aspects,
    tajika_yogas,
};

use crate::chart::Chart;
use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::types::{Days, JulianDay, Planet, Sign};

/// The mean length of the sidereal year, days: the first guess of each return.
const SIDEREAL_YEAR: f64 = 365.256_363;

/// An office of the year (panchadhikari).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "schema", schema(as = OfficeRole))]
#[serde(rename_all = "camelCase")]
pub enum Role {
    /// The lord of the muntha's sign.
    MunthaLord,
    /// The lord of the birth ascendant's sign.
    BirthLagnaLord,
    /// The lord of the year's ascendant sign.
    YearLagnaLord,
    /// The lord of the year ascendant's three signs (tri-rashi pati), by day or by night.
    TriRashiPati,
    /// The lord of the Sun's sign in a day return, of the Moon's in a night return.
    DinRatriPati,
}

impl Role {
    pub const ALL: [Role; 5] = [
        Role::MunthaLord,
        Role::BirthLagnaLord,
        Role::YearLagnaLord,
        Role::TriRashiPati,
        Role::DinRatriPati,
    ];
    /// camelCase name as published.
    pub fn name(self) -> &'static str {
        match self {
            Role::MunthaLord => "munthaLord",
            Role::BirthLagnaLord => "birthLagnaLord",
            Role::YearLagnaLord => "yearLagnaLord",
            Role::TriRashiPati => "triRashiPati",
            Role::DinRatriPati => "dinRatriPati",
        }
    }
}

/// Why a graha holds the year's lordship.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "schema", schema(as = YearLordRule))]
#[serde(rename_all = "camelCase")]
pub enum YearLordReason {
    /// The only office-holder aspecting the year's ascendant.
    Only,
    /// The strongest (pancha-vargeeya bala) of those aspecting it.
    Strongest,
    /// Several aspect it equally strong: the muntha's lord among them, else the first office.
    Tie,
    /// None aspects it: the muntha's lord.
    MunthaLord,
}

impl YearLordReason {
    pub const ALL: [YearLordReason; 4] = [
        YearLordReason::Only,
        YearLordReason::Strongest,
        YearLordReason::Tie,
        YearLordReason::MunthaLord,
    ];
    pub fn name(self) -> &'static str {
        match self {
            YearLordReason::Only => "only",
            YearLordReason::Strongest => "strongest",
            YearLordReason::Tie => "tie",
            YearLordReason::MunthaLord => "munthaLord",
        }
    }
}

/// The year's lord and how it was chosen.
#[derive(Debug, Clone, PartialEq)]
pub struct YearLord {
    pub planet: Planet,
    pub reason: YearLordReason,
    /// The office-holders aspecting the year's ascendant, in office order, without repeats.
    pub candidates: Vec<Planet>,
}

/// The annual chart and everything read from it.
#[derive(Debug, Clone, PartialEq)]
pub struct Varshaphal {
    /// Completed years of life at the return.
    pub age: u32,
    /// The return moment.
    pub moment: JulianDay,
    /// The next return, where the year ends.
    pub next: JulianDay,
    /// The annual chart at the birth place.
    pub chart: Chart,
    /// Whether the Sun is above the horizon at the return.
    pub day: bool,
    pub muntha: Sign,
    /// The muntha's house in the annual chart.
    pub muntha_house: u8,
    pub offices: [(Role, Planet); 5],
    pub year_lord: YearLord,
    pub aspects: Vec<TajikaAspect>,
    pub yogas: Vec<TajikaYoga>,
    pub sahams: Vec<Saham>,
    pub mudda: Vec<MuddaPeriod>,
    pub patyayini: Vec<MuddaPeriod>,
    pub harsha: [HarshaBala; 7],
    pub pancha_vargeeya: [PanchaVargeeya; 7],
}

/// The moment the sidereal Sun returns to its natal longitude `age` years after the birth of
/// `natal`: Newton steps on the Sun's longitude from the mean sidereal year, to well under a
/// second.
pub fn return_moment(natal: &Chart, age: u32) -> Result<JulianDay, EphemerisError> {
    let eph = Ephemeris::with(&natal.settings);
    let target = natal.graha(Planet::Sun).longitude;
    let mut t = natal.jd + Days::new(f64::from(age) * SIDEREAL_YEAR);
    for _ in 0..8 {
        let sun = eph.graha(t, Planet::Sun)?;
        // Signed arc from the Sun to its natal place, in (-180, 180].
        let mut arc = target.degrees() - sun.longitude.degrees();
        arc -= 360.0 * (arc / 360.0).round();
        let step = arc / sun.speed;
        t += Days::new(step);
        if step.abs() < 1e-8 {
            break;
        }
    }
    Ok(t)
}

/// Whether the Sun is above the horizon in `chart`: on the ecliptic's arc from the descendant
/// through the midheaven to the ascendant (its latitude is negligible here).
pub fn is_day(chart: &Chart) -> bool {
    let descendant = chart.ascendant.degrees() + 180.0;
    (chart.graha(Planet::Sun).longitude.degrees() - descendant).rem_euclid(360.0) < 180.0
}

/// The muntha's sign: the birth ascendant's, one sign onward for each completed year.
pub fn muntha(natal: &Chart, age: u32) -> Sign {
    natal.ascendant_sign().nth(age as usize % 12 + 1)
}

/// The lord of a sign's three-sign group by day or by night (tri-rashi pati), as Tajika
/// Neelakanthi's table gives it for the year's ascendant.
pub fn tri_rashi_pati(ascendant: Sign, day: bool) -> Planet {
    use Planet::*;
    let (d, n) = match ascendant {
        Sign::Aries => (Sun, Jupiter),
        Sign::Taurus => (Venus, Moon),
        Sign::Gemini => (Saturn, Mercury),
        Sign::Cancer => (Venus, Mars),
        Sign::Leo => (Jupiter, Sun),
        Sign::Virgo => (Moon, Venus),
        Sign::Libra => (Mercury, Saturn),
        Sign::Scorpio => (Mars, Venus),
        Sign::Sagittarius => (Saturn, Saturn),
        Sign::Capricorn => (Mars, Mars),
        Sign::Aquarius => (Jupiter, Jupiter),
        Sign::Pisces => (Moon, Moon),
    };
    if day { d } else { n }
}

/// The five office-holders of the year, in office order.
pub fn offices(natal: &Chart, annual: &Chart, muntha: Sign, day: bool) -> [(Role, Planet); 5] {
    let light = if day { Planet::Sun } else { Planet::Moon };
    [
        (Role::MunthaLord, muntha.lord()),
        (Role::BirthLagnaLord, natal.ascendant_sign().lord()),
        (Role::YearLagnaLord, annual.ascendant_sign().lord()),
        (
            Role::TriRashiPati,
            tri_rashi_pati(annual.ascendant_sign(), day),
        ),
        (Role::DinRatriPati, annual.graha(light).sign().lord()),
    ]
}

/// The year's lord: of the office-holders that aspect the year's ascendant by a Tajika aspect
/// (its sign the 1st, 3rd, 4th, 5th, 7th, 9th, 10th or 11th from the ascendant's), the strongest
/// by pancha-vargeeya bala; a tie goes to the muntha's lord when it is among the tied, else to
/// the first office; when none aspects, the muntha's lord.
pub fn year_lord(
    annual: &Chart,
    offices: &[(Role, Planet); 5],
    strength: &[PanchaVargeeya; 7],
) -> YearLord {
    let mut candidates: Vec<Planet> = Vec::new();
    for &(_, p) in offices {
        let house = annual.graha(p).house;
        if tajika::aspecting_house(house) && !candidates.contains(&p) {
            candidates.push(p);
        }
    }
    let munthesha = offices[0].1;
    let total = |p: Planet| strength[p.index()].total;
    let Some(best) = candidates.iter().map(|&p| total(p)).max_by(f64::total_cmp) else {
        return YearLord {
            planet: munthesha,
            reason: YearLordReason::MunthaLord,
            candidates,
        };
    };
    let tied: Vec<Planet> = candidates
        .iter()
        .copied()
        .filter(|&p| (total(p) - best).abs() < 1e-9)
        .collect();
    let (planet, reason) = match (candidates.len(), tied.len()) {
        (1, _) => (candidates[0], YearLordReason::Only),
        (_, 1) => (tied[0], YearLordReason::Strongest),
        _ if tied.contains(&munthesha) => (munthesha, YearLordReason::Tie),
        _ => (tied[0], YearLordReason::Tie),
    };
    YearLord {
        planet,
        reason,
        candidates,
    }
}

/// The varshaphal of `natal` for the return `age` years after birth.
pub fn varshaphal(natal: &Chart, age: u32) -> Result<Varshaphal, EphemerisError> {
    varshaphal_at(natal, age, return_moment(natal, age)?)
}

/// [`varshaphal`] with the return moment already found ([`return_moment`]).
pub fn varshaphal_at(
    natal: &Chart,
    age: u32,
    moment: JulianDay,
) -> Result<Varshaphal, EphemerisError> {
    let chart = Chart::at_with(moment, natal.latitude, natal.longitude, &natal.settings)?;
    let day = is_day(&chart);
    let muntha = muntha(natal, age);
    let muntha_house = chart.house_from_ascendant(muntha);
    let offices = offices(natal, &chart, muntha, day);
    let pancha_vargeeya = std::array::from_fn(|i| pancha_vargeeya(&chart, Planet::SEVEN[i]));
    let year_lord = year_lord(&chart, &offices, &pancha_vargeeya);
    let aspects = tajika_aspects(&chart);
    let yogas = tajika_yogas(&chart, &aspects);
    let sahams = sahams(&chart, day);
    let next = return_moment(natal, age + 1)?;
    let mudda = mudda_dasha(natal, age, moment, next);
    let patyayini = patyayini_dasha(&chart, moment, next);
    let harsha = std::array::from_fn(|i| harsha_bala(&chart, Planet::SEVEN[i], day));
    Ok(Varshaphal {
        age,
        moment,
        next,
        chart,
        day,
        muntha,
        muntha_house,
        offices,
        year_lord,
        aspects,
        yogas,
        sahams,
        mudda,
        patyayini,
        harsha,
        pancha_vargeeya,
    })
}
