//! Bikram Sambat (Vikram Samvat as Nepal keeps it): the official solar calendar of Nepal.
//!
//! A BS month runs from one solar ingress (sankranti) to the next, but the day each month begins
//! on is fixed by Nepal's calendar committee from its own panchanga, not by a formula we could
//! reproduce from an ephemeris. So the conversion is table-driven: the length of
//! every month of BS 1975–2100 ([`super::bs_table`]) counted from BS 1975-01-01 = AD 1918-04-13.
//! Dates outside the table are refused with [`BsError::OutOfRange`], never guessed.

use super::bs_table::{EPOCH_AD, MAX_YEAR, MIN_YEAR, MONTH_DAYS};
use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};
use std::fmt;

const YEARS: usize = (MAX_YEAR - MIN_YEAR + 1) as usize;

/// Day offset of each BS year's Baisakh 1 from BS 1975-01-01; entry `YEARS` is one past the end.
const YEAR_START: [u32; YEARS + 1] = year_starts();

const fn year_starts() -> [u32; YEARS + 1] {
    let mut out = [0u32; YEARS + 1];
    let mut i = 0;
    while i < YEARS {
        let mut len = 0u32;
        let mut m = 0;
        while m < 12 {
            len += MONTH_DAYS[i][m] as u32;
            m += 1;
        }
        out[i + 1] = out[i] + len;
        i += 1;
    }
    out
}

/// Why a BS conversion failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BsError {
    /// The date lies outside BS 1975-01-01 … BS 2100-12-30 (AD 1918-04-13 … 2044-04-12).
    #[error(
        "the Bikram Sambat calendar is available for BS {min}–{max} (AD {first} to {last}); {what} is outside it"
    )]
    OutOfRange {
        what: String,
        min: u16,
        max: u16,
        first: NaiveDate,
        last: NaiveDate,
    },
    /// A month outside 1–12 or a day past the month's end.
    #[error("BS {0} does not exist")]
    NoSuchDate(String),
}

impl BsError {
    fn out_of_range(what: String) -> Self {
        BsError::OutOfRange {
            what,
            min: MIN_YEAR,
            max: MAX_YEAR,
            first: first_ad(),
            last: last_ad(),
        }
    }
}

/// The twelve BS months, Baisakh (Sun in Aries) first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum BsMonth {
    Baisakh,
    Jestha,
    Asar,
    Shrawan,
    Bhadra,
    Asoj,
    Kartik,
    Mangsir,
    Poush,
    Magh,
    Falgun,
    Chaitra,
}

impl BsMonth {
    pub const ALL: [BsMonth; 12] = [
        BsMonth::Baisakh,
        BsMonth::Jestha,
        BsMonth::Asar,
        BsMonth::Shrawan,
        BsMonth::Bhadra,
        BsMonth::Asoj,
        BsMonth::Kartik,
        BsMonth::Mangsir,
        BsMonth::Poush,
        BsMonth::Magh,
        BsMonth::Falgun,
        BsMonth::Chaitra,
    ];

    /// The month of number 1–12.
    pub fn from_number(n: u8) -> Option<BsMonth> {
        (1..=12).contains(&n).then(|| Self::ALL[usize::from(n) - 1])
    }

    /// 1 (Baisakh) … 12 (Chaitra).
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    /// English name as Nepal writes it in Latin script (Baisakh … Chaitra).
    pub fn name(self) -> &'static str {
        [
            "Baisakh", "Jestha", "Asar", "Shrawan", "Bhadra", "Asoj", "Kartik", "Mangsir", "Poush",
            "Magh", "Falgun", "Chaitra",
        ][self as usize]
    }

    /// Nepali name in Devanagari, as printed on Nepali calendars.
    pub fn name_ne(self) -> &'static str {
        [
            "बैशाख",
            "जेठ",
            "असार",
            "साउन",
            "भदौ",
            "असोज",
            "कात्तिक",
            "मंसिर",
            "पुस",
            "माघ",
            "फागुन",
            "चैत",
        ][self as usize]
    }
}

/// A Bikram Sambat date inside the table's range (checked on construction).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BsDate {
    year: u16,
    month: u8,
    day: u8,
}

