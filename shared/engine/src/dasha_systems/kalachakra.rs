//! Kalachakra dasha (BPHS ch. 46, the kalachakra verses): the Moon's nakshatra pada gives a
//! sequence of nine signs, each ruling its years: Aries 7, Taurus 16, Gemini 9, Cancer 21, Leo
//! 5, Virgo 9, Libra 16, Scorpio 7, Sagittarius 10, Capricorn 4, Aquarius 4, Pisces 10. The
//! nakshatras fall in four groups, two savya (from Ashwini and from Bharani) and two apasavya
//! (from Rohini and from Mrigashira), and each group has one sequence a pada; a pada's
//! paramayus is its nine signs' years (100, 85, 83, 86 for the four padas of a savya group).
//!
//! The part of the pada the Moon has traversed is the part of the paramayus elapsed at birth:
//! it falls in one of the nine signs, which runs at birth with what is left of its years. When
//! the nine are done the sequence of the next pada follows, and so on. Antardashas: the nine
//! signs of the maha's own pada from the maha's place in it, each `maha × years / paramayus`.
//! Deha and jeeva signs are not given.

use super::{Lord, System, SystemPeriod, Timeline, lay};
use crate::chart::Chart;
use crate::types::{Days, Planet, Sign};

/// The years of the signs, Aries first.
pub const SIGN_YEARS: [f64; 12] = [
    7.0, 16.0, 9.0, 21.0, 5.0, 9.0, 16.0, 7.0, 10.0, 4.0, 4.0, 10.0,
];

/// The sequences of signs (indices, Aries 0) of each group's four padas: savya from Ashwini,
/// savya from Bharani, apasavya from Rohini, apasavya from Mrigashira (BPHS ch. 46).
const SEQUENCES: [[[usize; 9]; 4]; 4] = [
    [
        [0, 1, 2, 3, 4, 5, 6, 7, 8],
        [9, 10, 11, 7, 6, 5, 3, 4, 2],
        [1, 0, 11, 10, 9, 8, 0, 1, 2],
        [3, 4, 5, 6, 7, 8, 9, 10, 11],
    ],
    [
        [7, 6, 5, 3, 4, 2, 1, 0, 11],
        [10, 9, 8, 0, 1, 2, 3, 4, 5],
        [6, 7, 8, 9, 10, 11, 7, 6, 5],
        [3, 4, 2, 1, 0, 11, 10, 9, 8],
    ],
    [
        [8, 9, 10, 11, 0, 1, 2, 4, 3],
        [5, 6, 7, 11, 10, 9, 8, 7, 6],
        [5, 4, 3, 2, 1, 0, 8, 9, 10],
        [11, 0, 1, 2, 4, 3, 5, 6, 7],
    ],
    [
        [11, 10, 9, 8, 7, 6, 5, 4, 3],
        [2, 1, 0, 8, 9, 10, 11, 0, 1],
        [2, 4, 3, 5, 6, 7, 11, 10, 9],
        [8, 7, 6, 5, 4, 3, 2, 1, 0],
    ],
];

/// The group (index in [`SEQUENCES`]) of each nakshatra, Ashwini first: savya from Ashwini
/// (Ashwini, Krittika, Punarvasu, Ashlesha, Hasta, Swati, Mula, Uttara Ashadha, Purva
/// Bhadrapada), savya from Bharani (Bharani, Pushya, Chitra, Purva Ashadha, Uttara Bhadrapada,
/// Revati), apasavya from Rohini (Rohini, Magha, Vishakha, Shravana), apasavya from Mrigashira
/// (the other eight).
const GROUP: [usize; 27] = [
    0, 1, 0, 2, 3, 3, 0, 1, 0, 2, 3, 3, 0, 1, 0, 2, 3, 3, 0, 1, 0, 2, 3, 3, 0, 1, 1,
];

/// The 108 padas of the zodiac, Ashwini's first as 0.
const PADAS: usize = 108;

/// The nine signs of a pada (0–107).
fn sequence(pada: usize) -> [usize; 9] {
    let pada = pada % PADAS;
    SEQUENCES[GROUP[pada / 4]][pada % 4]
}

