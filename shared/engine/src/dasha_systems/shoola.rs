//! Shoola dasha, a longevity (ayur) dasha (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated
//! Approach*, ch. 23): from the stronger of the lagna and the 7th, every sign in zodiacal
//! order, nine years each. It is not the niryana shoola dasha of ch. 22 (BPHS ch. 46's shoola
//! dasha), which starts from the stronger of the 2nd and the 8th and runs by the sign's oddity
//! with 7, 8 or 9 years a sign.

use super::narayana::{split, stronger_sign};
use super::{Lord, System, SystemPeriod, Timeline, lay};
use crate::chart::Chart;
use crate::types::Sign;

/// Years of every shoola dasha of the first cycle.
pub const YEARS: f64 = 9.0;

/// The sign the shoola dasha starts from: the stronger of the lagna and the 7th (Integrated
/// Approach ch. 23, Examples 89–92; strength as `narayana::stronger_sign`, ch. 15.5.2).
pub fn shoola_seed(chart: &Chart) -> Sign {
    let lagna = chart.ascendant_sign();
    stronger_sign(chart, lagna, lagna.nth(7))
}

/// The chart's shoola dasha timeline: from birth (no balance), the twelve signs from the seed
/// forward, nine years each (108), then the same order again with 12 − 9 = 3 years each (the
/// second cycle of the sign dashas, Integrated Approach ch. 18 and 23), until the period
/// running 120 years after birth.
pub fn shoola(chart: &Chart) -> Timeline {
    let seed = shoola_seed(chart);
    lay(System::Shoola, chart, chart.jd, YEARS, |k| {
        let s = seed.nth(k % 12 + 1);
        let years = if k < 12 { YEARS } else { 12.0 - YEARS };
        (Lord::Sign(s), s.name(), years)
    })
}

/// The antardashas of one of the timeline's maha periods: found as the mahas are, with the dasha
/// sign as the lagna (Integrated Approach ch. 23): the twelve signs in zodiacal order from the
/// stronger of the dasha sign and the 7th from it, twelve equal parts.
pub fn sub_periods(chart: &Chart, maha: &SystemPeriod) -> Vec<SystemPeriod> {
    match maha.lord {
        Lord::Sign(sign) => {
            let from = stronger_sign(chart, sign, sign.nth(7));
            split(maha, std::array::from_fn(|k| from.nth(k + 1)))
        }
        Lord::Planet(_) => Vec::new(),
    }
}
