//! Every crossing of a set of boundaries by a graha: Saturn on its model where the model covers
//! the span (`saturn.rs`), every other graha, and Saturn elsewhere, by the ephemeris search
//! (`search.rs`). The one entry point, so that neither search depends on the other's caller.

use super::model::SaturnModel;
use super::saturn::{SETTLE_DAYS, saturn_crossings};
use super::search::{Crossing, search};
use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::types::{Days, JulianDay, Longitude, Planet};

/// Every crossing of `boundaries` by `planet` in `[from, to)`, in time order.
pub fn crossings(
    eph: &Ephemeris,
    planet: Planet,
    boundaries: &[Longitude],
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<Crossing>, EphemerisError> {
    let mut bounds: Vec<f64> = boundaries.iter().map(|b| b.degrees()).collect();
    bounds.sort_by(f64::total_cmp);
    bounds.dedup();
    if bounds.is_empty() || to <= from {
        return Ok(Vec::new());
    }
    let settle = Days::new(SETTLE_DAYS);
    // The searches step and solve on bare Julian day numbers, the real line of their roots.
    if planet == Planet::Saturn
        && SaturnModel::covers((from - settle).value(), (to + settle).value())
    {
        return saturn_crossings(eph, &bounds, from.value(), to.value());
    }
    search(eph, planet, &bounds, from.value(), to.value())
}
