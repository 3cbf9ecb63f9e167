//! The options of each calculation, one type per endpoint (or per family of endpoints that take
//! the same): read from a body field by field, carried by the job, and described in the OpenAPI
//! document by the same type. The schema attributes keep what a generated client shows: each
//! option written out with its default.

use super::fields::{
    CallbackUrl, ChartDay, Field, HoraryNumber, Levels, Month, PlaceDay, ReturnYear, Slot, Year,
    Zone,
};
use super::schema as s;
use crate::astro::calendar::Region;
use crate::astro::events::EventKind;
use crate::astro::muhurta_finder::Activity;
use crate::astro::settings::UnknownSetting;
use crate::astro::{Ayanamsa, DashaYear, Division, HouseSystem, Node, Settings};
use crate::calc::CalendarFormat;
use crate::calc::chart_image::ChartPoint;
use crate::calc::display::Numerals;
use crate::calc::{
    Calendar, ChartKind, ChartStyle, DashaFrom, DashaSystem, HoroscopeSign, MatchingSystem, Period,
};
use crate::content::Locale;
use crate::endpoints::Endpoint;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// A field of a body refused, with why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadField {
    pub field: String,
    pub message: String,
}

impl BadField {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> BadField {
        BadField {
            field: field.into(),
            message: message.into(),
        }
    }
}

/// The options of a calculation as a body names them.
pub trait Options: Sized {
    /// The body fields, by their wire names.
    const FIELDS: &'static [&'static str];
    /// For each of [`Options::FIELDS`], whether a body must name it.
    const MUST: &'static [bool];
    /// The options of `body`, each bad field pushed onto `errs` (then `None`).
    fn read(body: &Map<String, Value>, errs: &mut Vec<BadField>) -> Option<Self>;
    /// The fields a body must name.
    fn required() -> Vec<&'static str> {
        Self::FIELDS
            .iter()
            .zip(Self::MUST)
            .filter_map(|(f, must)| must.then_some(*f))
            .collect()
    }
}

