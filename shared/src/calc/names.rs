//! Schemas of the closed sets carried as English names (a planet, a sign, a nakshatra, an IANA
//! zone): the fields stay strings (`&'static str` from `name()`, or the zone a client sent), and
//! name these types as their `value_type`, so the document lists every value a client can send
//! or receive.

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
name_schema!(
    /// An IANA time zone by the name chrono-tz knows it by (`Asia/Kathmandu`).
    TimezoneName,
    chrono_tz::TZ_VARIANTS.iter().map(|z| z.name())
);
name_schema!(
    /// A section of `POST /v1/kundli`: a calculation's name, as its path (`birth-chart`).
    SectionName,
    crate::endpoints::Endpoint::ALL
        .iter()
        .filter(|e| e.is_section())
        .map(|e| e.name())
);