impl fmt::Display for BsDate {
    /// `YYYY-MM-DD`, the way Nepali software writes BS dates.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The first AD day the table covers (BS 1975-01-01).
pub fn first_ad() -> NaiveDate {
    NaiveDate::from_ymd_opt(EPOCH_AD.0, EPOCH_AD.1, EPOCH_AD.2).unwrap_or(NaiveDate::MIN)
}

/// The last AD day the table covers (BS 2100-12-last).
pub fn last_ad() -> NaiveDate {
    first_ad() + chrono::Days::new(u64::from(YEAR_START[YEARS]) - 1)
}

/// Days in BS month `month` (1–12) of `year`.
pub fn days_in_month(year: u16, month: u8) -> Result<u8, BsError> {
    check_year(year)?;
    if !(1..=12).contains(&month) {
        return Err(BsError::NoSuchDate(format!("{year}-{month:02}")));
    }
    Ok(MONTH_DAYS[usize::from(year - MIN_YEAR)][usize::from(month) - 1])
}

/// Days in BS year `year` (364–367).
pub fn days_in_year(year: u16) -> Result<u16, BsError> {
    check_year(year)?;
    let i = usize::from(year - MIN_YEAR);
    Ok((YEAR_START[i + 1] - YEAR_START[i]) as u16)
}

fn check_year(year: u16) -> Result<(), BsError> {
    if (MIN_YEAR..=MAX_YEAR).contains(&year) {
        Ok(())
    } else {
        Err(BsError::out_of_range(format!("BS year {year}")))
    }
}

impl BsDate {
    /// A checked BS date.
    pub fn new(year: u16, month: u8, day: u8) -> Result<BsDate, BsError> {
        let len = days_in_month(year, month)?;
        if day == 0 || day > len {
            return Err(BsError::NoSuchDate(format!("{year}-{month:02}-{day:02}")));
        }
        Ok(BsDate { year, month, day })
    }

    pub fn year(self) -> u16 {
        self.year
    }
    /// 1 (Baisakh) … 12 (Chaitra).
    pub fn month(self) -> u8 {
        self.month
    }
    pub fn day(self) -> u8 {
        self.day
    }
    pub fn bs_month(self) -> BsMonth {
        BsMonth::ALL[usize::from(self.month) - 1]
    }

    /// The BS date of a Gregorian date.
    pub fn from_gregorian(date: NaiveDate) -> Result<BsDate, BsError> {
        let offset = date.num_days_from_ce() - first_ad().num_days_from_ce();
        if offset < 0 || offset >= YEAR_START[YEARS] as i32 {
            return Err(BsError::out_of_range(format!("AD {date}")));
        }
        let offset = offset as u32;
        // Largest year start not after `offset`.
        let yi = YEAR_START.partition_point(|&s| s <= offset) - 1;
        let mut rest = offset - YEAR_START[yi];
        let mut month = 0;
        while rest >= u32::from(MONTH_DAYS[yi][month]) {
            rest -= u32::from(MONTH_DAYS[yi][month]);
            month += 1;
        }
        Ok(BsDate {
            year: MIN_YEAR + yi as u16,
            month: month as u8 + 1,
            day: rest as u8 + 1,
        })
    }

    /// The Gregorian date of this BS date.
    pub fn to_gregorian(self) -> NaiveDate {
        let yi = usize::from(self.year - MIN_YEAR);
        let before: u32 = MONTH_DAYS[yi][..usize::from(self.month) - 1]
            .iter()
            .map(|&d| u32::from(d))
            .sum();
        first_ad() + chrono::Days::new(u64::from(YEAR_START[yi] + before + u32::from(self.day) - 1))
    }

    /// The first day of this date's month.
    pub fn first_of_month(self) -> BsDate {
        BsDate { day: 1, ..self }
    }

    /// The last day of this date's month.
    pub fn last_of_month(self) -> BsDate {
        BsDate {
            day: MONTH_DAYS[usize::from(self.year - MIN_YEAR)][usize::from(self.month) - 1],
            ..self
        }
    }

    /// Baisakh 1 of this date's year.
    pub fn first_of_year(self) -> BsDate {
        BsDate {
            month: 1,
            day: 1,
            ..self
        }
    }

    /// Chaitra's last day of this date's year.
    pub fn last_of_year(self) -> BsDate {
        BsDate {
            month: 12,
            day: 1,
            ..self
        }
        .last_of_month()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_bounds() {
        assert_eq!(first_ad(), NaiveDate::from_ymd_opt(1918, 4, 13).unwrap());
        assert_eq!(
            BsDate::from_gregorian(last_ad()).unwrap(),
            BsDate::new(2100, 12, 30).unwrap()
        );
        for y in MIN_YEAR..=MAX_YEAR {
            let n = days_in_year(y).unwrap();
            assert!((364..=367).contains(&n), "BS {y} has {n} days");
        }
    }
}
