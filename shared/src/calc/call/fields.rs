//! One field of a calculation body: how its value is read from JSON, or the sentence a 422 gives
//! when it cannot be. Each field is read on its own, so one reply names every bad field.

use super::super::{
    Calendar, ChartKind, ChartStyle, DashaFrom, DashaSystem, HoroscopeSign, MatchingSystem, Period,
};
use crate::astro::Division;
use crate::astro::calendar::Region;
use crate::astro::events::EventKind;
use crate::astro::muhurta_finder::Activity;
use crate::calc::CalendarFormat;
use crate::calc::display::Numerals;
use crate::content::Locale;
use crate::endpoints::Endpoint;
use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A value a body field holds.
pub trait Field: Sized {
    /// The value, or why it is refused ("must be …").
    fn read(v: &Value) -> Result<Self, String>;
}

/// A field as a body names it: required (`T`) or optional (`Option<T>`, null being absent).
pub trait Slot: Sized {
    /// Whether a body must name it.
    const MUST: bool;
    fn take(v: Option<&Value>) -> Result<Self, String>;
}

impl<T: Field> Slot for T {
    const MUST: bool = true;
    fn take(v: Option<&Value>) -> Result<Self, String> {
        match v {
            None | Some(Value::Null) => Err("is required".to_owned()),
            Some(v) => T::read(v),
        }
    }
}

impl<T: Field> Slot for Option<T> {
    const MUST: bool = false;
    fn take(v: Option<&Value>) -> Result<Self, String> {
        match v {
            None | Some(Value::Null) => Ok(None),
            Some(v) => T::read(v).map(Some),
        }
    }
}

/// A closed set of names read by serde, refused with `$message`.
macro_rules! choice {
    ($($t:ty => $message:expr;)+) => {
        $(impl Field for $t {
            fn read(v: &Value) -> Result<Self, String> {
                <$t>::deserialize(v).map_err(|_| $message.to_owned())
            }
        })+
    };
}

choice! {
    Period => "must be one of daily, weekly, monthly, yearly";
    Calendar => "must be ad or bs";
    ChartStyle => "must be north, south or east";
    ChartKind => "must be one of rasi, bhava, sudarshana, sarvatobhadra";
    DashaSystem => "must be one of vimshottari, yogini, ashtottari, chara, dwisaptati, shashtihayani, shatabdika, chaturaseeti, dwadashottari, panchottari, shodashottari, narayana, kalachakra, moola, sudasa, shoola, drig, naisargika, tara";
    MatchingSystem => "must be one of ashtakoot, porutham, dashakoot";
    DashaFrom => "must be today or birth";
    Region => "must be np, in or both";
    CalendarFormat => "must be json or ics";
    Numerals => "must be latin or native";
    HoroscopeSign => "must be one of aries, taurus, gemini, cancer, leo, virgo, libra, scorpio, sagittarius, capricorn, aquarius, pisces, all";
    Activity => "must be one of marriage, griha-pravesh, vehicle, travel, business, naming, mundan, property, annaprashan, karnavedha, upanayana, vidyarambh, engagement";
}

impl Field for Locale {
    fn read(v: &Value) -> Result<Self, String> {
        v.as_str()
            .and_then(Locale::parse)
            .ok_or_else(|| "must be one of en, hi, ne".to_owned())
    }
}

impl Field for bool {
    fn read(v: &Value) -> Result<Self, String> {
        v.as_bool()
            .ok_or_else(|| "must be true or false".to_owned())
    }
}

/// The names of the divisions, as a 422 lists them.
pub const DIVISION_NAMES: &str =
    "one of D1 … D60 (the 16 Parashari divisions), D5, D6, D8, D11, D81, D108, D144";

impl Field for Division {
    fn read(v: &Value) -> Result<Self, String> {
        v.as_str()
            .and_then(Division::from_name)
            .ok_or_else(|| DIVISION_NAMES.to_owned())
    }
}

/// A whole number, however JSON writes it (`2` or `2.0`: JSON Schema's `integer` takes both).
fn whole(v: &Value) -> Option<u64> {
    v.as_u64().or_else(|| {
        v.as_f64()
            .filter(|x| x.fract() == 0.0 && *x >= 0.0 && *x <= u32::MAX as f64)
            .map(|x| x as u64)
    })
}

