//! From a calculation job to its JSON reply: the charts are computed once per job, then the
//! endpoint's reply builder turns them into the published shape. Pure: the current time comes in
//! the request, so a reply can be reproduced.

pub mod calendar;
pub mod calendar_names;
pub mod call;
pub mod chart_image;
pub mod dasha;
pub mod depth;
pub mod display;
pub mod events;
pub mod matching;
pub mod muhurta;
pub mod names;
pub mod natal;
pub mod reading;
mod reply;
pub mod sky;
pub mod special_points;
pub mod strength;
pub mod systems;
pub mod time;
pub mod varshaphal;
pub mod zones;

use crate::astro::{
    Ayanamsa, BirthData, Chart, DashaYear, HouseFallback, HouseSystem, Node, Settings,
};
use crate::astro::{Ephemeris, JulianDay};
use crate::content::Locale;
use crate::endpoints::Endpoint;
pub use call::Call;
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
pub use dasha::{DashaFrom, DashaSystem};
pub use reply::{KundliOut, Replied, Reply, SettingsEcho, WithSettings, named};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::openapi::{RefOr, Schema};

/// `male` or `female`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Gender {
    Male,
    Female,
}

/// A person as a job carries them: a stored profile's fields, or a birth given with the
/// request (whose name, gender and place name may be left out), validated at the API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonData {
    /// Empty for a birth given without one.
    pub name: String,
    /// Absent for a birth given without one.
    #[serde(default)]
    pub gender: Option<Gender>,
    pub date: NaiveDate,
    #[serde(with = "hhmm")]
    pub time: NaiveTime,
    pub timezone: String,
    /// Empty for a birth given without one.
    pub location: String,
    /// Degrees, north positive.
    #[schema(minimum = -90, maximum = 90)]
    pub latitude: f64,
    /// Degrees, east positive.
    #[schema(minimum = -180, maximum = 180)]
    pub longitude: f64,
}

/// A time of birth as written: `HH:MM`, or `HH:MM:SS` when it has seconds.
/// Degrees within a sign as a reader reads them, `12°34′` (the minutes cut, not rounded, so a
/// graha at 29°59′50″ is not shown in the next sign): the PDF reports and the dashboard.
pub fn dms(deg: f64) -> String {
    let total = (deg * 60.0).floor() as i64;
    format!("{}°{:02}′", total / 60, total % 60)
}

pub mod hhmm {
    use chrono::{NaiveTime, Timelike};
    use serde::{Deserialize, Deserializer, Serializer};

    /// `t` as `HH:MM`, with `:SS` when its seconds are not zero.
    pub fn text(t: &NaiveTime) -> String {
        if t.second() == 0 {
            t.format("%H:%M").to_string()
        } else {
            t.format("%H:%M:%S").to_string()
        }
    }

    /// A 24-hour `HH:MM` or `HH:MM:SS`, nothing else (no leap second).
    pub fn parse(s: &str) -> Option<NaiveTime> {
        let t = match s.len() {
            5 => NaiveTime::parse_from_str(s, "%H:%M").ok(),
            8 => NaiveTime::parse_from_str(s, "%H:%M:%S").ok(),
            _ => None,
        }?;
        (t.nanosecond() == 0).then_some(t)
    }

    pub fn serialize<S: Serializer>(t: &NaiveTime, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&text(t))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<NaiveTime, D::Error> {
        let s = String::deserialize(d)?;
        parse(&s).ok_or_else(|| serde::de::Error::custom("a time HH:MM or HH:MM:SS"))
    }
}

impl PersonData {
    /// Checked birth data of this person.
    pub fn birth(&self) -> Result<BirthData, CalcError> {
        let tz = self
            .timezone
            .parse()
            .map_err(|_| CalcError::invalid("timezone", "not an IANA timezone"))?;
        BirthData::new(self.date, self.time, tz, self.latitude, self.longitude)
            .map_err(|e| CalcError::invalid("time", &e.to_string()))
    }
}

/// Rashifal period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Period {
    Daily,
    Weekly,
    Monthly,
    Yearly,
}

