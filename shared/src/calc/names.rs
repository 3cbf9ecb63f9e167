//! Schemas of the closed sets carried as English names (a planet, a sign, a nakshatra), and of an
//! IANA zone: the reply fields hold the values (`Planet`, `Sign`, `Nakshatra`, written by their
//! names) and name these types as their `value_type`, so the document lists every value a client
//! can send or receive (the zones, too many for an enumeration, at `GET /v1/timezones`).
//!
//! And the wrappers that write the engine's other values in replies: [`Named`] by their published
//! name, [`Keyed`] by their stable key, both declared `String` in the document.

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
    crate::astro::dasha_systems::System::NAMES.into_iter()
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
    crate::astro::BsMonth,
    crate::astro::Division,
    crate::astro::NaturalNature,
    crate::astro::ashtakavarga::SarvaRating,
    crate::astro::bhava::LordPlacement,
    crate::astro::calendar::Ayana,
    crate::astro::calendar::Direction,
    crate::astro::calendar::Ritu,
    crate::astro::calendar::Samvatsara,
    crate::astro::doshas::Extent,
    crate::astro::jaimini::ArudhaException,
    crate::astro::special_points::SpecialLagna,
    crate::astro::special_points::Upagraha,
    crate::astro::transit::SignificantKind,
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
    crate::astro::nakshatra_lore::Varna,
    crate::astro::panchang::Choghadiya,
    crate::astro::panchang::Gowri,
    crate::astro::panchang::Karana,
    crate::astro::panchang::Paksha,
    crate::astro::panchang::Tithi,
    crate::astro::panchang::Vara,
    crate::astro::panchang::Yoga,
    crate::astro::transit::SadeSatiPhase,
    crate::astro::varshaphal::SahamKind,
    crate::astro::yogas::Group,
);

/// The ayanamsa by its label (`Lahiri (ICRC)`), as the basic details name it.
impl Published for crate::astro::Ayanamsa {
    fn published(self) -> &'static str {
        self.label()
    }
}

/// A weekday by its English name (`Sunday`): the vara's `english()`, where `Named<Vara>` gives
/// its Sanskrit name (`Ravivara`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Weekday(pub crate::astro::panchang::Vara);

impl Published for Weekday {
    fn published(self) -> &'static str {
        self.0.english()
    }
}

/// A tara as the day's readings name it (`astro::gochara::TARA_NAMES`): the ninth is `Ati
/// Mitra`, where matching and the panchang's tarabala say `Parama Mitra`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GocharaTara(pub crate::astro::matching::Tara);

impl GocharaTara {
    /// The tara numbered 1–9 from the birth nakshatra (`astro::gochara::tara`).
    pub fn of_number(n: u8) -> Self {
        let i = usize::from(n.clamp(1, 9)) - 1;
        GocharaTara(crate::astro::matching::Tara::ALL[i])
    }
}

impl Published for GocharaTara {
    fn published(self) -> &'static str {
        let i = crate::astro::matching::Tara::ALL
            .iter()
            .position(|t| *t == self.0)
            .unwrap_or(0);
        crate::astro::gochara::TARA_NAMES[i]
    }
}

/// The phase of a significant transit (`rising` … `setting`, `fourth`, `eighth`, `tenth`,
/// `janma`): its kind's `phase()`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SignificantPhase(pub crate::astro::transit::SignificantKind);

impl Published for SignificantPhase {
    fn published(self) -> &'static str {
        self.0.phase()
    }
}

/// A Bikram Sambat month by its Nepali name (Devanagari): the month's `name_ne()`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BsMonthNe(pub crate::astro::BsMonth);

impl Published for BsMonthNe {
    fn published(self) -> &'static str {
        self.0.name_ne()
    }
}

/// A division by its Sanskrit name (`Navamsa`): the division's `sanskrit()`, where
/// `Named<Division>` gives `D9`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VargaName(pub crate::astro::Division);

impl Published for VargaName {
    fn published(self) -> &'static str {
        self.0.sanskrit()
    }
}

/// The Ayurvedic dosha of a nadi (`Vata`, `Pitta`, `Kapha`): the nadi's `dosha()`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Humour(pub crate::astro::Nadi);

impl Published for Humour {
    fn published(self) -> &'static str {
        self.0.dosha()
    }
}

/// A point of the chart a reply counts or contacts: a graha, or the ascendant (`Ascendant`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChartPoint {
    Graha(Planet),
    Ascendant,
}

impl Published for ChartPoint {
    fn published(self) -> &'static str {
        match self {
            ChartPoint::Graha(p) => p.name(),
            ChartPoint::Ascendant => "Ascendant",
        }
    }
}

/// A limb of the panchang by its name: a tithi, a nakshatra, a yoga or a karana.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Limb {
    Tithi(crate::astro::panchang::Tithi),
    Nakshatra(Nakshatra),
    Yoga(crate::astro::panchang::Yoga),
    Karana(crate::astro::panchang::Karana),
}

impl Published for Limb {
    fn published(self) -> &'static str {
        match self {
            Limb::Tithi(t) => t.name(),
            Limb::Nakshatra(n) => n.name(),
            Limb::Yoga(y) => y.name(),
            Limb::Karana(k) => k.name(),
        }
    }
}

