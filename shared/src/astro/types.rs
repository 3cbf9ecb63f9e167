//! Strong types of the engine: longitudes, signs, nakshatras, grahas.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A sidereal ecliptic longitude in degrees, normalised to `0 <= x < 360`.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(transparent)]
pub struct Longitude(f64);

impl Longitude {
    /// Normalises any angle in degrees into `[0, 360)`.
    pub fn new(degrees: f64) -> Self {
        let mut x = degrees.rem_euclid(360.0);
        if x >= 360.0 {
            x = 0.0;
        }
        Longitude(x)
    }
    /// Degrees, `0 <= d < 360`.
    pub fn degrees(self) -> f64 {
        self.0
    }
    /// The sign holding this longitude.
    pub fn sign(self) -> Sign {
        Sign::from_index((self.0 / 30.0).floor() as usize % 12)
    }
    /// Degrees within the sign, `0 <= d < 30`.
    pub fn degree_in_sign(self) -> f64 {
        let d = self.0 - (self.0 / 30.0).floor() * 30.0;
        if d >= 30.0 { 0.0 } else { d }
    }
    /// The nakshatra holding this longitude (27 of 13°20′).
    pub fn nakshatra(self) -> Nakshatra {
        Nakshatra::from_index(((self.0 * 27.0 / 360.0).floor() as usize).min(26))
    }
    /// Pada 1–4 within the nakshatra (each 3°20′).
    pub fn pada(self) -> u8 {
        (((self.0 * 108.0 / 360.0).floor() as usize % 4) + 1) as u8
    }
    /// Fraction of the nakshatra already traversed, `0 <= f < 1`.
    pub fn nakshatra_fraction(self) -> f64 {
        let span = 360.0 / 27.0;
        (self.0 % span) / span
    }
    /// Angular distance forward from `self` to `other`, in `[0, 360)`.
    pub fn forward_to(self, other: Longitude) -> f64 {
        (other.0 - self.0).rem_euclid(360.0)
    }
    /// Shortest separation in degrees, `0..=180`.
    pub fn separation(self, other: Longitude) -> f64 {
        let d = self.forward_to(other);
        if d > 180.0 { 360.0 - d } else { d }
    }
}

macro_rules! named_enum {
    ($(#[$m:meta])* $name:ident { $($v:ident = $s:expr),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, utoipa::ToSchema)]
        pub enum $name { $($v),+ }
        impl $name {
            /// Every value, in canonical order.
            pub const ALL: &'static [$name] = &[$($name::$v),+];
            /// English name as published in our replies.
            pub fn name(self) -> &'static str { match self { $($name::$v => $s),+ } }
            /// Zero-based index in canonical order.
            pub fn index(self) -> usize { self as usize }
            /// Value at a zero-based index (taken modulo the count).
            pub fn from_index(i: usize) -> Self { Self::ALL[i % Self::ALL.len()] }
            /// Parse the English name (case-insensitive).
            pub fn from_name(s: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.name().eq_ignore_ascii_case(s))
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str(self.name()) }
        }
    };
}

named_enum!(
    /// The twelve sidereal signs, Aries first.
    Sign {
        Aries = "Aries", Taurus = "Taurus", Gemini = "Gemini", Cancer = "Cancer", Leo = "Leo",
        Virgo = "Virgo", Libra = "Libra", Scorpio = "Scorpio", Sagittarius = "Sagittarius",
        Capricorn = "Capricorn", Aquarius = "Aquarius", Pisces = "Pisces",
    }
);

named_enum!(
    /// The nine grahas in the traditional order (Sun … Ketu).
    Planet {
        Sun = "Sun", Moon = "Moon", Mars = "Mars", Mercury = "Mercury", Jupiter = "Jupiter",
        Venus = "Venus", Saturn = "Saturn", Rahu = "Rahu", Ketu = "Ketu",
    }
);

named_enum!(
    /// The 27 nakshatras, Ashwini first, spelled as in the reference data.
    Nakshatra {
        Ashwini = "Ashwini", Bharani = "Bharani", Krittika = "Krittika", Rohini = "Rohini",
        Mrigashira = "Mrigashira", Ardra = "Ardra", Punarvasu = "Punarvasu", Pushya = "Pushya",
        Ashlesha = "Ashlesha", Magha = "Magha", PurvaPhalguni = "Purva Phalguni",
        UttaraPhalguni = "Uttara Phalguni", Hasta = "Hasta", Chitra = "Chitra", Swati = "Swati",
        Vishakha = "Vishakha", Anuradha = "Anuradha", Jyeshtha = "Jyeshtha", Mula = "Mula",
        PurvaAshadha = "Purva Ashadha", UttaraAshadha = "Uttara Ashadha", Shravana = "Shravana",
        Dhanishta = "Dhanishta", Shatabhisha = "Shatabhisha", PurvaBhadrapada = "Purva Bhadrapada",
        UttaraBhadrapada = "Uttara Bhadrapada", Revati = "Revati",
    }
);

/// Fire, earth, air, water.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Element {
    Fire,
    Earth,
    Air,
    Water,
}

/// Movable, fixed, dual.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Modality {
    Movable,
    Fixed,
    Dual,
}

