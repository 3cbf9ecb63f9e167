//! Jaimini's system: the chara karakas in the seven and eight schemes, the karakamsha, the
//! arudha padas, the special lagnas, argala and rashi drishti (sign aspects).
//!
//! Houses are whole signs from the ascendant's sign throughout (Jaimini counts signs).
//! Sources per item below; the arudha and karaka rules are those `shared/reference/
//! systems_public.json` `meta.conventions` states (`charaKarakas`, `arudhaPadas`).

use super::chart::Chart;
use super::ephemeris::Ephemeris;
use super::karakas::chara_karakas;
use super::panchang::{PanchangError, day_start};
use super::types::{JulianDay, Longitude, Modality, Planet, Sign};
use super::vargas::{Division, varga_sign};

// ------------------------------------------------------------------------- chara karakas

/// Names of the seven-karaka scheme (Jaimini Upadesa Sutras 1.1.11–18), Atmakaraka first.
pub const SEVEN_NAMES: [&str; 7] = [
    "Atmakaraka",
    "Amatyakaraka",
    "Bhratrikaraka",
    "Matrikaraka",
    "Putrakaraka",
    "Gnatikaraka",
    "Darakaraka",
];

/// Names of the eight-karaka scheme (BPHS ch. 32 v. 13–17: Pitrikaraka added after
/// Matrikaraka), Atmakaraka first.
pub const EIGHT_NAMES: [&str; 8] = [
    "Atmakaraka",
    "Amatyakaraka",
    "Bhratrikaraka",
    "Matrikaraka",
    "Pitrikaraka",
    "Putrakaraka",
    "Gnatikaraka",
    "Darakaraka",
];

/// A graha holding a chara karaka.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KarakaHolder {
    pub karaka: &'static str,
    pub planet: Planet,
    /// The graha's own degree within its sign, 0 ≤ d < 30.
    pub degree: f64,
    /// The degree it was ranked by: 30 − degree for Rahu (it moves backwards), else `degree`.
    pub counted_degree: f64,
}

/// The seven-karaka scheme: Sun … Saturn by degree within the sign, highest first.
pub fn seven_karakas(chart: &Chart) -> [KarakaHolder; 7] {
    let order = chara_karakas(chart);
    std::array::from_fn(|i| {
        let degree = chart.graha(order[i]).degree();
        KarakaHolder {
            karaka: SEVEN_NAMES[i],
            planet: order[i],
            degree,
            counted_degree: degree,
        }
    })
}

/// The eight-karaka scheme (BPHS ch. 32 v. 13–17): Sun … Saturn and Rahu, Rahu ranked by
/// 30° less its degree within the sign. Equal degrees keep the order Sun … Saturn, Rahu.
pub fn eight_karakas(chart: &Chart) -> [KarakaHolder; 8] {
    let counted = |p: Planet| {
        let d = chart.graha(p).degree();
        if p == Planet::Rahu { 30.0 - d } else { d }
    };
    let mut order: [Planet; 8] = std::array::from_fn(|i| Planet::ALL[i]);
    order.sort_by(|a, b| counted(*b).total_cmp(&counted(*a)));
    std::array::from_fn(|i| KarakaHolder {
        karaka: EIGHT_NAMES[i],
        planet: order[i],
        degree: chart.graha(order[i]).degree(),
        counted_degree: counted(order[i]),
    })
}

/// The karakamsha: the navamsa (D9) sign of the atmakaraka of the seven-karaka scheme, the
/// crate's atmakaraka (Jaimini Upadesa Sutras 1.2.1).
pub fn karakamsha(chart: &Chart) -> (Planet, Sign) {
    let ak = chara_karakas(chart)[0];
    (ak, varga_sign(chart.graha(ak).longitude, Division::D9))
}

// --------------------------------------------------------------------------- arudha padas

/// The classical exception applied to an arudha (BPHS ch. 29 v. 20–22; Jaimini Upadesa Sutras
/// 1.3.31): the pada may fall neither in the house itself nor in the 7th from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArudhaException {
    /// The count ended in the house itself: the 10th from it is taken.
    SameHouse,
    /// The count ended in the 7th from the house: the 10th from that, the 4th from the house.
    SeventhHouse,
}

impl ArudhaException {
    /// The name `systems_public.json` gives it.
    pub fn name(self) -> &'static str {
        match self {
            ArudhaException::SameHouse => "same-house",
            ArudhaException::SeventhHouse => "seventh-house",
        }
    }
}

