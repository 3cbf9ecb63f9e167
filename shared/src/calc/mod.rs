//! From a calculation job to its JSON reply: the charts are computed once per job, then the
//! endpoint's reply builder turns them into the published shape. Pure: the current time comes in
//! the request, so a reply can be reproduced.

pub mod calendar;
pub mod calendar_names;
pub mod call;
pub mod chart_image;
pub mod dasha;
pub mod events;
pub mod matching;
pub mod muhurta;
pub mod names;
pub mod natal;
pub mod reading;
pub mod strength;
pub mod systems;
pub mod time;
pub mod zones;

use crate::astro::{
    Ayanamsa, BirthData, Chart, DashaYear, HouseFallback, HouseSystem, Node, Settings,
};
use crate::astro::{Ephemeris, JulianDay};
use crate::content::Locale;
use crate::endpoints::Endpoint;
pub use call::Call;
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
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

/// A person as a job carries them: the stored profile's fields, already validated at the API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonData {
    pub name: String,
    pub gender: Gender,
    pub date: NaiveDate,
    #[serde(with = "hhmm")]
    pub time: NaiveTime,
    pub timezone: String,
    pub location: String,
    /// Degrees, north positive.
    #[schema(minimum = -90, maximum = 90)]
    pub latitude: f64,
    /// Degrees, east positive.
    #[schema(minimum = -180, maximum = 180)]
    pub longitude: f64,
}

/// `HH:MM` on the wire.
pub mod hhmm {
    use chrono::NaiveTime;
    use serde::{Deserialize, Deserializer, Serializer};
    pub fn serialize<S: Serializer>(t: &NaiveTime, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&t.format("%H:%M").to_string())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<NaiveTime, D::Error> {
        let s = String::deserialize(d)?;
        NaiveTime::parse_from_str(&s, "%H:%M").map_err(serde::de::Error::custom)
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

/// Which chart a picture draws: the signs (rasi) or the houses of the chosen house system
/// (bhava chalit: each graha in its bhava).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ChartKind {
    #[default]
    Rasi,
    Bhava,
}

/// The dasha system of `POST /v1/dasha`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DashaSystem {
    #[default]
    Vimshottari,
    Yogini,
    Ashtottari,
    Chara,
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

/// Where a dasha timeline starts: at the period running today (default) or at the one running
/// at birth (the balance period).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DashaFrom {
    #[default]
    Today,
    Birth,
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

macro_rules! replies {
    ($( $e:ident => $ty:ty ),+ $(,)?) => {
        /// A calculation's reply: one type per endpoint, serialised as that type.
        // Built once per job and serialised straight away: boxing the large variants would
        // add an allocation and save nothing.
        #[allow(clippy::large_enum_variant)]
        #[derive(Debug, Clone, Serialize)]
        #[serde(untagged)]
        pub enum Reply {
            $($e($ty),)+
            /// `POST /v1/dasha` under another system than Vimshottari.
            DashaSystem(dasha::SystemDashaOut),
            /// `POST /v1/matching` under `system: porutham`.
            Porutham(matching::PoruthamReply),
            /// `POST /v1/matching` under `system: dashakoot`.
            Dashakoot(matching::DashakootReply),
            /// `POST /v1/kundli`: its sections' replies.
            Kundli(KundliOut),
        }

        impl Reply {
            /// The schema of an endpoint's reply (a reference to its named schema), with every
            /// named schema it uses added to `components`; `None` for a non-calculation.
            pub fn schema_of(
                e: Endpoint,
                components: &mut Vec<(String, RefOr<Schema>)>,
            ) -> Option<RefOr<Schema>> {
                // Endpoints whose reply has several shapes, one per system: each shape
                // declares its settings itself, and `system` tells them apart.
                if let Some(shapes) = system_shapes(e, components) {
                    return Some(by_system(shapes, components, true));
                }
                let own = match e {
                    Endpoint::Kundli => kundli_schema(components),
                    $(Endpoint::$e => named::<$ty>(components),)+
                    _ => return None,
                };
                if e == Endpoint::Planets {
                    return Some(own);
                }
                let settings = named::<WithSettings>(components);
                Some(RefOr::T(Schema::AllOf(
                    utoipa::openapi::schema::AllOfBuilder::new()
                        .item(own)
                        .item(settings)
                        .build(),
                )))
            }
        }
    };
}

replies! {
    BirthChart => natal::BirthChartOut,
    Planets => natal::PlanetsOut,
    Ascendant => natal::AscendantOut,
    Rashi => natal::RashiOut,
    Nakshatra => natal::NakshatraOut,
    Elements => natal::ElementsOut,
    HouseLords => natal::HouseLordsOut,
    Conjunctions => natal::ConjunctionsOut,
    Aspects => natal::AspectsOut,
    Atmakaraka => natal::AtmakarakaOut,
    Dasha => strength::DashaOut,
    Vargas => strength::VargasOut,
    Ashtakavarga => strength::AshtakavargaOut,
    Shadbala => strength::ShadbalaOut,
    Panchang => time::PanchangOut,
    Rashifal => time::RashifalOut,
    DailyInsight => time::InsightOut,
    Transits => time::TransitsOut,
    SadeSati => time::SadeSatiReply,
    Yogas => reading::YogasOut,
    Dosha => reading::DoshasOut,
    Functional => reading::FunctionalOut,
    Personality => reading::PersonalityOut,
    Predictions => reading::PredictionsOut,
    Remedies => reading::RemediesOut,
    BasicDetails => reading::BasicDetailsOut,
    Matching => matching::MatchingReply,
    ChartImage => chart_image::ChartImageOut,
    Kp => systems::KpOut,
    Jaimini => systems::JaiminiOut,
    KpHorary => systems::KpHoraryOut,
    Calendar => calendar::CalendarOut,
    Events => events::EventsOut,
    Muhurta => muhurta::MuhurtaOut,
}

/// The shapes of an endpoint whose reply has one per system, each with the values of `system`
/// it answers; `None` for an endpoint of one shape.
fn system_shapes(
    e: Endpoint,
    components: &mut Vec<(String, RefOr<Schema>)>,
) -> Option<Vec<(RefOr<Schema>, &'static [&'static str])>> {
    Some(match e {
        // Vimshottari (the spec's shape) or another system's reply.
        Endpoint::Dasha => vec![
            (named::<dasha::DashaOut>(components), &["vimshottari"][..]),
            (
                named::<dasha::SystemDashaOut>(components),
                &["yogini", "ashtottari", "chara"][..],
            ),
        ],
        // Ashtakoot (the spec's shape), the poruthams or Dashakoot.
        Endpoint::Matching => vec![
            (
                named::<matching::MatchingReply>(components),
                &["ashtakoot"][..],
            ),
            (
                named::<matching::PoruthamReply>(components),
                &["porutham"][..],
            ),
            (
                named::<matching::DashakootReply>(components),
                &["dashakoot"][..],
            ),
        ],
        _ => return None,
    })
}