/// A pada's paramayus: its nine signs' years.
pub fn paramayus(pada: usize) -> f64 {
    sequence(pada).iter().map(|&s| SIGN_YEARS[s]).sum()
}

/// The `k`-th sign from place `at` of pada `pada`'s sequence, running on into the next padas':
/// its pada and its place in that pada's sequence.
fn nth(pada: usize, at: usize, k: usize) -> (usize, usize) {
    let i = at + k;
    ((pada + i / 9) % PADAS, i % 9)
}

/// The Moon's pada (0–107), the place in its sequence of the sign running at birth, and the
/// years of that sign elapsed at birth.
pub fn start(chart: &Chart) -> (usize, usize, f64) {
    let moon = chart.graha(Planet::Moon).longitude.degrees();
    let span = 360.0 / PADAS as f64;
    let pada = ((moon / span).floor() as usize).min(PADAS - 1);
    let completed = (moon / span - pada as f64) * paramayus(pada);
    let mut before = 0.0;
    for (at, &s) in sequence(pada).iter().enumerate() {
        if completed < before + SIGN_YEARS[s] {
            return (pada, at, completed - before);
        }
        before += SIGN_YEARS[s];
    }
    (pada, 8, SIGN_YEARS[sequence(pada)[8]])
}

/// The chart's kalachakra dasha timeline.
pub fn kalachakra(chart: &Chart) -> Timeline {
    let (pada, at, elapsed) = start(chart);
    let first = SIGN_YEARS[sequence(pada)[at]];
    let year = Days::new(chart.settings.dasha_year.days());
    lay(
        System::Kalachakra,
        chart,
        chart.jd - year * elapsed,
        first - elapsed,
        |k| {
            let (p, i) = nth(pada, at, k);
            let sign = Sign::from_index(sequence(p)[i]);
            (Lord::Sign(sign), sign.name(), SIGN_YEARS[sign.index()])
        },
    )
}

/// The antardashas of one of the timeline's maha periods: the nine signs of its pada from its
/// place there, each its years' share of the paramayus. The maha's pada is found from the
/// chart's Moon (a run of signs can belong to two padas' sequences: Rohini's 2nd and
/// Mrigashira's 3rd both go Virgo, Libra, Scorpio, Pisces, Aquarius, Capricorn).
pub fn sub_periods(t: &Timeline, chart: &Chart, maha: &SystemPeriod) -> Vec<SystemPeriod> {
    let Some(k) = t.periods.iter().position(|p| p == maha) else {
        return Vec::new();
    };
    let (pada, at, _) = start(chart);
    let (p, i) = nth(pada, at, k);
    let signs = sequence(p);
    let total = paramayus(p);
    let length = maha.end - maha.start;
    let mut begin = maha.start;
    (0..9)
        .map(|j| {
            let sign = Sign::from_index(signs[(i + j) % 9]);
            let share = SIGN_YEARS[sign.index()] / total;
            let end = begin + length * share;
            let sub = SystemPeriod {
                lord: Lord::Sign(sign),
                name: sign.name(),
                start: begin,
                end,
                years: maha.years * share,
            };
            begin = end;
            sub
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paramayus_of_the_padas() {
        // ref: BPHS ch. 46: savya padas 100, 85, 83, 86; apasavya 86, 83, 85, 100.
        let savya = [100.0, 85.0, 83.0, 86.0];
        for n in [0, 1, 2, 6, 7, 26] {
            for (q, years) in savya.iter().enumerate() {
                assert_eq!(paramayus(n * 4 + q), *years, "nakshatra {n} pada {q}");
            }
        }
        for n in [3, 4, 5, 9, 23] {
            for (q, years) in savya.iter().rev().enumerate() {
                assert_eq!(paramayus(n * 4 + q), *years, "nakshatra {n} pada {q}");
            }
        }
    }

    #[test]
    fn the_sequence_runs_on_into_the_next_pada() {
        // Ashwini's 4th pada ends in Pisces; Bharani's 1st begins with Scorpio.
        assert_eq!(nth(3, 8, 0), (3, 8));
        assert_eq!(nth(3, 8, 1), (4, 0));
        assert_eq!(sequence(4)[0], Sign::Scorpio.index());
        assert_eq!(nth(PADAS - 1, 8, 1), (0, 0));
    }
}
