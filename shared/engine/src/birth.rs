//! The birth moment: a local civil date and time in an IANA zone, turned into UTC with the
//! zone's rules in force on that date, and the place.

use super::types::JulianDay;
use chrono::{DateTime, LocalResult, NaiveDate, NaiveDateTime, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

/// Why birth data was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BirthError {
    #[error("latitude must be between -90 and 90")]
    Latitude,
    #[error("longitude must be between -180 and 180")]
    Longitude,
    #[error("this local time did not exist in {0} on that date (clocks were set forward)")]
    NonexistentLocalTime(String),
}

/// Checked birth data. Construct with [`BirthData::new`]; the engine trusts every field.
#[derive(Debug, Clone, PartialEq)]
pub struct BirthData {
    pub date: NaiveDate,
    pub time: NaiveTime,
    pub timezone: Tz,
    /// Degrees, north positive, −90..=90.
    pub latitude: f64,
    /// Degrees, east positive, −180..=180.
    pub longitude: f64,
    utc: DateTime<Utc>,
}

impl BirthData {
    /// Checks the place and resolves the local time. An ambiguous time (clocks set back) takes
    /// the earlier instant; a time that never existed (clocks set forward) is refused.
    pub fn new(
        date: NaiveDate,
        time: NaiveTime,
        timezone: Tz,
        latitude: f64,
        longitude: f64,
    ) -> Result<Self, BirthError> {
        if !latitude.is_finite() || !(-90.0..=90.0).contains(&latitude) {
            return Err(BirthError::Latitude);
        }
        if !longitude.is_finite() || !(-180.0..=180.0).contains(&longitude) {
            return Err(BirthError::Longitude);
        }
        let utc = local_to_utc(NaiveDateTime::new(date, time), timezone)
            .ok_or_else(|| BirthError::NonexistentLocalTime(timezone.name().to_owned()))?;
        Ok(BirthData {
            date,
            time,
            timezone,
            latitude,
            longitude,
            utc,
        })
    }

    /// The birth instant in UTC.
    pub fn utc(&self) -> DateTime<Utc> {
        self.utc
    }

    /// The birth instant as a Julian day (UT).
    pub fn julian_day(&self) -> JulianDay {
        JulianDay::from_utc(self.utc)
    }

    /// Offset from UTC in hours in force at the birth instant.
    pub fn utc_offset_hours(&self) -> f64 {
        let local = self.utc.with_timezone(&self.timezone).naive_local();
        (local - self.utc.naive_utc()).num_seconds() as f64 / 3600.0
    }
}

/// Local civil time in `tz` to UTC; `None` for a time inside a DST gap.
pub fn local_to_utc(local: NaiveDateTime, tz: Tz) -> Option<DateTime<Utc>> {
    match tz.from_local_datetime(&local) {
        LocalResult::Single(t) => Some(t.to_utc()),
        LocalResult::Ambiguous(a, b) => Some(a.to_utc().min(b.to_utc())),
        LocalResult::None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bd(date: &str, time: &str, tz: &str) -> Result<BirthData, BirthError> {
        BirthData::new(
            date.parse().unwrap(),
            NaiveTime::parse_from_str(time, "%H:%M").unwrap(),
            tz.parse().unwrap(),
            27.7,
            85.3,
        )
    }

    #[test]
    fn kathmandu_was_five_thirty_before_1986() {
        assert_eq!(
            bd("1980-01-01", "12:00", "Asia/Kathmandu")
                .unwrap()
                .utc_offset_hours(),
            5.5
        );
        assert_eq!(
            bd("1990-01-01", "12:00", "Asia/Kathmandu")
                .unwrap()
                .utc_offset_hours(),
            5.75
        );
    }

    #[test]
    fn india_1942_war_time_was_six_thirty() {
        // ref: shared/reference/births_public.json (India's 1942 +06:30)
        assert_eq!(
            bd("1943-06-01", "12:00", "Asia/Kolkata")
                .unwrap()
                .utc_offset_hours(),
            6.5
        );
    }

    #[test]
    fn dst_gap_is_refused_and_overlap_takes_the_earlier_instant() {
        assert!(matches!(
            bd("2024-03-10", "02:30", "America/New_York"),
            Err(BirthError::NonexistentLocalTime(_))
        ));
        let t = bd("2024-11-03", "01:30", "America/New_York").unwrap();
        assert_eq!(t.utc().to_rfc3339(), "2024-11-03T05:30:00+00:00");
    }
}