/// The Moon sign (rashi) a sign horoscope is read for, or all twelve.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum HoroscopeSign {
    Aries,
    Taurus,
    Gemini,
    Cancer,
    Leo,
    Virgo,
    Libra,
    Scorpio,
    Sagittarius,
    Capricorn,
    Aquarius,
    Pisces,
    All,
}

impl HoroscopeSign {
    /// The signs read, in zodiac order.
    pub fn signs(self) -> Vec<crate::astro::Sign> {
        match self {
            HoroscopeSign::All => crate::astro::Sign::ALL.to_vec(),
            one => vec![crate::astro::Sign::from_index(one as usize)],
        }
    }
}

/// Calendar of a rashifal's bounds: Gregorian (`ad`) or Bikram Sambat (`bs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Calendar {
    #[default]
    Ad,
    Bs,
}

/// How a calendar is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum CalendarFormat {
    #[default]
    Json,
    /// `text/calendar` (RFC 5545).
    Ics,
}

/// The years a calendar may be asked for: AD 1800–2400, BS within its table.
pub fn years(calendar: Calendar) -> std::ops::RangeInclusive<i32> {
    match calendar {
        Calendar::Ad => 1800..=2400,
        Calendar::Bs => {
            i32::from(crate::astro::bs_table::MIN_YEAR)
                ..=i32::from(crate::astro::bs_table::MAX_YEAR)
        }
    }
}

/// North Indian (diamond), South Indian (fixed signs, Pisces top left) or East Indian (fixed
/// signs, Aries top middle) chart drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ChartStyle {
    North,
    South,
    East,
}

/// The file a picture is answered as instead of the JSON reply: set by the API from the
/// request's `Accept` (`POST /v1/chart-image`), never read from a body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ImageFormat {
    Svg,
    Png,
}

impl ImageFormat {
    /// The media type of a picture in this format.
    pub fn mime_type(self) -> &'static str {
        match self {
            ImageFormat::Svg => "image/svg+xml",
            ImageFormat::Png => "image/png",
        }
    }
}

/// Which chart a picture draws: the signs (rasi), the houses of the chosen house system
/// (bhava chalit: each graha in its bhava), or a chakra: Sudarshana's three rings, or the
/// Sarvatobhadra grid with the day's grahas and the vedha of the day's nakshatra.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ChartKind {
    #[default]
    Rasi,
    Bhava,
    Sudarshana,
    Sarvatobhadra,
}

/// The matching system of `POST /v1/matching`: the North Indian Ashtakoot
/// (the spec's), the South Indian ten poruthams, or the ten kootas of Dashakoot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum MatchingSystem {
    #[default]
    Ashtakoot,
    Porutham,
    Dashakoot,
}

/// A place a request names instead of (or besides) a profile: where a horary chart is cast, a
/// panchang or a calendar computed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Place {
    /// Degrees, north positive.
    pub latitude: f64,
    /// Degrees, east positive.
    pub longitude: f64,
    /// IANA zone name, checked at the API.
    pub timezone: String,
}

impl Place {
    pub fn zone(&self) -> Result<chrono_tz::Tz, CalcError> {
        self.timezone
            .parse()
            .map_err(|_| CalcError::invalid("timezone", "must be an IANA timezone name"))
    }
    /// The place as the calendar engine takes it (its zone parsed).
    pub fn located(&self) -> Result<crate::astro::calendar::Place, CalcError> {
        Ok(crate::astro::calendar::Place::new(
            self.latitude,
            self.longitude,
            self.zone()?,
        ))
    }
}

/// A calculation job's input.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CalcRequest {
    /// The endpoint and its options.
    pub call: Call,
    /// One person, or bride then groom; none where the request names a place only.
    pub persons: Vec<PersonData>,
    /// The place the request names, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<Place>,
    #[serde(default)]
    pub locale: Locale,
    /// How the digits of Hindi and Nepali strings are written.
    #[serde(default)]
    pub numerals: display::Numerals,
    /// The calculation conventions, the request's own over the account's defaults.
    #[serde(default)]
    pub settings: Settings,
    /// The picture as a file (`POST /v1/chart-image` with `Accept: image/svg+xml` or
    /// `image/png`); absent: the JSON reply.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<ImageFormat>,
    /// "Now" for transits, current dasha and today's panchang.
    pub now: DateTime<Utc>,
}