impl Sign {
    /// Sign lord (classical rulership).
    pub fn lord(self) -> Planet {
        use Planet::*;
        [
            Mars, Venus, Mercury, Moon, Sun, Mercury, Venus, Mars, Jupiter, Saturn, Saturn, Jupiter,
        ][self.index()]
    }
    pub fn element(self) -> Element {
        [Element::Fire, Element::Earth, Element::Air, Element::Water][self.index() % 4]
    }
    pub fn modality(self) -> Modality {
        [Modality::Movable, Modality::Fixed, Modality::Dual][self.index() % 3]
    }
    /// The sign `n` signs on, counting this one as 1 (so `nth(1) == self`).
    pub fn nth(self, n: usize) -> Sign {
        Sign::from_index(self.index() + (n + 11) % 12)
    }
    /// House number (1–12) of `other` counted from `self` as the 1st.
    pub fn house_of(self, other: Sign) -> u8 {
        ((other.index() + 12 - self.index()) % 12 + 1) as u8
    }
    /// Whether the sign is odd (Aries, Gemini, …), i.e. masculine.
    pub fn is_odd(self) -> bool {
        self.index().is_multiple_of(2)
    }
}

impl Nakshatra {
    /// Vimshottari lord of the nakshatra.
    pub fn lord(self) -> Planet {
        use Planet::*;
        [Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury][self.index() % 9]
    }
    /// Longitude where the nakshatra begins.
    pub fn start(self) -> Longitude {
        Longitude::new(self.index() as f64 * 360.0 / 27.0)
    }
}

impl Planet {
    /// The seven visible grahas (Sun … Saturn).
    pub const SEVEN: [Planet; 7] = [
        Planet::Sun,
        Planet::Moon,
        Planet::Mars,
        Planet::Mercury,
        Planet::Jupiter,
        Planet::Venus,
        Planet::Saturn,
    ];
    /// Short label used in chart drawings (Su, Mo, Ma, Me, Ju, Ve, Sa, Ra, Ke).
    pub fn abbrev(self) -> &'static str {
        ["Su", "Mo", "Ma", "Me", "Ju", "Ve", "Sa", "Ra", "Ke"][self.index()]
    }
    /// Vimshottari maha dasha length in years.
    pub fn vimshottari_years(self) -> f64 {
        match self {
            Planet::Sun => 6.0,
            Planet::Moon => 10.0,
            Planet::Mars => 7.0,
            Planet::Rahu => 18.0,
            Planet::Jupiter => 16.0,
            Planet::Saturn => 19.0,
            Planet::Mercury => 17.0,
            Planet::Ketu => 7.0,
            Planet::Venus => 20.0,
        }
    }
}

/// A Julian day number in Universal Time.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(transparent)]
pub struct JulianDay(pub f64);

impl JulianDay {
    /// JD of the Unix epoch.
    pub const UNIX_EPOCH: f64 = 2_440_587.5;
    pub fn from_utc(t: chrono::DateTime<chrono::Utc>) -> Self {
        let secs = t.timestamp() as f64 + f64::from(t.timestamp_subsec_nanos()) * 1e-9;
        JulianDay(Self::UNIX_EPOCH + secs / 86_400.0)
    }
    pub fn to_utc(self) -> chrono::DateTime<chrono::Utc> {
        let ms = ((self.0 - Self::UNIX_EPOCH) * 86_400_000.0).round() as i64;
        chrono::DateTime::from_timestamp_millis(ms).unwrap_or_default()
    }
    pub fn plus_days(self, d: f64) -> Self {
        JulianDay(self.0 + d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_and_nakshatra_boundaries() {
        assert_eq!(Longitude::new(0.0).sign(), Sign::Aries);
        assert_eq!(Longitude::new(29.999_999).sign(), Sign::Aries);
        assert_eq!(Longitude::new(30.0).sign(), Sign::Taurus);
        assert_eq!(Longitude::new(359.999_999).sign(), Sign::Pisces);
        assert_eq!(Longitude::new(360.0).sign(), Sign::Aries);
        assert_eq!(Longitude::new(-0.5).sign(), Sign::Pisces);
        // 13°20′ is the first degree of Bharani.
        assert_eq!(
            Longitude::new(13.0 + 1.0 / 3.0 + 1e-9).nakshatra(),
            Nakshatra::Bharani
        );
        assert_eq!(Longitude::new(359.99).nakshatra(), Nakshatra::Revati);
        assert_eq!(Longitude::new(359.99).pada(), 4);
        assert_eq!(Longitude::new(3.4).pada(), 2);
    }

    #[test]
    fn houses_count_from_one() {
        assert_eq!(Sign::Leo.house_of(Sign::Leo), 1);
        assert_eq!(Sign::Leo.house_of(Sign::Cancer), 12);
        assert_eq!(Sign::Leo.nth(7), Sign::Aquarius);
        assert_eq!(Sign::Pisces.nth(2), Sign::Aries);
    }

    #[test]
    fn julian_day_round_trip() {
        // ref: shared/reference/births_public.json pub-01: 1917-11-19T17:41:00Z = JD 2421552.2368055554
        let t = chrono::DateTime::parse_from_rfc3339("1917-11-19T17:41:00Z")
            .unwrap()
            .to_utc();
        assert!((JulianDay::from_utc(t).0 - 2421552.2368055554).abs() < 1e-9);
        assert_eq!(JulianDay::from_utc(t).to_utc(), t);
    }
}
