//! The natal chart (rasi, D1): grahas with sign, house, nakshatra; ascendant; whole-sign houses,
//! and the bhavas of the chosen house system when it is not whole-sign.

use super::birth::BirthData;
use super::ephemeris::{Cusps, Ephemeris, EphemerisError, HouseFallback};
use super::settings::Settings;
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
    /// Whole-sign house from the ascendant, 1–12: what every classical rule of the engine
    /// (yogas, doshas, aspects, ashtakavarga, shadbala…) reads.
    pub house: u8,
    /// House (1–12) in the chart's house system: the bhava whose arc `[cusp, next cusp)`
    /// holds the graha; equal to `house` under whole-sign.
    pub bhava: u8,
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

/// A whole-sign house, with its bhava's cusp and middle under another house system.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct House {
    pub number: u8,
    pub sign: Sign,
    /// Equal-house cusp degree within the sign (the ascendant's degree in its sign).
    pub degree: f64,
    pub lord: Planet,
    /// Where the bhava of this number begins (for Sripati, the sandhi); `None` under
    /// whole-sign.
    pub cusp: Option<Longitude>,
    /// The bhava's middle (bhava madhya); `None` under whole-sign.
    pub mid: Option<Longitude>,
}

/// The natal chart.
#[derive(Debug, Clone, PartialEq)]
pub struct Chart {
    pub jd: JulianDay,
    pub latitude: f64,
    pub longitude: f64,
    /// The chosen ayanamsa at birth (mean), degrees; 0 for tropical.
    pub ayanamsa: f64,
    pub ascendant: Longitude,
    /// In `Planet::ALL` order.
    pub grahas: [GrahaPosition; 9],
    /// The settings the chart was computed with.
    pub settings: Settings,
    /// The bhavas of `settings.house_system`; `None` under whole-sign.
    pub cusps: Option<Cusps>,
}

impl Chart {
    /// Computes the chart for a birth under the default settings.
    pub fn compute(birth: &BirthData) -> Result<Chart, EphemerisError> {
        Self::compute_with(birth, &Settings::default())
    }

    /// Computes the chart for a birth.
    pub fn compute_with(birth: &BirthData, settings: &Settings) -> Result<Chart, EphemerisError> {
        Self::at_with(
            birth.julian_day(),
            birth.latitude,
            birth.longitude,
            settings,
        )
    }

    /// Computes the chart for any moment and place under the default settings.
    pub fn at(jd: JulianDay, latitude: f64, longitude: f64) -> Result<Chart, EphemerisError> {
        Self::at_with(jd, latitude, longitude, &Settings::default())
    }

    /// Computes the chart for any moment and place.
    pub fn at_with(
        jd: JulianDay,
        latitude: f64,
        longitude: f64,
        settings: &Settings,
    ) -> Result<Chart, EphemerisError> {
        let eph = Ephemeris::with(settings);
        let bodies = eph.grahas(jd)?;
        let (angles, cusps) = eph.houses(jd, latitude, longitude, settings.house_system)?;
        let ayanamsa = eph.ayanamsa(jd);
        let asc_sign = angles.ascendant.sign();
        let grahas = std::array::from_fn(|i| {
            let b = bodies[i];
            let planet = Planet::ALL[i];
            let house = asc_sign.house_of(b.longitude.sign());
            GrahaPosition {
                planet,
                longitude: b.longitude,
                latitude: b.latitude,
                speed: b.speed,
                house,
                bhava: cusps.as_ref().map_or(house, |c| c.house_of(b.longitude)),
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
            settings: *settings,
            cusps,
        })
    }

    /// The house system used where the one asked for is undefined at the birth place.
    pub fn house_fallback(&self) -> Option<HouseFallback> {
        self.cusps.and_then(|c| c.fallback)
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
                cusp: self.cusps.map(|c| c.begin[i]),
                mid: self.cusps.map(|c| c.mid[i]),
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