impl CalcRequest {
    /// The endpoint called.
    pub fn endpoint(&self) -> Endpoint {
        self.call.endpoint()
    }
}

/// Why a calculation failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error, Serialize, Deserialize)]
pub enum CalcError {
    /// Bad input the API could not see (permanent; the caller gets 422).
    #[error("{field}: {message}")]
    Invalid { field: String, message: String },
    /// The engine could not compute (e.g. a date outside the ephemeris or a table).
    #[error("{0}")]
    Engine(String),
    /// A fault of the service, not of the request (a font file missing): 500, logged.
    #[error("{0}")]
    Internal(String),
}

impl CalcError {
    pub fn invalid(field: &str, message: &str) -> Self {
        CalcError::Invalid {
            field: field.to_owned(),
            message: message.to_owned(),
        }
    }
}

impl From<crate::astro::EphemerisError> for CalcError {
    fn from(e: crate::astro::EphemerisError) -> Self {
        CalcError::Engine(e.to_string())
    }
}

/// Everything a reply builder needs, computed once.
pub struct Ctx<'a> {
    pub persons: &'a [PersonData],
    /// The place the request names, if any.
    pub place: Option<&'a Place>,
    pub births: &'a [BirthData],
    pub charts: &'a [Chart],
    pub locale: Locale,
    pub settings: &'a Settings,
    pub now: DateTime<Utc>,
}

impl Ctx<'_> {
    /// The (first) person's chart.
    pub fn chart(&self) -> &Chart {
        &self.charts[0]
    }
    pub fn birth(&self) -> &BirthData {
        &self.births[0]
    }
    pub fn person(&self) -> &PersonData {
        &self.persons[0]
    }
    pub fn locale(&self) -> Locale {
        self.locale
    }
}

/// The moment a place request's settings are echoed at: noon UT of its `date`, else `now`.
fn echo_moment(req: &CalcRequest) -> JulianDay {
    match req.call.date() {
        Some(d) => JulianDay::from_utc(d.and_hms_opt(12, 0, 0).unwrap_or_default().and_utc()),
        None => JulianDay::from_utc(req.now),
    }
}

/// The persons of a request checked and charted, in their order: what every calculation starts
/// from. A caller running several calculations for the same persons (a report) prepares them
/// once; a chart does not depend on the request's `now` or options other than its settings.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub births: Vec<BirthData>,
    pub charts: Vec<Chart>,
}

impl Prepared {
    /// Checks each person's birth data and computes their natal chart under `settings`.
    pub fn new(persons: &[PersonData], settings: &Settings) -> Result<Prepared, CalcError> {
        let births = persons
            .iter()
            .map(PersonData::birth)
            .collect::<Result<Vec<_>, _>>()?;
        if births.is_empty() {
            return Err(CalcError::invalid("profileId", "no profile given"));
        }
        let charts = births
            .iter()
            .map(|b| Chart::compute_with(b, settings))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Prepared { births, charts })
    }
}

/// The default settings of an endpoint for an account whose defaults are `account`: the
/// account's, except on `POST /v1/kp`, whose ayanamsa and houses are KP's (ayanamsa `kp`
/// unless asked, houses Placidus; docs/decisions.md, "Systems"). The API fills a request's
/// absent settings from these; a request's own options win.
pub fn defaults_for(endpoint: Endpoint, account: Settings) -> Settings {
    match endpoint {
        Endpoint::Kp | Endpoint::KpHorary => Settings {
            ayanamsa: Ayanamsa::Kp,
            house_system: HouseSystem::Placidus,
            ..account
        },
        _ => account,
    }
}

