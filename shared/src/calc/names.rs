//! Schemas of the closed sets carried as English names (a planet, a sign, a nakshatra), and of an
//! IANA zone: the fields stay strings (`&'static str` from `name()`, or the zone a client sent),
//! and name these types as their `value_type`, so the document lists every value a client can
//! send or receive (the zones, too many for an enumeration, at `GET /v1/timezones`).

use crate::astro::{Nakshatra, Planet, Sign};
use std::borrow::Cow;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

/// A string schema named `$schema` whose values are `$values` (an iterator of `&str`).
macro_rules! name_schema {
    ($(#[$m:meta])* $schema:ident, $values:expr) => {
        $(#[$m])*
        pub struct $schema;

        impl utoipa::PartialSchema for $schema {
            fn schema() -> RefOr<Schema> {
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some($values))
                    .into()
            }
        }

        impl utoipa::ToSchema for $schema {
            fn name() -> Cow<'static, str> {
                Cow::Borrowed(stringify!($schema))
            }
        }
    };
}

name_schema!(
    /// A graha by its English name (`Sun` … `Ketu`).
    PlanetName,
    Planet::ALL.iter().map(|p| p.name())
);
name_schema!(
    /// A sidereal sign by its English name (`Aries` … `Pisces`).
    SignName,
    Sign::ALL.iter().map(|s| s.name())
);
name_schema!(
    /// A nakshatra by its English name (`Ashwini` … `Revati`, `Purva Phalguni` with a space).
    NakshatraName,
    Nakshatra::ALL.iter().map(|n| n.name())
);
name_schema!(
    /// A yogakaraka: a graha by its English name, or `None` for an ascendant that has none (the
    /// spec types the field as a string).
    YogakarakaName,
    Planet::ALL.iter().map(|p| p.name()).chain(["None"])
);
/// An IANA time zone by name (`Asia/Kathmandu`): a string in the document, not an enumeration
/// of some six hundred names (generators choke on `GMT+0`, `GMT-0` and `GMT0` as enum members);
/// `GET /v1/timezones` lists the names accepted, and a 422 suggests the nearest.
pub struct TimezoneName;

impl utoipa::PartialSchema for TimezoneName {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some(
                "An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the \
                 names accepted.",
            ))
            .examples(["Asia/Kathmandu"])
            .into()
    }
}

impl utoipa::ToSchema for TimezoneName {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("TimezoneName")
    }
}
name_schema!(
    /// The dasha system of the Vimshottari reply.
    VimshottariSystem,
    ["vimshottari"].into_iter()
);
name_schema!(
    /// The dasha systems whose reply has the shape of `SystemDashaOut`.
    OtherDashaSystem,
    ["yogini", "ashtottari", "chara"].into_iter()
);
name_schema!(
    /// The matching system of the Ashtakoot reply.
    AshtakootSystem,
    ["ashtakoot"].into_iter()
);
name_schema!(
    /// The matching system of the porutham reply.
    PoruthamSystem,
    ["porutham"].into_iter()
);
name_schema!(
    /// The matching system of the Dashakoot reply.
    DashakootSystem,
    ["dashakoot"].into_iter()
);
name_schema!(
    /// A section of `POST /v1/kundli`: a calculation's name, as its path (`birth-chart`).
    SectionName,
    crate::endpoints::Endpoint::ALL
        .iter()
        .filter(|e| e.is_section())
        .map(|e| e.name())
);

/// A value of one of the engine's closed sets (a gana, a tithi, a koota…) in a reply: the
/// value itself for the code, its published English name on the wire (what `name()` gives).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Named<T>(pub T);

/// A closed set whose values have a published English name.
pub trait Published: Copy {
    fn published(self) -> &'static str;
}

impl<T: Published> Named<T> {
    /// The published name.
    pub fn name(self) -> &'static str {
        self.0.published()
    }
}

impl<T: Published> serde::Serialize for Named<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.published())
    }
}

impl<T: Published> std::fmt::Display for Named<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.published())
    }
}

impl<T: Published> PartialEq<&str> for Named<T> {
    fn eq(&self, other: &&str) -> bool {
        self.0.published() == *other
    }
}

macro_rules! published {
    ($($t:ty),+ $(,)?) => {
        $(impl Published for $t {
            fn published(self) -> &'static str {
                self.name()
            }
        })+
    };
}

published!(
    crate::astro::Animal,
    crate::astro::Category,
    crate::astro::CharaKaraka,
    crate::astro::Dignity,
    crate::astro::DoshaKind,
    crate::astro::Gana,
    crate::astro::Koota,
    crate::astro::Level,
    crate::astro::Nadi,
    crate::astro::Nature,
    crate::astro::YoniSex,
    crate::astro::bhava::LifeArea,
    crate::astro::calendar::lunar::Masa,
    crate::astro::dasha_phala::Tone,
    crate::astro::dasha_systems::Lord,
    crate::astro::dasha_systems::LordRule,
    crate::astro::dasha_systems::System,
    crate::astro::matching::Tara,
    crate::astro::matching::Varna,
    crate::astro::matching::Vashya,
    crate::astro::nakshatra_lore::Nature,
    crate::astro::panchang::Choghadiya,
    crate::astro::panchang::Karana,
    crate::astro::panchang::Paksha,
    crate::astro::panchang::Tithi,
    crate::astro::panchang::Vara,
    crate::astro::panchang::Yoga,
    crate::astro::transit::SadeSatiPhase,
    crate::astro::varshaphal::SahamKind,
    crate::astro::yogas::Group,
);