/// The reply of an endpoint with one shape per system, one of them by the reply's `system`,
/// declared as the discriminator. With `settings`, each shape with its settings (a named schema
/// `<Shape>WithSettings`, so that a generated client has a model holding both); without, the
/// shapes themselves (a kundli's section: the settings are given once beside the sections).
fn by_system(
    shapes: Vec<(RefOr<Schema>, &[&str])>,
    components: &mut Vec<(String, RefOr<Schema>)>,
    settings: bool,
) -> RefOr<Schema> {
    let with = named::<WithSettings>(components);
    let mut one_of = utoipa::openapi::schema::OneOfBuilder::new();
    let mut mapping = Vec::new();
    for (shape, systems) in shapes {
        let RefOr::Ref(r) = &shape else {
            unreachable!("a named shape");
        };
        let mut name = r
            .ref_location
            .rsplit('/')
            .next()
            .unwrap_or_default()
            .to_owned();
        if settings {
            name.push_str("WithSettings");
            let whole = RefOr::T(Schema::AllOf(
                utoipa::openapi::schema::AllOfBuilder::new()
                    .item(shape.clone())
                    .item(with.clone())
                    .build(),
            ));
            components.push((name.clone(), whole));
        }
        let at = format!("#/components/schemas/{name}");
        for s in systems {
            mapping.push((s.to_string(), at.clone()));
        }
        one_of = one_of.item(RefOr::Ref(utoipa::openapi::Ref::from_schema_name(name)));
    }
    let discriminator = utoipa::openapi::Discriminator::with_mapping("system", mapping);
    RefOr::T(Schema::OneOf(
        one_of.discriminator(Some(discriminator)).build(),
    ))
}

/// `POST /v1/kundli`: each section's reply under its name; the settings are given once, beside
/// them.
#[derive(Debug, Clone)]
pub struct KundliOut(pub Vec<(Endpoint, Reply)>);

impl Serialize for KundliOut {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (e, reply) in &self.0 {
            m.serialize_entry(e.name(), reply)?;
        }
        m.end()
    }
}

/// The schema of a kundli's reply: an object with a property per section, each that section's
/// reply schema (without the settings, given once beside them).
fn kundli_schema(components: &mut Vec<(String, RefOr<Schema>)>) -> RefOr<Schema> {
    let mut o = utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::Object)
        .description(Some(
            "The sections asked for in `include`, each under its name, as its own endpoint \
             answers it",
        ));
    for &e in Endpoint::ALL.iter().filter(|e| e.is_section()) {
        if let Some(shapes) = system_shapes(e, components) {
            o = o.property(e.name(), by_system(shapes, components, false));
            continue;
        }
        let own = match Reply::schema_of(e, components) {
            // The section's own schema: the settings' `allOf` member left out.
            Some(RefOr::T(Schema::AllOf(all))) => all.items[0].clone(),
            Some(other) => other,
            None => continue,
        };
        o = o.property(e.name(), own);
    }
    RefOr::T(Schema::Object(o.build()))
}

