//! The limbs of the day by name: paksha, tithi, yoga, karana and vara.

use super::*;

/// Waxing or waning half of the lunar month.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum Paksha {
    Shukla,
    Krishna,
}

impl Paksha {
    pub fn name(self) -> &'static str {
        match self {
            Paksha::Shukla => "Shukla",
            Paksha::Krishna => "Krishna",
        }
    }
}

const TITHI_NAMES: [&str; 15] = [
    "Pratipada",
    "Dwitiya",
    "Tritiya",
    "Chaturthi",
    "Panchami",
    "Shashthi",
    "Saptami",
    "Ashtami",
    "Navami",
    "Dashami",
    "Ekadashi",
    "Dwadashi",
    "Trayodashi",
    "Chaturdashi",
    "Purnima",
];

/// A lunar day, 1–30: 1–15 Shukla (15 = Purnima), 16–30 Krishna (30 = Amavasya).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Tithi(pub(super) u8);

impl Tithi {
    /// The tithi at an elongation (Moon − Sun), degrees.
    pub fn from_elongation(elongation: f64) -> Tithi {
        Tithi(((elongation.rem_euclid(360.0) / TITHI_DEG).floor() as u8).min(29) + 1)
    }
    /// 1–30.
    pub fn number(self) -> u8 {
        self.0
    }
    pub fn paksha(self) -> Paksha {
        if self.0 <= 15 {
            Paksha::Shukla
        } else {
            Paksha::Krishna
        }
    }
    /// Day within the paksha, 1–15.
    pub fn day_in_paksha(self) -> u8 {
        (self.0 - 1) % 15 + 1
    }
    /// Name as published (Pratipada … Chaturdashi, Purnima, Amavasya).
    pub fn name(self) -> &'static str {
        if self.0 == 30 {
            "Amavasya"
        } else {
            TITHI_NAMES[usize::from(self.day_in_paksha()) - 1]
        }
    }
}

/// The 27 yogas of the Sun's and Moon's summed longitudes (Surya Siddhanta ch. 2).
pub const YOGA_NAMES: [&str; 27] = [
    "Vishkambha",
    "Priti",
    "Ayushman",
    "Saubhagya",
    "Shobhana",
    "Atiganda",
    "Sukarma",
    "Dhriti",
    "Shula",
    "Ganda",
    "Vriddhi",
    "Dhruva",
    "Vyaghata",
    "Harshana",
    "Vajra",
    "Siddhi",
    "Vyatipata",
    "Variyana",
    "Parigha",
    "Shiva",
    "Siddha",
    "Sadhya",
    "Shubha",
    "Shukla",
    "Brahma",
    "Indra",
    "Vaidhriti",
];

/// A luni-solar yoga, 1–27.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Yoga(pub(super) u8);

impl Yoga {
    /// The yoga at a sum of sidereal longitudes (Sun + Moon), degrees.
    pub fn from_sum(sum: f64) -> Yoga {
        Yoga(((sum.rem_euclid(360.0) / NAKSHATRA_DEG).floor() as u8).min(26) + 1)
    }
    /// 1–27.
    pub fn number(self) -> u8 {
        self.0
    }
    pub fn name(self) -> &'static str {
        YOGA_NAMES[usize::from(self.0) - 1]
    }
    /// Vyatipata and Vaidhriti are wholly inauspicious; Vishkambha, Atiganda, Shula, Ganda,
    /// Vyaghata, Vajra and Parigha are so in part (Muhurta Chintamani ch. 1).
    pub fn is_inauspicious(self) -> bool {
        matches!(self.0, 1 | 6 | 9 | 10 | 13 | 15 | 17 | 19 | 27)
    }
}

/// A karana (half-tithi), numbered 1–60 through the lunar month.
///
/// Surya Siddhanta ch. 2: the four fixed karanas take the last half of Krishna Chaturdashi
/// (Shakuni), Amavasya (Chatushpada, Naga) and the first half of Shukla Pratipada (Kimstughna);
/// the seven movable ones (Bava … Vishti) repeat eight times in between.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Karana(pub(super) u8);

const MOVABLE_KARANAS: [&str; 7] = [
    "Bava", "Balava", "Kaulava", "Taitila", "Garaja", "Vanija", "Vishti",
];

impl Karana {
    /// The karana at an elongation (Moon − Sun), degrees.
    pub fn from_elongation(elongation: f64) -> Karana {
        Karana(((elongation.rem_euclid(360.0) / KARANA_DEG).floor() as u8).min(59) + 1)
    }
    /// 1–60 through the lunar month.
    pub fn number(self) -> u8 {
        self.0
    }
    /// One of the eleven karana names.
    pub fn name(self) -> &'static str {
        match self.0 {
            1 => "Kimstughna",
            58 => "Shakuni",
            59 => "Chatushpada",
            60 => "Naga",
            n => MOVABLE_KARANAS[usize::from(n - 2) % 7],
        }
    }
    /// Vishti (Bhadra) is avoided for auspicious work (Muhurta Chintamani ch. 1).
    pub fn is_vishti(self) -> bool {
        self.name() == "Vishti"
    }
}

/// The weekday, named after its lord (vara).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "schema", schema(value_type = String))]
pub struct Vara(pub(super) Weekday);

impl Vara {
    pub fn of(date: NaiveDate) -> Vara {
        Vara(date.weekday())
    }
    pub fn weekday(self) -> Weekday {
        self.0
    }
    /// 0 = Sunday … 6 = Saturday.
    pub fn index(self) -> usize {
        self.0.num_days_from_sunday() as usize
    }
    /// Sanskrit name (Ravivara … Shanivara).
    pub fn name(self) -> &'static str {
        [
            "Ravivara",
            "Somavara",
            "Mangalavara",
            "Budhavara",
            "Guruvara",
            "Shukravara",
            "Shanivara",
        ][self.index()]
    }
    /// English weekday name.
    pub fn english(self) -> &'static str {
        [
            "Sunday",
            "Monday",
            "Tuesday",
            "Wednesday",
            "Thursday",
            "Friday",
            "Saturday",
        ][self.index()]
    }
    /// The weekday's lord: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn.
    pub fn lord(self) -> Planet {
        [
            Planet::Sun,
            Planet::Moon,
            Planet::Mars,
            Planet::Mercury,
            Planet::Jupiter,
            Planet::Venus,
            Planet::Saturn,
        ][self.index()]
    }
}