/// Declares options types: each field with its wire name; a field typed `Option<T>` may be left
/// out or null, any other is required.
macro_rules! options {
    ($(
        $(#[$sm:meta])*
        $name:ident { $( $(#[$fm:meta])* $f:ident $wire:tt : $ty:ty ),* $(,)? }
    )+) => {
        $(
            $(#[$sm])*
            #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
            pub struct $name {
                $( $(#[$fm])* #[serde(rename = $wire)] pub $f: $ty, )*
            }

            impl Options for $name {
                const FIELDS: &'static [&'static str] = &[$($wire),*];
                const MUST: &'static [bool] = &[$(<$ty as Slot>::MUST),*];
                #[allow(unused_variables)]
                fn read(body: &Map<String, Value>, errs: &mut Vec<BadField>) -> Option<Self> {
                    $(
                        let $f = <$ty as Slot>::take(body.get($wire))
                            .map_err(|m| errs.push(BadField::new($wire, m)))
                            .ok();
                    )*
                    Some($name { $( $f: $f?, )* })
                }
            }
        )+
    };
}

options! {
    /// What every calculation body takes besides its own options: the reply's language, and
    /// the calculation settings, each absent one the account's default.
    #[derive(Default)]
    Common {
        #[schema(schema_with = s::locale)]
        locale "locale": Option<Locale>,
        /// The digits of the reply's Hindi and Nepali text: `native` writes them ०–९ (default:
        /// `latin`); numbers, dates and times meant for programs stay as they are.
        #[schema(schema_with = s::numerals)]
        numerals "numerals": Option<Numerals>,
        /// The ayanamsa (default: the account's, else `lahiri`).
        #[schema(schema_with = s::ayanamsa)]
        ayanamsa "ayanamsa": Option<Ayanamsa>,
        /// Rahu as the mean or the true node (default: the account's, else `mean`).
        #[schema(schema_with = s::node)]
        node "node": Option<Node>,
        /// The house system (default: the account's, else `whole-sign`); with another, houses
        /// have cusps and each planet's `house` is its house in that system (`signHouse` the
        /// whole-sign one).
        #[schema(schema_with = s::house_system)]
        house_system "houseSystem": Option<HouseSystem>,
        /// The length of a dasha year (default: the account's, else `julian`, 365.25 days).
        #[schema(schema_with = s::dasha_year)]
        dasha_year "dashaYear": Option<DashaYear>,
    }

    /// A calculation read from the natal chart alone: no options of its own.
    #[derive(Default)]
    NoOptions {}

    /// A calculation as of a day (transits, sade sati).
    #[derive(Default)]
    OnDay {
        /// YYYY-MM-DD, 1900-01-01 to 2100-12-31; default today (Asia/Kathmandu)
        #[schema(value_type = Option<String>, format = Date, pattern = "^(19[0-9]{2}|20[0-9]{2}|2100)-[0-9]{2}-[0-9]{2}$")]
        date "date": Option<ChartDay>,
    }

    /// `POST /v1/daily-insight`: a day of the Bikram Sambat table.
    #[derive(Default)]
    InsightOptions {
        /// YYYY-MM-DD, 1918-04-13 to 2044-04-12 (the Bikram Sambat table); default today (Asia/Kathmandu)
        #[schema(value_type = Option<String>, format = Date, pattern = "^(1918-(04-(1[3-9]|[23][0-9])|(0[5-9]|1[0-2])-[0-9]{2})|(19(19|[2-9][0-9])|20([0-3][0-9]|4[0-3]))-[0-9]{2}-[0-9]{2}|2044-(0[1-3]-[0-9]{2}|04-(0[0-9]|1[0-2])))$")]
        date "date": Option<ChartDay>,
    }

    /// `POST /v1/panchang`.
    #[derive(Default)]
    PanchangOptions {
        /// YYYY-MM-DD, 1800-01-01 to 2400-12-31; default today at the place (Asia/Kathmandu for
        /// a profile); `bsDate` is null outside the Bikram Sambat table
        #[schema(value_type = Option<String>, format = Date, pattern = "^(1[89][0-9]{2}|2[0-3][0-9]{2}|2400)-[0-9]{2}-[0-9]{2}$")]
        date "date": Option<PlaceDay>,
        /// The festivals' region: Nepal, India or both.
        #[schema(schema_with = s::region)]
        region "region": Option<Region>,
    }

    /// `POST /v1/rashifal`.
    #[derive(Default)]
    RashifalOptions {
        #[schema(schema_with = s::period)]
        period "period": Option<Period>,
        #[schema(schema_with = s::calendar)]
        calendar "calendar": Option<Calendar>,
        /// YYYY-MM-DD, 1900-01-01 to 2100-12-31; default today (Asia/Kathmandu)
        #[schema(value_type = Option<String>, format = Date, pattern = "^(19[0-9]{2}|20[0-9]{2}|2100)-[0-9]{2}-[0-9]{2}$")]
        date "date": Option<ChartDay>,
    }

    /// `POST /v1/horoscope`.
    HoroscopeOptions {
        /// The Moon sign (rashi) read, or `all` for the twelve in zodiac order.
        #[schema(schema_with = s::horoscope_sign)]
        sign "sign": HoroscopeSign,
        /// The period: the day, the week (Sunday to Saturday), the month or the year holding
        /// `date`.
        #[schema(schema_with = s::horoscope_period)]
        period "period": Period,
        /// YYYY-MM-DD, 1900-01-01 to 2100-12-31; default today in `timezone`.
        #[schema(value_type = Option<String>, format = Date, pattern = "^(19[0-9]{2}|20[0-9]{2}|2100)-[0-9]{2}-[0-9]{2}$")]
        date "date": Option<ChartDay>,
        /// The IANA time zone the period's days are counted in and its clock times given in.
        /// Default: `Asia/Kathmandu`.
        #[schema(value_type = Option<String>, example = "Asia/Kathmandu")]
        timezone "timezone": Option<Zone>,
    }

    /// `POST /v1/chart-image`.
    #[derive(Default)]
    ChartImageOptions {
        #[schema(schema_with = s::style)]
        style "style": Option<ChartStyle>,
        /// The divisional chart drawn.
        #[schema(schema_with = s::division)]
        division "division": Option<Division>,
        /// `bhava`: the bhava chalit chart (each graha in its house of the chosen
        /// `houseSystem`), of the rasi only; `sudarshana` or `sarvatobhadra`: the chakra (the
        /// Sarvatobhadra with the grahas of now and the vedha of the Moon's nakshatra).
        #[schema(schema_with = s::chart)]
        chart "chart": Option<ChartKind>,
        /// Special points drawn beside the grahas (upagrahas and special lagnas, as
        /// `POST /v1/special-points` names them), on the rasi chart only.
        #[schema(schema_with = s::points)]
        points "points": Option<Vec<ChartPoint>>,
    }

    /// `POST /v1/yogas`.
    #[derive(Default)]
    YogasOptions {
        /// Only the yogas present in the chart. Default: `false`.
        #[schema(value_type = Option<bool>)]
        present_only "presentOnly": Option<bool>,
    }

    /// `POST /v1/vargas`.
    #[derive(Default)]
    VargasOptions {
        /// The divisional charts, each at most once. Default: the sixteen Parashari ones.
        #[schema(schema_with = s::divisions)]
        divisions "divisions": Option<Vec<Division>>,
    }

    /// `POST /v1/dasha`.
    #[derive(Default)]
    DashaOptions {
        #[schema(schema_with = s::dasha_system)]
        system "system": Option<DashaSystem>,
        /// Vimshottari's depth, 1–5 (maha, antar, pratyantar, sookshma, prana); absent: the
        /// spec's three levels. Levels 3–5 are expanded where the native is (the running maha
        /// and antar); other systems ignore it.
        #[schema(value_type = Option<u8>, minimum = 1, maximum = 5)]
        levels "levels": Option<Levels>,
        /// Where the timeline starts: the period running today, or at birth.
        #[schema(schema_with = s::dasha_from)]
        from "from": Option<DashaFrom>,
    }

    /// `POST /v1/matching`.
    #[derive(Default)]
    MatchingOptions {
        #[schema(schema_with = s::matching_system)]
        system "system": Option<MatchingSystem>,
    }

    /// `POST /v1/matching/batch`.
    MatchingBatchOptions {
        /// The side the person of `profileId` / `birth` takes: `bride` (each candidate a
        /// groom) or `groom`.
        #[schema(value_type = crate::calc::matching::Role)]
        role "role": crate::calc::matching::Role,
        /// The candidates, 1 to 50, each a profile id of this account or a birth (as `birth`).
        #[schema(schema_with = s::candidates)]
        candidates "candidates": crate::calc::matching::Candidates,
        #[schema(schema_with = s::matching_system)]
        system "system": Option<MatchingSystem>,
    }

    /// `POST /v1/kp/horary`.
    HoraryOptions {
        /// The querent's KP number, 1–249.
        #[schema(value_type = u16, minimum = 1, maximum = 249)]
        number "number": HoraryNumber,
    }

    /// `POST /v1/muhurta`.
    MuhurtaOptions {
        /// What the muhurta is for.
        #[schema(schema_with = s::activity)]
        activity "activity": Activity,
        /// The first day of the range, YYYY-MM-DD (in the place's zone, else UTC), 1800–2400.
        #[schema(value_type = String, format = Date, pattern = "^(1[89][0-9]{2}|2[0-3][0-9]{2}|2400)-[0-9]{2}-[0-9]{2}$")]
        from "from": PlaceDay,
        /// The last day of the range (included): less than ten years after `from` for sky
        /// events, a year for a muhurta search.
        #[schema(value_type = String, format = Date, pattern = "^(1[89][0-9]{2}|2[0-3][0-9]{2}|2400)-[0-9]{2}-[0-9]{2}$")]
        to "to": PlaceDay,
    }

    /// `POST /v1/events`.
    EventsOptions {
        /// The first day of the range, YYYY-MM-DD (in the place's zone, else UTC), 1800–2400.
        #[schema(value_type = String, format = Date, pattern = "^(1[89][0-9]{2}|2[0-3][0-9]{2}|2400)-[0-9]{2}-[0-9]{2}$")]
        from "from": PlaceDay,
        /// The last day of the range (included): less than ten years after `from` for sky
        /// events, a year for a muhurta search.
        #[schema(value_type = String, format = Date, pattern = "^(1[89][0-9]{2}|2[0-3][0-9]{2}|2400)-[0-9]{2}-[0-9]{2}$")]
        to "to": PlaceDay,
        /// The kinds of events (default all), each at most once.
        #[schema(schema_with = s::kinds)]
        kinds "kinds": Option<Vec<EventKind>>,
    }

    /// `POST /v1/varshaphal`: the year of life.
    #[derive(Default)]
    VarshaphalOptions {
        /// The Gregorian year (in the birth zone) the solar return falls in, from the year
        /// after birth to 250 years on; default: the year of life in progress now.
        #[schema(value_type = Option<i32>, minimum = 1801, maximum = 2450)]
        year "year": Option<ReturnYear>,
    }

    /// `POST /v1/calendar`.
    CalendarOptions {
        /// The calendar's year: AD 1800–2400, or BS 1975–2100 with `calendar: bs`.
        #[schema(value_type = i32, minimum = 1800, maximum = 2400)]
        year "year": Year,
        /// The calendar's month, 1–12 (Baisakh = 1 in BS).
        #[schema(value_type = u8, minimum = 1, maximum = 12)]
        month "month": Month,
        #[schema(schema_with = s::calendar)]
        calendar "calendar": Option<Calendar>,
        /// `ics`: the month as `text/calendar` (RFC 5545) instead of JSON.
        #[schema(schema_with = s::format)]
        format "format": Option<CalendarFormat>,
        /// The festivals' region: Nepal, India or both.
        #[schema(schema_with = s::region)]
        region "region": Option<Region>,
    }

    /// `POST /v1/kundli`: its sections, and the options of each (a section takes its own, as
    /// its endpoint would).
    KundliOptions {
        /// The sections of the kundli, each a calculation's name, at most once each.
        #[schema(schema_with = s::include)]
        include "include": Vec<Endpoint>,
        /// With `Prefer: respond-async`: where to POST the job's state when it ends, signed
        /// with the account's webhook secret (Standard Webhooks); an http or https URL of a
        /// public host.
        #[schema(value_type = Option<String>, format = "uri", max_length = 2048)]
        callback_url "callbackUrl": Option<CallbackUrl>,
        /// Only the yogas present in the chart. Default: `false`.
        #[schema(value_type = Option<bool>)]
        present_only "presentOnly": Option<bool>,
        /// The divisional charts, each at most once. Default: the sixteen Parashari ones.
        #[schema(schema_with = s::divisions)]
        divisions "divisions": Option<Vec<Division>>,
        #[schema(schema_with = s::dasha_system)]
        system "system": Option<DashaSystem>,
        /// Vimshottari's depth, 1–5 (maha, antar, pratyantar, sookshma, prana); absent: the
        /// spec's three levels. Levels 3–5 are expanded where the native is (the running maha
        /// and antar); other systems ignore it.
        #[schema(value_type = Option<u8>, minimum = 1, maximum = 5)]
        levels "levels": Option<Levels>,
        /// Where the timeline starts: the period running today, or at birth.
        #[schema(schema_with = s::dasha_from)]
        from "from": Option<DashaFrom>,
        /// YYYY-MM-DD, 1900-01-01 to 2100-12-31; default today (Asia/Kathmandu)
        #[schema(value_type = Option<String>, format = Date, pattern = "^(19[0-9]{2}|20[0-9]{2}|2100)-[0-9]{2}-[0-9]{2}$")]
        date "date": Option<ChartDay>,
        #[schema(schema_with = s::period)]
        period "period": Option<Period>,
        #[schema(schema_with = s::calendar)]
        calendar "calendar": Option<Calendar>,
        #[schema(schema_with = s::style)]
        style "style": Option<ChartStyle>,
        /// The divisional chart drawn.
        #[schema(schema_with = s::division)]
        division "division": Option<Division>,
        /// `bhava`: the bhava chalit chart (each graha in its house of the chosen
        /// `houseSystem`), of the rasi only.
        #[schema(schema_with = s::chart)]
        chart "chart": Option<ChartKind>,
    }

    /// A PDF report.
    #[derive(Default)]
    ReportOptions {
        /// Where the Vimshottari timeline of the kundli and predictions reports starts.
        #[schema(schema_with = s::report_dasha_from)]
        from "from": Option<DashaFrom>,
        /// With `Prefer: respond-async`: where to POST the job's state when it ends, signed
        /// with the account's webhook secret (Standard Webhooks); an http or https URL of a
        /// public host.
        #[schema(value_type = Option<String>, format = "uri", max_length = 2048)]
        callback_url "callbackUrl": Option<CallbackUrl>,
    }

    /// The varshaphal report: a year of life, as a PDF.
    #[derive(Default)]
    VarshaphalReportOptions {
        /// The Gregorian year (in the birth zone) the solar return falls in, from the year
        /// after birth to 250 years on; default: the year of life in progress now.
        #[schema(value_type = Option<i32>, minimum = 1801, maximum = 2450)]
        year "year": Option<ReturnYear>,
        /// With `Prefer: respond-async`: where to POST the job's state when it ends, signed
        /// with the account's webhook secret (Standard Webhooks); an http or https URL of a
        /// public host.
        #[schema(value_type = Option<String>, format = "uri", max_length = 2048)]
        callback_url "callbackUrl": Option<CallbackUrl>,
    }
}

impl Common {
    /// The settings the body chooses over `defaults`, field by field.
    pub fn settings(&self, defaults: Settings) -> Settings {
        Settings {
            ayanamsa: self.ayanamsa.unwrap_or(defaults.ayanamsa),
            node: self.node.unwrap_or(defaults.node),
            house_system: self.house_system.unwrap_or(defaults.house_system),
            dasha_year: self.dasha_year.unwrap_or(defaults.dasha_year),
        }
    }
}

/// A calculation setting: one of its names, refused with the list the engine gives.
macro_rules! setting_field {
    ($($t:ty),+) => {
        $(impl Field for $t {
            fn read(v: &Value) -> Result<Self, String> {
                v.as_str()
                    .unwrap_or("")
                    .parse()
                    .map_err(|e: UnknownSetting| format!("must be one of {}", e.allowed))
            }
        })+
    };
}

setting_field!(Ayanamsa, Node, HouseSystem, DashaYear);

impl KundliOptions {
    /// The options a section of this kundli takes, as its own endpoint would.
    pub fn section(&self, e: Endpoint) -> Option<super::Call> {
        use super::Call as C;
        Some(match e {
            Endpoint::Rashifal => C::Rashifal(RashifalOptions {
                period: self.period,
                calendar: self.calendar,
                date: self.date,
            }),
            Endpoint::ChartImage => C::ChartImage(ChartImageOptions {
                style: self.style,
                division: self.division,
                chart: self.chart,
                points: None,
            }),
            Endpoint::DailyInsight => C::DailyInsight(InsightOptions { date: self.date }),
            Endpoint::Transits => C::Transits(OnDay { date: self.date }),
            Endpoint::Chakras => C::Chakras(OnDay { date: self.date }),
            Endpoint::SadeSati => C::SadeSati(OnDay { date: self.date }),
            Endpoint::Yogas => C::Yogas(YogasOptions {
                present_only: self.present_only,
            }),
            Endpoint::Vargas => C::Vargas(VargasOptions {
                divisions: self.divisions.clone(),
            }),
            Endpoint::Dasha => C::Dasha(DashaOptions {
                system: self.system,
                levels: self.levels,
                from: self.from,
            }),
            other => return C::defaulted(other),
        })
    }
}