/// Runs one calculation under the request's settings, with their echo.
pub fn run_replied(req: &CalcRequest) -> Result<Replied, CalcError> {
    match &req.call {
        Call::KpHorary(o) => return systems::kp_horary(req, o),
        Call::Events(o) => return events::events_replied(req, o),
        Call::Horoscope(o) => return time::horoscope_replied(req, o),
        _ => {}
    }
    // A place without a profile: no birth, no natal chart.
    let prepared = if req.persons.is_empty() && req.place.is_some() {
        Prepared {
            births: Vec::new(),
            charts: Vec::new(),
        }
    } else {
        Prepared::new(&req.persons, &req.settings)?
    };
    let reply = run_with(req, &prepared.births, &prepared.charts)?;
    let settings = match SettingsEcho::of(&prepared.charts) {
        Some(s) => s,
        None => SettingsEcho::at(&req.settings, echo_moment(req)),
    };
    Ok(Replied { reply, settings })
}

/// Runs one calculation on births and charts already computed, one of each per person of
/// `req.persons` and in the same order (see [`Prepared`]).
pub fn run_with(
    req: &CalcRequest,
    births: &[BirthData],
    charts: &[Chart],
) -> Result<Reply, CalcError> {
    if req.persons.is_empty() && req.place.is_none() {
        return Err(CalcError::invalid("profileId", "no profile given"));
    }
    if births.len() != req.persons.len() || charts.len() != req.persons.len() {
        return Err(CalcError::Engine(format!(
            "{} persons but {} births and {} charts",
            req.persons.len(),
            births.len(),
            charts.len()
        )));
    }
    let ctx = Ctx {
        persons: &req.persons,
        place: req.place.as_ref(),
        births,
        charts,
        locale: req.locale,
        settings: &req.settings,
        now: req.now,
    };
    reply_of(&req.call, &ctx)
}

/// The reply of a call on a context built once (a kundli's sections share it).
fn reply_of(call: &Call, ctx: &Ctx) -> Result<Reply, CalcError> {
    use Call as C;
    use Reply as R;
    Ok(match call {
        C::BirthChart(_) => R::BirthChart(natal::birth_chart(ctx)?),
        C::Planets(_) => R::Planets(natal::planets(ctx)?),
        C::Ascendant(_) => R::Ascendant(natal::ascendant(ctx)?),
        C::Rashi(_) => R::Rashi(natal::rashi(ctx)?),
        C::Nakshatra(_) => R::Nakshatra(natal::nakshatra(ctx)?),
        C::Elements(_) => R::Elements(natal::elements(ctx)?),
        C::HouseLords(_) => R::HouseLords(natal::house_lords(ctx)?),
        C::Conjunctions(_) => R::Conjunctions(natal::conjunctions(ctx)?),
        C::Aspects(_) => R::Aspects(natal::aspects(ctx)?),
        C::Atmakaraka(_) => R::Atmakaraka(natal::atmakaraka(ctx)?),
        C::Dasha(o) => match o.system.unwrap_or_default().other() {
            None => R::Dasha(dasha::dasha(ctx, o)?),
            Some(other) => R::DashaSystem(dasha::system_dasha(ctx, o, other)?),
        },
        C::Vargas(o) => R::Vargas(strength::vargas(ctx, o)?),
        C::Ashtakavarga(_) => R::Ashtakavarga(strength::ashtakavarga(ctx)?),
        C::Shadbala(_) => R::Shadbala(strength::shadbala(ctx)?),
        C::Panchang(o) => R::Panchang(time::panchang(ctx, o)?),
        C::Rashifal(o) => R::Rashifal(time::rashifal(ctx, o)?),
        C::DailyInsight(o) => R::DailyInsight(time::daily_insight(ctx, o)?),
        C::Transits(o) => R::Transits(time::transits(ctx, o)?),
        C::SadeSati(o) => R::SadeSati(time::sade_sati(ctx, o)?),
        C::Yogas(o) => R::Yogas(reading::yogas(ctx, o)?),
        C::Dosha(_) => R::Dosha(reading::dosha(ctx)?),
        C::Functional(_) => R::Functional(reading::functional(ctx)?),
        C::Personality(_) => R::Personality(reading::personality(ctx)?),
        C::Predictions(_) => R::Predictions(reading::predictions(ctx)?),
        C::Remedies(_) => R::Remedies(reading::remedies(ctx)?),
        C::BasicDetails(_) => R::BasicDetails(reading::basic_details(ctx)?),
        C::Matching(o) => match o.system.unwrap_or_default() {
            MatchingSystem::Ashtakoot => R::Matching(matching::matching(ctx)?),
            MatchingSystem::Porutham => R::Porutham(matching::porutham(ctx)?),
            MatchingSystem::Dashakoot => R::Dashakoot(matching::dashakoot(ctx)?),
        },
        C::MatchingBatch(o) => R::MatchingBatch(matching::batch(
            ctx,
            o.role,
            o.system.unwrap_or_default(),
            &o.candidates,
        )?),
        C::ChartImage(o) => R::ChartImage(chart_image::chart_image(ctx, o)?),
        C::Kp(_) => R::Kp(systems::kp(ctx)?),
        C::Jaimini(_) => R::Jaimini(systems::jaimini(ctx)?),
        C::Calendar(o) => R::Calendar(calendar::calendar(ctx, o)?),
        C::Muhurta(o) => R::Muhurta(muhurta::for_request(ctx, o)?),
        C::Varshaphal(o) => R::Varshaphal(varshaphal::varshaphal(ctx, o)?),
        C::SpecialPoints(_) => R::SpecialPoints(special_points::special_points(ctx)?),
        C::Avasthas(_) => R::Avasthas(depth::avasthas(ctx)?),
        C::BhavaBala(_) => R::BhavaBala(depth::bhava_bala(ctx)?),
        C::Chakras(o) => R::Chakras(depth::chakras(ctx, o)?),
        // Cast from the request's moment or range, not from a natal chart (see `run_replied`).
        C::KpHorary(_) | C::Events(_) | C::Horoscope(_) => {
            return Err(CalcError::Engine(
                "a KP horary chart or a range of events is not read from a natal chart".into(),
            ));
        }
        C::Kundli(k) => R::Kundli(KundliOut(
            k.include
                .iter()
                .map(|&s| match k.section(s).filter(|_| s.is_section()) {
                    Some(section) => Ok((s, reply_of(&section, ctx)?)),
                    None => Err(CalcError::invalid("include", "is not a section")),
                })
                .collect::<Result<_, _>>()?,
        )),
        C::ReportKundli(_)
        | C::ReportPredictions(_)
        | C::ReportCompatibility(_)
        | C::ReportVarshaphal(_) => {
            return Err(CalcError::Engine(format!(
                "{} is not a calculation",
                call.endpoint().path()
            )));
        }
    })
}

