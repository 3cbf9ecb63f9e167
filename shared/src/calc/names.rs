//! Schemas of the closed sets replies carry as English names (a planet, a sign, a nakshatra):
//! the reply fields stay `&'static str` from `name()`, and name these types as their
//! `value_type`, so the document lists every value a client can receive.

use crate::astro::{Nakshatra, Planet, Sign};
use std::borrow::Cow;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

macro_rules! name_schema {
    ($(#[$m:meta])* $schema:ident, $ty:ty) => {
        $(#[$m])*
        pub struct $schema;

        impl utoipa::PartialSchema for $schema {
            fn schema() -> RefOr<Schema> {
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some(<$ty>::ALL.iter().map(|v| v.name())))
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
    Planet
);
name_schema!(
    /// A sidereal sign by its English name (`Aries` … `Pisces`).
    SignName,
    Sign
);
name_schema!(
    /// A nakshatra by its English name (`Ashwini` … `Revati`, `Purva Phalguni` with a space).
    NakshatraName,
    Nakshatra
);

/// A yogakaraka: a graha by its English name, or `None` for an ascendant that has none (the
/// spec types the field as a string).
pub struct YogakarakaName;

impl utoipa::PartialSchema for YogakarakaName {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(Planet::ALL.iter().map(|p| p.name()).chain(["None"])))
            .into()
    }
}

impl utoipa::ToSchema for YogakarakaName {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("YogakarakaName")
    }
}
