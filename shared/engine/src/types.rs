//! Strong types of the engine: longitudes, signs, nakshatras, grahas.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A sidereal ecliptic longitude in degrees, normalised to `0 <= x < 360`.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
    ($(#[$m:meta])* $name:ident { $($v:ident = $s:literal),+ $(,)? }) => {
        $(#[$m])*
        /// Serialised by its published English name (`Purva Phalguni`, with the space).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
        pub enum $name { $(#[serde(rename = $s)] $v),+ }
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Element {
    Fire,
    Earth,
    Air,
    Water,
}

/// Movable, fixed, dual.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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

/// A moment: a Julian day number in Universal Time (days since −4712-01-01 12:00 UT, Julian
/// calendar). Moments and spans are kept apart as in hifitime's `Epoch` and `Duration`:
/// `JulianDay + Days` is a moment, `JulianDay − JulianDay` a span of [`Days`].
///
/// The field stays public while `astro/panchang.rs` and `guru/` still reach into it; new code
/// uses [`JulianDay::new`], [`JulianDay::value`] and the operators.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(transparent)]
pub struct JulianDay(pub(crate) f64);

impl JulianDay {
    /// JD of the Unix epoch.
    pub const UNIX_EPOCH: f64 = 2_440_587.5;
    /// J2000.0, 2000-01-01 12:00 TT, taken as UT (the epoch of Meeus's series).
    pub const J2000: JulianDay = JulianDay(2_451_545.0);

    /// The moment of a Julian day number.
    pub const fn new(jd: f64) -> Self {
        JulianDay(jd)
    }
    /// The bare Julian day number, for the Swiss Ephemeris and for formulas written in it.
    pub const fn value(self) -> f64 {
        self.0
    }
    pub fn from_utc(t: chrono::DateTime<chrono::Utc>) -> Self {
        let secs = t.timestamp() as f64 + f64::from(t.timestamp_subsec_nanos()) * 1e-9;
        JulianDay(Self::UNIX_EPOCH + secs / 86_400.0)
    }
    pub fn to_utc(self) -> chrono::DateTime<chrono::Utc> {
        let ms = ((self.0 - Self::UNIX_EPOCH) * 86_400_000.0).round() as i64;
        chrono::DateTime::from_timestamp_millis(ms).unwrap_or_default()
    }
    /// The later of two moments (`f64::max`: a NaN loses).
    pub fn max(self, other: JulianDay) -> JulianDay {
        JulianDay(self.0.max(other.0))
    }
    /// Total order for sorting (`f64::total_cmp`).
    pub fn total_cmp(&self, other: &JulianDay) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0)
    }
}

/// A span of time in days of 86,400 s: the difference of two [`JulianDay`]s.
#[derive(Debug, Clone, Copy, Default, PartialEq, PartialOrd)]
pub struct Days(f64);

impl Days {
    pub const fn new(days: f64) -> Self {
        Days(days)
    }
    pub fn from_hours(hours: f64) -> Self {
        Days(hours / 24.0)
    }
    pub fn from_minutes(minutes: f64) -> Self {
        Days(minutes / 1440.0)
    }
    /// The span in days.
    pub const fn days(self) -> f64 {
        self.0
    }
    pub fn hours(self) -> f64 {
        self.0 * 24.0
    }
    pub fn minutes(self) -> f64 {
        self.0 * 1440.0
    }
    pub fn abs(self) -> Self {
        Days(self.0.abs())
    }
}

impl std::ops::Add<Days> for JulianDay {
    type Output = JulianDay;
    fn add(self, d: Days) -> JulianDay {
        JulianDay(self.0 + d.0)
    }
}

impl std::ops::Sub<Days> for JulianDay {
    type Output = JulianDay;
    fn sub(self, d: Days) -> JulianDay {
        JulianDay(self.0 - d.0)
    }
}

impl std::ops::AddAssign<Days> for JulianDay {
    fn add_assign(&mut self, d: Days) {
        self.0 += d.0;
    }
}

impl std::ops::SubAssign<Days> for JulianDay {
    fn sub_assign(&mut self, d: Days) {
        self.0 -= d.0;
    }
}

/// The span from `other` to `self`.
impl std::ops::Sub for JulianDay {
    type Output = Days;
    fn sub(self, other: JulianDay) -> Days {
        Days(self.0 - other.0)
    }
}

impl std::ops::Add for Days {
    type Output = Days;
    fn add(self, other: Days) -> Days {
        Days(self.0 + other.0)
    }
}

impl std::ops::Sub for Days {
    type Output = Days;
    fn sub(self, other: Days) -> Days {
        Days(self.0 - other.0)
    }
}

impl std::ops::Neg for Days {
    type Output = Days;
    fn neg(self) -> Days {
        Days(-self.0)
    }
}

impl std::ops::Mul<f64> for Days {
    type Output = Days;
    fn mul(self, k: f64) -> Days {
        Days(self.0 * k)
    }
}

impl std::ops::Div<f64> for Days {
    type Output = Days;
    fn div(self, k: f64) -> Days {
        Days(self.0 / k)
    }
}

/// How many times `other` goes into `self`.
impl std::ops::Div for Days {
    type Output = f64;
    fn div(self, other: Days) -> f64 {
        self.0 / other.0
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
        assert!((JulianDay::from_utc(t).value() - 2421552.2368055554).abs() < 1e-9);
        assert_eq!(JulianDay::from_utc(t).to_utc(), t);
    }

    #[test]
    fn moments_and_spans() {
        // J2000.0 is 2000-01-01 12:00; six hours later is 18:00 the same day.
        let noon = JulianDay::J2000;
        let evening = noon + Days::from_hours(6.0);
        assert_eq!(evening.to_utc().to_rfc3339(), "2000-01-01T18:00:00+00:00");
        assert_eq!((evening - noon).hours(), 6.0);
        assert_eq!((evening - noon).minutes(), 360.0);
        assert_eq!(evening - Days::from_hours(6.0), noon);
        assert!(noon < evening && evening - noon > Days::new(0.0));
        assert_eq!((noon - evening).abs(), Days::new(0.25));
        assert_eq!(Days::new(365.25) * 4.0 / Days::new(365.25), 4.0);
        assert_eq!(Days::from_minutes(90.0).hours(), 1.5);
    }
}