/// The arudha of a house in `house_sign` whose lord stands in `lord_sign`: count from the
/// house to the lord, the same count again from the lord; the exceptions as above.
pub fn arudha(house_sign: Sign, lord_sign: Sign) -> (Sign, Option<ArudhaException>) {
    let count = usize::from(house_sign.house_of(lord_sign));
    let pada = lord_sign.nth(count);
    match house_sign.house_of(pada) {
        1 => (house_sign.nth(10), Some(ArudhaException::SameHouse)),
        7 => (house_sign.nth(4), Some(ArudhaException::SeventhHouse)),
        _ => (pada, None),
    }
}

/// One arudha pada, A1 … A12.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ArudhaPada {
    /// 1 for A1 (the arudha lagna) … 12 for A12 (upapada).
    pub number: u8,
    pub sign: Sign,
    /// Whole-sign house from the ascendant's sign.
    pub house: u8,
    /// The house's lord: the single Parashari lord (Scorpio Mars, Aquarius Saturn).
    pub lord: Planet,
    pub lord_sign: Sign,
    pub exception: Option<ArudhaException>,
}

/// The twelve arudha padas from the ascendant's sign.
pub fn arudha_padas(chart: &Chart) -> [ArudhaPada; 12] {
    std::array::from_fn(|i| {
        let number = i as u8 + 1;
        let house_sign = chart.house_sign(number);
        let lord = house_sign.lord();
        let lord_sign = chart.graha(lord).sign();
        let (sign, exception) = arudha(house_sign, lord_sign);
        ArudhaPada {
            number,
            sign,
            house: chart.house_from_ascendant(sign),
            lord,
            lord_sign,
            exception,
        }
    })
}

// --------------------------------------------------------------------------- special lagnas

/// The special lagnas of BPHS ch. 4 (v. 2–9: bhava, hora and ghati lagna) and the sree lagna
/// (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, ch. 5).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SpecialLagnas {
    /// The sunrise they are counted from: the one opening the Vedic day of the birth (upper
    /// limb with refraction), at the birth place, in its zone's civil date.
    pub sunrise: JulianDay,
    /// Rises one sign per 5 ghatis (2 hours) from the Sun's longitude at sunrise.
    pub bhava: Longitude,
    /// One sign per 2½ ghatis (1 hour) from the Sun's longitude at sunrise.
    pub hora: Longitude,
    /// One sign per ghati (24 minutes) from the Sun's longitude at sunrise.
    pub ghati: Longitude,
    /// The ascendant advanced by the Moon's traversed fraction of its nakshatra × 360°.
    pub sree: Longitude,
}

/// The special lagnas of a birth chart, the birth place's civil dates being those of `zone`.
/// Fails where the Sun does not rise on the birth day (polar day or night).
pub fn special_lagnas(chart: &Chart, zone: chrono_tz::Tz) -> Result<SpecialLagnas, PanchangError> {
    let eph = Ephemeris::with(&chart.settings);
    let (sunrise, _) = day_start(&eph, chart.jd, zone, chart.latitude, chart.longitude)?;
    let sun = eph.longitude(sunrise, Planet::Sun)?.degrees();
    let minutes = (chart.jd - sunrise).minutes();
    let advance = |minutes_per_sign: f64| Longitude::new(sun + minutes / minutes_per_sign * 30.0);
    let moon = chart.graha(Planet::Moon).longitude;
    Ok(SpecialLagnas {
        sunrise,
        bhava: advance(120.0),
        hora: advance(60.0),
        ghati: advance(24.0),
        sree: Longitude::new(chart.ascendant.degrees() + moon.nakshatra_fraction() * 360.0),
    })
}

// ------------------------------------------------------------------------------- argala

