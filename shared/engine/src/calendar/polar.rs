//! Days without a sunrise or a sunset (polar day and night; the day runs from
//! sunrise to sunrise, so such a day has no panchang day of its own: docs/decisions.md, "Price by
//! work").
//!
//! [`Polar::of`] names what is missing on a date whose sunrise search failed; [`surely_polar`]
//! is the cheap test, without the ephemeris, that lets a request made only of such days be
//! refused before any search runs.

use crate::panchang::PanchangError;
use chrono::{Datelike, NaiveDate};
use serde::Serialize;

/// What a day lacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Polar {
    /// The Sun stays below the horizon (polar night), or the day's sunrise is not followed by
    /// another within a day (the night after it does not end).
    NoSunrise,
    /// The Sun stays above the horizon (midnight sun), or it rises and does not set.
    NoSunset,
}

impl Polar {
    /// Stable key (`no-sunrise`, `no-sunset`).
    pub fn key(self) -> &'static str {
        match self {
            Polar::NoSunrise => "no-sunrise",
            Polar::NoSunset => "no-sunset",
        }
    }

    /// The reason for a date without a sunrise at `latitude`: midnight sun when the Sun's
    /// declination lies in the place's hemisphere (summer), polar night otherwise.
    pub fn of(date: NaiveDate, latitude: f64) -> Polar {
        if declination(date) * latitude > 0.0 {
            Polar::NoSunset
        } else {
            Polar::NoSunrise
        }
    }
}

/// The Sun's declination at 12h UT of a date, degrees (NOAA's Fourier series after Spencer,
/// 1971: within a few hundredths of a degree in this era, a fraction of a degree 1800–2400).
pub fn declination(date: NaiveDate) -> f64 {
    let g = 2.0 * std::f64::consts::PI * f64::from(date.ordinal0()) / 365.0;
    (0.006918 - 0.399912 * g.cos() + 0.070257 * g.sin() - 0.006758 * (2.0 * g).cos()
        + 0.000907 * (2.0 * g).sin()
        - 0.002697 * (3.0 * g).cos()
        + 0.00148 * (3.0 * g).sin())
    .to_degrees()
}

/// Degrees of margin on the declination: its daily motion (≤ 0.4°), the series' error and the
/// calendar's drift against the seasons over 1800–2400 all fit inside.
const MARGIN: f64 = 1.5;

/// Whether the Sun surely neither rises nor sets on `date` at `latitude`: the upper limb with
/// refraction (−0.833°) stays above the horizon at the lower culmination, or below it at the
/// upper one, with [`MARGIN`] to spare. `false` means "may have a sunrise": search.
pub fn surely_polar(date: NaiveDate, latitude: f64) -> bool {
    let d = declination(date);
    let lowest = latitude.abs() + d.abs() - 90.0; // altitude at the lower culmination
    let same_side = d * latitude > 0.0;
    if same_side {
        lowest > -0.833 + MARGIN
    } else {
        // Altitude at the upper culmination: 90 − |φ| − |δ|.
        -lowest < -0.833 - MARGIN
    }
}

/// Whether every date of `from ..= to` surely has no sunrise or no sunset (see
/// [`surely_polar`]).
pub fn every_day_polar((from, to): (NaiveDate, NaiveDate), latitude: f64) -> bool {
    if latitude.abs() < 60.0 {
        return false;
    }
    from.iter_days()
        .take_while(|d| *d <= to)
        .all(|d| surely_polar(d, latitude))
}

/// A sunrise or sunset search's result with "there is none that day" as `None`.
pub(crate) fn found<T>(r: Result<T, PanchangError>) -> Result<Option<T>, PanchangError> {
    match r {
        Ok(t) => Ok(Some(t)),
        Err(PanchangError::NoSunrise(_)) => Ok(None),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn declination_at_solstices_and_equinoxes() {
        // ref: the obliquity, 23.44° (Astronomical Almanac 2024), at the solstices; 0 near the
        // March equinox (2024-03-20).
        assert!((declination(d(2024, 6, 21)) - 23.44).abs() < 0.1);
        assert!((declination(d(2024, 12, 21)) + 23.44).abs() < 0.1);
        assert!(declination(d(2024, 3, 20)).abs() < 0.5);
    }

    #[test]
    fn polar_tests_agree_with_the_seasons() {
        // Tromsø 69.65° N: midnight sun 20 May – 22 July, polar night 27 Nov – 15 Jan.
        assert!(surely_polar(d(2024, 6, 21), 69.65));
        assert!(surely_polar(d(2024, 12, 21), 69.65));
        assert!(!surely_polar(d(2024, 3, 21), 69.65));
        assert!(!surely_polar(d(2024, 6, 21), 60.0));
        assert_eq!(Polar::of(d(2024, 6, 21), 69.65), Polar::NoSunset);
        assert_eq!(Polar::of(d(2024, 12, 21), 69.65), Polar::NoSunrise);
        assert_eq!(Polar::of(d(2024, 12, 21), -69.65), Polar::NoSunset);
        assert!(every_day_polar((d(2024, 6, 10), d(2024, 6, 30)), 69.65));
        assert!(!every_day_polar((d(2024, 6, 10), d(2024, 8, 30)), 69.65));
    }
}
