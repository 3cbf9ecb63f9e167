//! The natal chart (rasi, D1): grahas with sign, house, nakshatra; ascendant; whole-sign houses.

use super::birth::BirthData;
use super::ephemeris::{Ephemeris, EphemerisError};
use super::types::{JulianDay, Longitude, Nakshatra, Planet, Sign};

/// A graha placed in the chart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GrahaPosition {
    pub planet: Planet,
    pub longitude: Longitude,
    /// Ecliptic latitude, degrees.
    pub latitude: f64,
    /// Daily motion in longitude, degrees per day.
    pub speed: f64,
    /// Whole-sign house from the ascendant, 1–12.
    pub house: u8,
    /// Rahu and Ketu always; others when their speed is negative.
    pub retrograde: bool,
}

impl GrahaPosition {
    pub fn sign(&self) -> Sign {
        self.longitude.sign()
    }
    pub fn degree(&self) -> f64 {
        self.longitude.degree_in_sign()
    }
    pub fn nakshatra(&self) -> Nakshatra {
        self.longitude.nakshatra()
    }
    pub fn pada(&self) -> u8 {
        self.longitude.pada()
    }
}

/// A whole-sign house.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct House {
    pub number: u8,
    pub sign: Sign,
    /// Equal-house cusp degree within the sign (the ascendant's degree in its sign).
    pub degree: f64,
    pub lord: Planet,
}

/// The natal chart.
#[derive(Debug, Clone, PartialEq)]
pub struct Chart {
    pub jd: JulianDay,
    pub latitude: f64,
    pub longitude: f64,
    /// Lahiri ayanamsha at birth, degrees.
    pub ayanamsa: f64,
    pub ascendant: Longitude,
    /// In `Planet::ALL` order.
    pub grahas: [GrahaPosition; 9],
}

impl Chart {
    /// Computes the chart for a birth.
    pub fn compute(birth: &BirthData) -> Result<Chart, EphemerisError> {
        Self::at(birth.julian_day(), birth.latitude, birth.longitude)
    }

    /// Computes the chart for any moment and place.
    pub fn at(jd: JulianDay, latitude: f64, longitude: f64) -> Result<Chart, EphemerisError> {
        let eph = Ephemeris::new();
        let bodies = eph.grahas(jd)?;
        let angles = eph.angles(jd, latitude, longitude)?;
        let ayanamsa = eph.ayanamsa(jd);
        let asc_sign = angles.ascendant.sign();
        let grahas = std::array::from_fn(|i| {
            let b = bodies[i];
            let planet = Planet::ALL[i];
            GrahaPosition {
                planet,
                longitude: b.longitude,
                latitude: b.latitude,
                speed: b.speed,
                house: asc_sign.house_of(b.longitude.sign()),
                retrograde: matches!(planet, Planet::Rahu | Planet::Ketu) || b.speed < 0.0,
            }
        });
        Ok(Chart {
            jd,
            latitude,
            longitude,
            ayanamsa,
            ascendant: angles.ascendant,
            grahas,
        })
    }

    pub fn graha(&self, p: Planet) -> &GrahaPosition {
        &self.grahas[p.index()]
    }

    pub fn ascendant_sign(&self) -> Sign {
        self.ascendant.sign()
    }

    pub fn moon_sign(&self) -> Sign {
        self.graha(Planet::Moon).sign()
    }

    pub fn sun_sign(&self) -> Sign {
        self.graha(Planet::Sun).sign()
    }

    /// House (1–12) of a sign counted from the natal Moon's sign as the 1st (chandra lagna):
    /// where gochara is read from (Phaladeepika ch. 26).
    pub fn house_from_moon(&self, sign: Sign) -> u8 {
        self.moon_sign().house_of(sign)
    }

    /// Whole-sign house (1–12) of a sign counted from the ascendant's sign as the 1st.
    pub fn house_from_ascendant(&self, sign: Sign) -> u8 {
        self.ascendant_sign().house_of(sign)
    }

    /// Sign of a whole-sign house (1–12).
    pub fn house_sign(&self, house: u8) -> Sign {
        self.ascendant_sign().nth(usize::from(house))
    }

    /// The twelve whole-sign houses.
    pub fn houses(&self) -> [House; 12] {
        let deg = self.ascendant.degree_in_sign();
        std::array::from_fn(|i| {
            let sign = self.house_sign(i as u8 + 1);
            House {
                number: i as u8 + 1,
                sign,
                degree: deg,
                lord: sign.lord(),
            }
        })
    }

    /// Grahas placed in a house (1–12).
    pub fn occupants(&self, house: u8) -> impl Iterator<Item = &GrahaPosition> {
        self.grahas.iter().filter(move |g| g.house == house)
    }
}

/// Weight of a chart point (`None`: the ascendant) in the element balance. The ascendant, Moon
/// and Sun are the three lagnas of the Sudarshana chakra (BPHS, Sudarshana chakra chapter), the
/// pillars of a chart: they weigh 2; the five star-planets weigh 1; Rahu and Ketu, shadows
/// without a body, weigh ½. Total weight 12.
pub fn element_weight(point: Option<Planet>) -> f64 {
    match point {
        None | Some(Planet::Sun | Planet::Moon) => 2.0,
        Some(Planet::Rahu | Planet::Ketu) => 0.5,
        Some(_) => 1.0,
    }
}
