//! The pure calculation engine: no I/O, no async, no database.
//!
//! Everything is sidereal (Lahiri unless the [`Settings`] choose another ayanamsa or tropical),
//! geocentric and apparent; see docs/architecture.md ("Conventions of the engine") for the
//! conventions and [`settings`] for the settings.

pub mod affliction;
pub mod ashtakavarga;
pub mod aspects;
pub mod avasthas;
pub mod bhava;
pub mod bhava_bala;
pub mod bikram_sambat;
pub mod birth;
pub mod bs_table;
pub mod calendar;
pub mod chakras;
pub mod chart;
pub mod dasha;
pub mod dasha_phala;
pub mod dasha_systems;
pub mod dignity;
pub mod doshas;
pub mod ephemeris;
pub mod events;
pub mod functional;
pub mod gochara;
pub mod horoscope;
pub mod jaimini;
pub mod karakas;
pub mod kp;
pub mod mangal;
pub mod matching;
pub mod muhurta_finder;
pub mod nakshatra_lore;
pub mod panchang;
pub mod rashifal;
pub mod settings;
pub mod shadbala;
pub mod special_points;
mod sunrise;
pub mod transit;
pub mod types;
pub mod vargas;
pub mod varshaphal;
pub mod vimshopaka;
pub mod yogas;

pub use aspects::{NaturalNature, NodeAspects};
pub use bikram_sambat::{BsDate, BsError, BsMonth};
pub use birth::{BirthData, BirthError};
pub use chart::{Chart, GrahaPosition, House};
pub use dasha::{Period, Running, Vimshottari, vimshottari};
pub use dignity::{Dignity, Relation};
pub use doshas::{Dosha, DoshaKind};
pub use ephemeris::{Cusps, Ephemeris, EphemerisError, HouseFallback, RiseKind};
pub use functional::{FunctionalRole, Nature};
pub use karakas::{CharaKaraka, atmakaraka, chara_karakas};
pub use mangal::{MangalCancellation, MangalDosha, Severity, mangal_dosha};
pub use matching::{Ashtakoot, Koota, Level, ashtakoot};
pub use nakshatra_lore::{Animal, Gana, Nadi, Yoni, YoniSex};
pub use panchang::{Panchang, PanchangError};
pub use settings::{Ayanamsa, DashaYear, HouseSystem, Node, Settings, UnknownSetting};
pub use types::{Days, Element, JulianDay, Longitude, Modality, Nakshatra, Planet, Sign};
pub use vargas::{Division, VargaChart};
pub use yogas::{Category, Strength, Yoga};