/// One argala (intervention) on a house and its obstruction (virodhargala).
///
/// Jaimini Upadesa Sutras 1.1.2–8 and BPHS ch. 31: grahas in the 4th, 2nd and 11th from a house
/// cause argala on it, obstructed by grahas in the 10th, 12th and 3rd respectively; grahas in
/// the 5th cause a secondary argala, obstructed from the 9th. The argala stands when the
/// grahas causing it outnumber those obstructing it (BPHS ch. 31: "if the obstructing planets
/// are fewer…"); strength is not weighed here, nor the vipareeta argala of malefics in the 3rd,
/// and the nodes count forward like the others.
#[derive(Debug, Clone, PartialEq)]
pub struct ArgalaSource {
    /// The house (from the house receiving it) the argala comes from: 2, 4, 11 or 5.
    pub from: u8,
    /// The house obstructing it: 12, 10, 3 or 9.
    pub obstruction_from: u8,
    /// Whether it is the secondary argala of the 5th.
    pub secondary: bool,
    pub planets: Vec<Planet>,
    pub obstructing: Vec<Planet>,
    /// Some graha causes it and the obstructing ones are fewer.
    pub stands: bool,
}

/// The argalas on one house.
#[derive(Debug, Clone, PartialEq)]
pub struct Argala {
    pub house: u8,
    pub sign: Sign,
    /// From the 2nd, 4th, 11th, then the secondary 5th.
    pub sources: [ArgalaSource; 4],
}

/// The (argala, obstruction, secondary) house pairs, in the order of [`Argala::sources`].
const ARGALA_PAIRS: [(u8, u8, bool); 4] =
    [(2, 12, false), (4, 10, false), (11, 3, false), (5, 9, true)];

/// The argalas on each of the twelve whole-sign houses.
pub fn argala(chart: &Chart) -> [Argala; 12] {
    let in_sign = |s: Sign| -> Vec<Planet> {
        chart
            .grahas
            .iter()
            .filter(|g| g.sign() == s)
            .map(|g| g.planet)
            .collect()
    };
    std::array::from_fn(|i| {
        let house = i as u8 + 1;
        let sign = chart.house_sign(house);
        let sources = ARGALA_PAIRS.map(|(from, obstruction_from, secondary)| {
            let planets = in_sign(sign.nth(usize::from(from)));
            let obstructing = in_sign(sign.nth(usize::from(obstruction_from)));
            let stands = !planets.is_empty() && planets.len() > obstructing.len();
            ArgalaSource {
                from,
                obstruction_from,
                secondary,
                planets,
                obstructing,
                stands,
            }
        });
        Argala {
            house,
            sign,
            sources,
        }
    })
}

// --------------------------------------------------------------------------- rashi drishti

/// The three signs a sign aspects (Jaimini Upadesa Sutras 1.1.2–4): a movable sign aspects the
/// fixed signs but the one next to it, a fixed sign the movable signs but the one before it, a
/// dual sign the other three duals.
pub fn rashi_aspects(sign: Sign) -> [Sign; 3] {
    let i = sign.index();
    let candidates = |first: usize| [first, first + 3, first + 6, first + 9].map(Sign::from_index);
    let pick = |all: [Sign; 4], except: Sign| {
        let mut out = [sign; 3];
        let mut n = 0;
        for s in all {
            if s != except && n < 3 {
                out[n] = s;
                n += 1;
            }
        }
        out
    };
    match sign.modality() {
        // Fixed signs are 1, 4, 7, 10; movable 0, 3, 6, 9; dual 2, 5, 8, 11 (Aries = 0).
        Modality::Movable => pick(candidates(1), Sign::from_index(i + 1)),
        Modality::Fixed => pick(candidates(0), Sign::from_index(i + 11)),
        Modality::Dual => pick(candidates(2), sign),
    }
}

/// One sign's aspects in the chart.
#[derive(Debug, Clone, PartialEq)]
pub struct RashiDrishti {
    pub sign: Sign,
    /// Whole-sign house from the ascendant's sign.
    pub house: u8,
    pub aspects: [Sign; 3],
    /// The grahas in this sign, which aspect with it.
    pub planets: Vec<Planet>,
    /// The grahas in the aspected signs.
    pub aspected_planets: Vec<Planet>,
}

/// The sign aspects of the twelve signs, Aries first.
pub fn rashi_drishti(chart: &Chart) -> [RashiDrishti; 12] {
    std::array::from_fn(|i| {
        let sign = Sign::from_index(i);
        let aspects = rashi_aspects(sign);
        RashiDrishti {
            sign,
            house: chart.house_from_ascendant(sign),
            aspects,
            planets: chart
                .grahas
                .iter()
                .filter(|g| g.sign() == sign)
                .map(|g| g.planet)
                .collect(),
            aspected_planets: chart
                .grahas
                .iter()
                .filter(|g| aspects.contains(&g.sign()))
                .map(|g| g.planet)
                .collect(),
        }
    })
}