/// A value of one of the engine's closed sets written by its stable key (`key()`, also its
/// content key) rather than its English name: a koota as `nadi` (`Named` says `Nadi`), a dosha
/// as `kaalSarp`, a cancellation as `sameLord`, a muhurta rule as `rahu-kalam`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Keyed<T>(pub T);

/// A closed set whose values have a published stable key.
pub trait PublishedKey: Copy {
    fn published_key(self) -> &'static str;
}

impl<T: PublishedKey> Keyed<T> {
    /// The published key.
    pub fn key(self) -> &'static str {
        self.0.published_key()
    }
}

impl<T: PublishedKey> serde::Serialize for Keyed<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.published_key())
    }
}

impl<T: PublishedKey> std::fmt::Display for Keyed<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.published_key())
    }
}

impl<T: PublishedKey> PartialEq<&str> for Keyed<T> {
    fn eq(&self, other: &&str) -> bool {
        self.0.published_key() == *other
    }
}

macro_rules! published_key {
    ($($t:ty),+ $(,)?) => {
        $(impl PublishedKey for $t {
            fn published_key(self) -> &'static str {
                self.key()
            }
        })+
    };
}

published_key!(
    crate::astro::DoshaKind,
    crate::astro::Koota,
    crate::astro::MangalCancellation,
    crate::astro::calendar::almanac::SpecialYoga,
    crate::astro::matching::BhakootCancellation,
    crate::astro::matching::BhakootKind,
    crate::astro::matching::ManglikOutcome,
    crate::astro::matching::NadiCancellation,
    crate::astro::muhurta_finder::Rule,
);

/// A paksha by its lowercase key (`shukla`, `krishna`), as the Ashtottari applicability says it
/// (`Named<Paksha>` gives `Shukla`).
impl PublishedKey for crate::astro::panchang::Paksha {
    fn published_key(self) -> &'static str {
        match self {
            crate::astro::panchang::Paksha::Shukla => "shukla",
            crate::astro::panchang::Paksha::Krishna => "krishna",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::astro::{Element, Koota, Modality, doshas, jaimini, matching, panchang};
    use crate::calc::natal::{element_name, modality_name};

    /// A value as written in a reply.
    fn wire<T: serde::Serialize>(v: T) -> String {
        serde_json::to_value(v)
            .unwrap()
            .as_str()
            .unwrap()
            .to_owned()
    }

    #[test]
    fn reply_enums_write_the_names_the_code_reads() {
        for l in crate::calc::dasha::PeriodLevel::ALL {
            assert_eq!(wire(l), l.name());
        }
        for a in crate::calc::reading::TraitArea::ALL {
            assert_eq!(wire(a), a.name());
        }
        for e in [Element::Fire, Element::Earth, Element::Air, Element::Water] {
            assert_eq!(wire(e), element_name(e));
        }
        for m in [Modality::Movable, Modality::Fixed, Modality::Dual] {
            assert_eq!(wire(m), modality_name(m));
        }
        for s in doshas::Side::ALL {
            assert_eq!(wire(s), s.name());
        }
    }

    #[test]
    fn local_sets_are_named_by_the_engine_tables() {
        use crate::calc::reading::KaalSarpType;
        use crate::calc::systems::Karaka;
        for (i, t) in KaalSarpType::ALL.iter().enumerate() {
            assert_eq!(wire(Named(*t)), doshas::KAAL_SARP_TYPES[i]);
            assert_eq!(KaalSarpType::of_rahu_house(i as u8 + 1), *t);
        }
        for (k, name) in Karaka::SEVEN.iter().zip(jaimini::SEVEN_NAMES) {
            assert_eq!(k.name(), name);
        }
        for (k, name) in Karaka::EIGHT.iter().zip(jaimini::EIGHT_NAMES) {
            assert_eq!(k.name(), name);
        }
        for n in 1..=9u8 {
            let t = GocharaTara::of_number(n);
            assert_eq!(
                wire(Named(t)),
                crate::astro::gochara::TARA_NAMES[usize::from(n) - 1]
            );
        }
    }

    #[test]
    fn keyed_values_write_their_key_and_named_ones_their_name() {
        assert_eq!(wire(Keyed(Koota::GrahaMaitri)), "grahamaitri");
        assert_eq!(wire(Named(Koota::GrahaMaitri)), "Graha Maitri");
        assert_eq!(
            wire(Keyed(matching::BhakootKind::ShadAshtaka)),
            "shadAshtaka"
        );
        assert_eq!(wire(Keyed(panchang::Paksha::Krishna)), "krishna");
        assert_eq!(wire(Named(panchang::Paksha::Krishna)), "Krishna");
        let sunday = chrono::NaiveDate::from_ymd_opt(2026, 1, 4).unwrap();
        assert_eq!(wire(Named(Weekday(panchang::Vara::of(sunday)))), "Sunday");
        assert_eq!(wire(Named(panchang::Vara::of(sunday))), "Ravivara");
    }
}
