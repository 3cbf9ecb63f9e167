//! Transits (gochara): when a graha changes sign, how long it stays, and the Saturn periods
//! counted from the natal Moon (Sade Sati, Kantak Shani).
//!
//! Sign changes are found by root search on the ephemeris, never from mean motions alone: a
//! step is never longer than the least time the graha could need to reach the nearest boundary
//! of interest, by four bounds measured on the ephemeris (its top speed each way, its top
//! acceleration from the present speed, its largest retrograde arc, and how far it strays from
//! its mean motion), so no crossing is skipped, retrograde re-entries included. Far from a
//! boundary the steps are years long; near one they shrink quadratically, and a crossing is then
//! placed to about a second by a secant and a Newton step. A century of Saturn's ingresses into
//! three signs costs about two hundred ephemeris calls that way.
//!
//! Saturn, whose century-long searches (Sade Sati, Kantak Shani) are asked for most, is stepped
//! on a close model of its motion instead (`transit/model.rs`, within 0.0025° of the
//! ephemeris, at a hundredth of the cost of a call) with the same bounds: the ephemeris is then
//! asked about once per crossing, plus some thirty heliocentric positions a century, and takes
//! the search over only where the model cannot vouch for a crossing (a station within 0.0025° of
//! a boundary). The answers are the same to a second.

pub mod bounds;
mod crossings;
mod model;
pub(crate) mod motion;
mod sade_sati;
mod saturn;
mod search;
mod significant;
mod stays;

pub use crossings::crossings;
pub use sade_sati::{
    KANTAK_HOUSES, KantakShani, SadeSati, SadeSatiPhase, kantak_shani_periods, sade_sati_periods,
};
pub use search::Crossing;
pub use significant::{SignificantKind, SignificantTransit, is_significant, significant_transits};
pub use stays::{Ingress, Pass, Stay, ingresses, pass_at, stays_within};
