//! The pure calculation engine: no I/O, no async, no database.
//!
//! Everything is sidereal (Lahiri), geocentric and apparent; see DESIGN §7 for conventions.

pub mod birth;
pub mod chart;
pub mod ephemeris;
pub mod types;

pub use birth::{BirthData, BirthError};
pub use chart::{Chart, GrahaPosition, House};
pub use ephemeris::{Ephemeris, EphemerisError, RiseKind};
pub use types::{Element, JulianDay, Longitude, Modality, Nakshatra, Planet, Sign};