/// A whole number from `$min` to `$max`.
macro_rules! bounded {
    ($($(#[$m:meta])* $name:ident($t:ty) = $min:literal ..= $max:literal;)+) => {
        $($(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub $t);

        impl Field for $name {
            fn read(v: &Value) -> Result<Self, String> {
                whole(v)
                    .filter(|n| ($min..=$max).contains(n))
                    .map(|n| $name(n as $t))
                    .ok_or_else(|| {
                        format!("must be an integer from {} to {}", $min, $max)
                    })
            }
        })+
    };
}

bounded! {
    /// Vimshottari's depth: 1 (maha) to 5 (prana).
    Levels(u8) = 1..=5;
    /// A KP horary number.
    HoraryNumber(u16) = 1..=249;
    /// A month of the year, 1–12.
    Month(u8) = 1..=12;
    /// The Gregorian year of a solar return (a varshaphal): the first after a birth in 1800
    /// to the 250th after one in 2200.
    ReturnYear(u16) = 1801..=2450;
}

/// A calendar's year: checked against its calendar's range with the body's `calendar`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Year(pub i32);

impl Field for Year {
    fn read(v: &Value) -> Result<Self, String> {
        let n = whole(v).ok_or_else(|| "must be an integer".to_owned())?;
        i32::try_from(n)
            .map(Year)
            .map_err(|_| "is outside the calendar".to_owned())
    }
}

/// A day `YYYY-MM-DD` in the years `FIRST` to `LAST`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Day<const FIRST: i32, const LAST: i32>(pub NaiveDate);

impl<const FIRST: i32, const LAST: i32> Field for Day<FIRST, LAST> {
    fn read(v: &Value) -> Result<Self, String> {
        v.as_str()
            .filter(|s| s.len() == 10)
            .and_then(|s| NaiveDate::parse_from_str(s, "%Y-%m-%d").ok())
            .filter(|d| (FIRST..=LAST).contains(&d.year()))
            .map(Day)
            .ok_or_else(|| format!("must be a date YYYY-MM-DD between {FIRST} and {LAST}"))
    }
}

/// A day of a natal calculation (transits, dashas, a rashifal): 1900–2100.
pub type ChartDay = Day<1900, 2100>;
/// A day at a place (a panchang) or of a range (sky events, a muhurta search): 1800–2400.
pub type PlaceDay = Day<1800, 2400>;

/// An item of a list field: read one by one; the list refused as a whole with `list_message`.
pub trait Item: PartialEq + Sized {
    fn item(v: &Value) -> Option<Self>;
    fn list_message() -> String;
}

/// A non-empty list, each item at most once (`uniqueItems`).
impl<T: Item> Field for Vec<T> {
    fn read(v: &Value) -> Result<Self, String> {
        let items = v
            .as_array()
            .filter(|a| !a.is_empty())
            .ok_or_else(T::list_message)?;
        let mut out = Vec::with_capacity(items.len());
        for x in items {
            match T::item(x) {
                Some(x) if !out.contains(&x) => out.push(x),
                _ => return Err(T::list_message()),
            }
        }
        Ok(out)
    }
}

impl Item for EventKind {
    fn item(v: &Value) -> Option<Self> {
        EventKind::deserialize(v).ok()
    }
    fn list_message() -> String {
        let names: Vec<&str> = EventKind::ALL.iter().map(|k| k.name()).collect();
        format!(
            "must be a non-empty list of {}, each at most once",
            names.join(", ")
        )
    }
}

impl Item for crate::calc::chart_image::ChartPoint {
    fn item(v: &Value) -> Option<Self> {
        Self::deserialize(v).ok()
    }
    fn list_message() -> String {
        let names: Vec<&str> = Self::ALL.iter().map(|p| p.name()).collect();
        format!(
            "must be a non-empty list of {}, each at most once",
            names.join(", ")
        )
    }
}

impl Item for Division {
    fn item(v: &Value) -> Option<Self> {
        v.as_str().and_then(Division::from_name)
    }
    fn list_message() -> String {
        format!("must be a non-empty list of divisions, each {DIVISION_NAMES}")
    }
}

/// A section of a whole kundli: a calculation `POST /v1/kundli` can bundle.
impl Item for Endpoint {
    fn item(v: &Value) -> Option<Self> {
        Endpoint::deserialize(v).ok().filter(|e| e.is_section())
    }
    fn list_message() -> String {
        let names: Vec<&str> = Endpoint::ALL
            .iter()
            .filter(|s| s.is_section())
            .map(|s| s.name())
            .collect();
        format!(
            "must be a non-empty list of sections, each at most once, of {}",
            names.join(", ")
        )
    }
}

/// Where to POST the job's state when an asynchronous call ends: an http or https URL. Its host
/// is checked against the private ranges where the call is taken (an operator's setting).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CallbackUrl(pub String);

impl Field for CallbackUrl {
    fn read(v: &Value) -> Result<Self, String> {
        let url = v.as_str().ok_or_else(|| "must be a string".to_owned())?;
        crate::webhooks::check_url(url, true)
            .map(|_| CallbackUrl(url.to_owned()))
            .map_err(|why| why.to_string())
    }
}

/// An IANA time zone, by any of its names (`Asia/Kathmandu`, `Asia/Katmandu`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Zone(pub String);

impl Zone {
    /// The zone (checked when read).
    pub fn tz(&self) -> chrono_tz::Tz {
        self.0.parse().unwrap_or(chrono_tz::Asia::Kathmandu)
    }
}

impl Field for Zone {
    fn read(v: &Value) -> Result<Self, String> {
        v.as_str()
            .filter(|s| s.parse::<chrono_tz::Tz>().is_ok())
            .map(|s| Zone(s.to_owned()))
            .ok_or_else(|| "must be an IANA time zone name, e.g. Asia/Kathmandu".to_owned())
    }
}