/// Runs one calculation and gives its reply, with its settings, as JSON (what the job carries
/// to the API).
pub fn run_json(req: &CalcRequest) -> Result<Value, CalcError> {
    let engine = |e: serde_json::Error| CalcError::Engine(e.to_string());
    let r = run_replied(req)?;
    let text = display::to_vec(&r, req.locale, req.numerals).map_err(engine)?;
    serde_json::from_slice(&text).map_err(engine)
}

/// What a calculation job answers: its reply as JSON text, or a file (a picture asked for by
/// `Accept`).
#[derive(Debug, Clone, PartialEq)]
pub enum Output {
    /// The reply written straight from its types (no `Value` tree on the way): the text the API
    /// forwards.
    Json(Vec<u8>),
    File {
        mime_type: &'static str,
        bytes: Vec<u8>,
    },
}

/// Runs one calculation and gives what its job answers: the JSON reply of [`run_json`], or for
/// a chart picture asked for as a file, the file.
pub fn run_output(req: &CalcRequest) -> Result<Output, CalcError> {
    let format = match (req.endpoint(), req.image) {
        (Endpoint::ChartImage, Some(f)) => f,
        _ => {
            return run_replied(req).and_then(|r| {
                display::to_vec(&r, req.locale, req.numerals)
                    .map(Output::Json)
                    .map_err(|e| CalcError::Engine(e.to_string()))
            });
        }
    };
    let Replied {
        reply: Reply::ChartImage(out),
        ..
    } = run_replied(req)?
    else {
        return Err(CalcError::Engine(
            "chart-image answered another reply".into(),
        ));
    };
    let (mime_type, bytes) = chart_image::picture(out, format)?;
    Ok(Output::File { mime_type, bytes })
}