/// The settings a reply was computed under, as every calculation reply but the
/// bare planets array carries them in `settings`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsEcho {
    pub ayanamsa: Ayanamsa,
    /// The ayanamsa's value at the (first) chart's moment (mean, without nutation), degrees;
    /// 0 for tropical.
    pub ayanamsa_degrees: f64,
    pub node: Node,
    /// The house system asked for (see `houseFallback` for the one used).
    pub house_system: HouseSystem,
    pub dasha_year: DashaYear,
    /// Set when the house system asked for is undefined at a birth place (Placidus and Koch
    /// inside the polar circles) and Porphyry was used instead; null otherwise.
    pub house_fallback: Option<HouseFallback>,
}

/// The moment a place request's settings are echoed at: noon UT of its `date`, else `now`.
fn echo_moment(req: &CalcRequest) -> JulianDay {
    match req.call.date() {
        Some(d) => JulianDay::from_utc(d.and_hms_opt(12, 0, 0).unwrap_or_default().and_utc()),
        None => JulianDay::from_utc(req.now),
    }
}

impl SettingsEcho {
    /// The echo of settings for a request without a chart (a place), the ayanamsa's value at
    /// `at`.
    pub fn at(settings: &Settings, at: JulianDay) -> SettingsEcho {
        SettingsEcho {
            ayanamsa: settings.ayanamsa,
            ayanamsa_degrees: natal::round(Ephemeris::with(settings).ayanamsa(at), 6),
            node: settings.node,
            house_system: settings.house_system,
            dasha_year: settings.dasha_year,
            house_fallback: None,
        }
    }

    /// The echo of the charts' settings: the first chart's ayanamsa value, the first fallback.
    pub fn of(charts: &[Chart]) -> Option<SettingsEcho> {
        let first = charts.first()?;
        let s = first.settings;
        Some(SettingsEcho {
            ayanamsa: s.ayanamsa,
            ayanamsa_degrees: natal::round(first.ayanamsa, 6),
            node: s.node,
            house_system: s.house_system,
            dasha_year: s.dasha_year,
            house_fallback: charts.iter().find_map(Chart::house_fallback),
        })
    }
}

/// `{ settings }`: what every calculation reply but the planets array adds to its own fields.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct WithSettings {
    pub settings: SettingsEcho,
}

/// A reply with the settings it was computed under: what a calculation job carries. Serialised
/// as the reply's own fields plus `settings`; the planets reply, a bare array by the spec, as
/// the array alone.
#[derive(Debug, Clone)]
pub struct Replied {
    pub reply: Reply,
    pub settings: SettingsEcho,
}

impl Serialize for Replied {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Flat<'a> {
            #[serde(flatten)]
            reply: &'a Reply,
            settings: &'a SettingsEcho,
        }
        match &self.reply {
            Reply::Planets(p) => p.serialize(s),
            reply => Flat {
                reply,
                settings: &self.settings,
            }
            .serialize(s),
        }
    }
}

/// A reference to `T`'s named schema, adding it and the schemas it uses to `components`.
pub fn named<T: utoipa::ToSchema>(components: &mut Vec<(String, RefOr<Schema>)>) -> RefOr<Schema> {
    let name = T::name().into_owned();
    T::schemas(components);
    components.push((name.clone(), T::schema()));
    RefOr::Ref(utoipa::openapi::Ref::from_schema_name(name))
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
        C::Dasha(o) => match o.system.unwrap_or_default() {
            DashaSystem::Vimshottari => R::Dasha(dasha::dasha(ctx, o)?),
            system => R::DashaSystem(dasha::system_dasha(ctx, o, system)?),
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
        C::ChartImage(o) => R::ChartImage(chart_image::chart_image(ctx, o)?),
        C::Kp(_) => R::Kp(systems::kp(ctx)?),
        C::Jaimini(_) => R::Jaimini(systems::jaimini(ctx)?),
        C::Calendar(o) => R::Calendar(calendar::calendar(ctx, o)?),
        C::Muhurta(o) => R::Muhurta(muhurta::for_request(ctx, o)?),
        // Cast from the request's moment or range, not from a natal chart (see `run_replied`).
        C::KpHorary(_) | C::Events(_) => {
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
        C::ReportKundli(_) | C::ReportPredictions(_) | C::ReportCompatibility(_) => {
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
    run_replied(req).and_then(|r| to_value(&r))
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
                serde_json::to_vec(&r)
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

/// Serialises a reply struct.
pub(crate) fn to_value<T: Serialize>(v: &T) -> Result<Value, CalcError> {
    serde_json::to_value(v).map_err(|e| CalcError::Engine(e.to_string()))
}
