//! The replies of the calculations as one type (`Reply`, one variant per endpoint), the
//! settings every reply carries, and their OpenAPI schemas: one shape per system where a reply
//! has several (declared by a discriminator), a kundli's sections under their names.

use super::*;

/// Each reply type taken out of [`Reply`]: `let r: RashiOut = reply.try_into()?`, the reply
/// given back when it is another endpoint's.
macro_rules! reply_types {
    ($( $e:ident => $ty:ty ),+ $(,)?) => {
        $(impl TryFrom<Reply> for $ty {
            type Error = Reply;
            fn try_from(r: Reply) -> Result<Self, Reply> {
                match r {
                    Reply::$e(x) => Ok(x),
                    other => Err(other),
                }
            }
        })+
    };
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

        reply_types! {
            $($e => $ty,)+
            DashaSystem => dasha::SystemDashaOut,
            Porutham => matching::PoruthamReply,
            Dashakoot => matching::DashakootReply,
            Kundli => KundliOut,
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
    MatchingBatch => matching::MatchingBatchOut,
    ChartImage => chart_image::ChartImageOut,
    Kp => systems::KpOut,
    Jaimini => systems::JaiminiOut,
    KpHorary => systems::KpHoraryOut,
    Calendar => calendar::CalendarOut,
    Events => events::EventsOut,
    Horoscope => time::HoroscopeOut,
    Muhurta => muhurta::MuhurtaOut,
    Varshaphal => varshaphal::VarshaphalOut,
    SpecialPoints => special_points::SpecialPointsOut,
    Avasthas => depth::AvasthasOut,
    BhavaBala => depth::BhavaBalaOut,
    Chakras => depth::ChakrasOut,
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
                &crate::astro::dasha_systems::System::NAMES[..],
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
