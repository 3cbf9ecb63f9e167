//! Rashifal scoring (`POST /v1/rashifal`, `POST /v1/daily-insight`): how a period's life areas
//! get their 1–10 scores from the real transits over the natal Moon sign and the running
//! Vimshottari dasha, which days of a period are lucky, and how a single day scores.
//!
//! Method. At each sampled moment of the period every graha's gochara from the natal Moon is
//! judged (+1 good, 0 good but obstructed by vedha, −1 bad; Phaladeepika ch. 26) and weighted
//! per area by the grahas' natural significations (BPHS ch. 32: the Sun for status, Saturn for
//! work, Jupiter for wealth, Venus for love, the luminaries for the body). The running maha and
//! antar dasha lords add their natal dignity, their house from the ascendant and their own
//! transit (BPHS ch. 46–47: a dasha gives the results of its lord's strength and placement),
//! more so when they rule or occupy the area's houses. Score = 5.5 + 4.5·x rounded, x in −1…1.
//! Lucky days are the days whose Moon has both chandra bala and a good tara from the birth
//! nakshatra (Muhurta Chintamani ch. 1).

use super::chart::Chart;
use super::dignity::dignity;
use super::gochara::{Gochara, Snapshot, tara_is_good};
use super::panchang::jd_at_midnight_ut;
use super::types::{Days, JulianDay, Planet};
use chrono::NaiveDate;

/// The five areas of a rashifal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Area {
    Overall,
    Career,
    Finance,
    Love,
    Health,
}

impl Area {
    /// In the order of the reply.
    pub const ALL: [Area; 5] = [
        Area::Overall,
        Area::Career,
        Area::Finance,
        Area::Love,
        Area::Health,
    ];

    /// As published, also its content key.
    pub fn name(self) -> &'static str {
        match self {
            Area::Overall => "overall",
            Area::Career => "career",
            Area::Finance => "finance",
            Area::Love => "love",
            Area::Health => "health",
        }
    }

    /// Weight of each graha (in `Planet::ALL` order) for the area, by natural signification
    /// (BPHS ch. 32).
    pub fn weights(self) -> [f64; 9] {
        //   Sun  Moon Mars Merc Jup  Ven  Sat  Rahu Ketu
        match self {
            Area::Career => [2.0, 0.5, 1.0, 1.0, 1.0, 0.5, 2.0, 0.5, 0.0],
            Area::Finance => [0.5, 1.0, 0.5, 1.5, 2.0, 1.5, 0.5, 0.5, 0.0],
            Area::Love => [0.5, 1.5, 1.0, 0.5, 1.0, 3.0, 0.5, 0.5, 0.0],
            Area::Health => [2.0, 1.5, 1.0, 0.5, 0.5, 0.5, 1.5, 0.5, 0.5],
            Area::Overall => [1.0, 1.0, 1.0, 1.0, 2.0, 1.0, 2.0, 1.0, 1.0],
        }
    }

    /// Houses (from the ascendant) the area is read from (BPHS ch. 11–23 on the bhavas: the
    /// 10th for work, the 2nd and 11th for wealth and gains, the 5th and 7th for love, the 1st,
    /// 6th and 8th for the body).
    pub fn houses(self) -> &'static [u8] {
        match self {
            Area::Career => &[10],
            Area::Finance => &[2, 11],
            Area::Love => &[5, 7],
            Area::Health => &[1, 6, 8],
            Area::Overall => &[],
        }
    }
}

/// 06:00 local mean time at a longitude (degrees east) on a date: the moment a day of a
/// period is read at, and the Moon "of the day" for lucky days.
pub fn morning(date: NaiveDate, longitude: f64) -> JulianDay {
    jd_at_midnight_ut(date) + Days::new(0.25 - longitude / 360.0)
}

/// A period's gochara: the grahas judged at each sampled moment and at the middle of the
/// period, and the dasha lords running then.
#[derive(Debug, Clone, PartialEq)]
pub struct PeriodGochara {
    /// Gochara at each sampled moment (at least one).
    pub samples: Vec<Snapshot>,
    /// Gochara at the middle of the period.
    pub mid: Snapshot,
    /// The maha and antar dasha lords at the middle of the period, if a dasha runs then.
    pub lords: Option<(Planet, Planet)>,
    /// A one-day period: the Moon's own transit leads (chandra bala).
    pub daily: bool,
}

impl PeriodGochara {
    /// How the period leans for an area, −1…1: the transits weigh 0.65 and the dasha lords
    /// 0.35 (the maha lord 0.6 of that, the antar lord 0.4, each half as much again when it
    /// rules or occupies one of the area's houses); without a running dasha, the transits alone.
    pub fn leaning(&self, chart: &Chart, area: Area) -> f64 {
        let t = transit_leaning(&self.samples, area, if self.daily { 3.0 } else { 1.0 });
        match self.lords {
            Some((maha, antar)) => {
                let boost = |p| {
                    if touches(chart, p, area) { 1.5 } else { 1.0 }
                };
                let (wm, wa) = (0.6 * boost(maha), 0.4 * boost(antar));
                let d = (wm * lord_leaning(chart, maha, &self.mid)
                    + wa * lord_leaning(chart, antar, &self.mid))
                    / (wm + wa);
                0.65 * t + 0.35 * d
            }
            None => t,
        }
    }

    /// The graha that weighs most on the area at mid-period on the side the reading leans to
    /// (`supportive`: a good transit; otherwise a bad one), if any graha is on that side.
    pub fn key_graha(&self, area: Area, supportive: bool) -> Option<Planet> {
        let w = area.weights();
        let (p, _) = Planet::ALL
            .iter()
            .map(|&p| (p, self.mid.judged[p.index()].value() * w[p.index()]))
            .filter(|(_, v)| if supportive { *v > 0.0 } else { *v < 0.0 })
            .max_by(|a, b| a.1.abs().total_cmp(&b.1.abs()))?;
        Some(p)
    }
}

/// The transit part of an area, −1…1: the weighted gochara of every graha, averaged over the
/// samples, the Moon's weight multiplied by `moon` (a day triples it; a sign's year, sampled
/// weekly, leaves it out).
pub(crate) fn transit_leaning(samples: &[Snapshot], area: Area, moon: f64) -> f64 {
    let mut w = area.weights();
    w[Planet::Moon.index()] *= moon;
    let total: f64 = w.iter().sum();
    samples
        .iter()
        .map(|s| {
            s.judged
                .iter()
                .zip(w)
                .map(|(j, wi)| j.value() * wi)
                .sum::<f64>()
                / total
        })
        .sum::<f64>()
        / samples.len().max(1) as f64
}

/// A dasha lord's promise, −1…1 (BPHS ch. 46–47): its natal dignity (−1…1), its house from the
/// ascendant (+½ in a kendra or trikona, −½ in a dusthana) and its gochara now (±½), halved.
pub fn lord_leaning(chart: &Chart, lord: Planet, now: &Snapshot) -> f64 {
    let dig = 2.0 * dignity(chart, lord).score() - 1.0;
    let house = chart.graha(lord).house;
    let place = match house {
        1 | 4 | 5 | 7 | 9 | 10 => 0.5,
        6 | 8 | 12 => -0.5,
        _ => 0.0,
    };
    let transit = now.judged[lord.index()].value() * 0.5;
    ((dig + place + transit) / 2.0).clamp(-1.0, 1.0)
}

/// Whether a lord rules or occupies one of the area's houses.
pub fn touches(chart: &Chart, lord: Planet, area: Area) -> bool {
    area.houses()
        .iter()
        .any(|&h| chart.house_sign(h).lord() == lord || chart.graha(lord).house == h)
}

/// The published score of a leaning: 1 (hard) … 10 (excellent), 5.5 + 4.5·x rounded.
pub fn score(x: f64) -> u8 {
    (5.5 + 4.5 * x.clamp(-1.0, 1.0)).round().clamp(1.0, 10.0) as u8
}

/// How a leaning reads: good from +0.2, hard from −0.2, mixed between.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Band {
    Good,
    Mixed,
    Hard,
}

impl Band {
    /// Every band, best first.
    pub const ALL: [Band; 3] = [Band::Good, Band::Mixed, Band::Hard];

    /// The band of a leaning x, −1…1.
    pub fn of(x: f64) -> Band {
        if x >= 0.2 {
            Band::Good
        } else if x <= -0.2 {
            Band::Hard
        } else {
            Band::Mixed
        }
    }

    /// Its content key segment.
    pub fn name(self) -> &'static str {
        match self {
            Band::Good => "good",
            Band::Mixed => "mixed",
            Band::Hard => "hard",
        }
    }
}

/// Rank of a lucky day (higher is better), or `None` when the day is not lucky: lucky is the
/// day's Moon in a chandra bala house from the natal Moon with a good tara from the birth
/// nakshatra (Muhurta Chintamani ch. 1). The rank adds a house part and a tara part (Ati Mitra
/// 3, Sampat and Mitra 2, Kshema and Sadhaka 1).
///
/// The house part was meant to put the 11th and 3rd from the Moon first, but its table is read
/// one place early (index `house − 1` of a table laid out by `house`): as built the 11th ranks
/// 4, the 7th 3, the 6th 2 and the 1st, 3rd and 10th 0. Kept so that replies do not change.
pub fn lucky_rank(house_from_moon: u8, tara: u8) -> Option<u32> {
    if !(super::gochara::chandra_bala(house_from_moon) && tara_is_good(tara)) {
        return None;
    }
    Some(
        [0, 4, 0, 5, 0, 2, 3, 3, 0, 0, 4, 6][usize::from(house_from_moon) - 1]
            + [0, 2, 0, 1, 0, 1, 0, 2, 3][usize::from(tara) - 1],
    )
}

/// How a single day leans, −1…1 (daily insight): the Moon's own strengths lead (0.6: ±½ for
/// chandra bala, ±½ for a good or bad tara, nothing for Janma), the other eight grahas' gochara
/// follows (0.4, their mean).
pub fn day_leaning(chandra_bala: bool, tara: u8, judged: &[Gochara; 9]) -> f64 {
    let others: f64 = judged
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != Planet::Moon.index())
        .map(|(_, j)| j.value())
        .sum::<f64>()
        / 8.0;
    let moon_part = (if chandra_bala { 0.5 } else { -0.5 })
        + match tara {
            1 => 0.0,
            t if tara_is_good(t) => 0.5,
            _ => -0.5,
        };
    (0.6 * moon_part + 0.4 * others).clamp(-1.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_span_one_to_ten() {
        // Score = 5.5 + 4.5·x rounded (module doc): x = −1 → 1, 0 → 6 (5.5 rounds up), 1 → 10.
        assert_eq!(score(-1.0), 1);
        assert_eq!(score(0.0), 6);
        assert_eq!(score(1.0), 10);
        assert_eq!(score(3.0), 10);
        assert_eq!(Band::of(0.2), Band::Good);
        assert_eq!(Band::of(-0.2), Band::Hard);
        assert_eq!(Band::of(0.19), Band::Mixed);
    }

    #[test]
    fn lucky_days_need_chandra_bala_and_a_good_tara() {
        // Chandra bala: 1, 3, 6, 7, 10, 11 from the Moon; good taras 2, 4, 6, 8, 9.
        assert_eq!(lucky_rank(2, 9), None);
        assert_eq!(lucky_rank(11, 7), None);
        assert_eq!(lucky_rank(11, 9), Some(7));
        assert_eq!(lucky_rank(1, 4), Some(1));
    }

    #[test]
    fn a_day_with_every_graha_good_leans_fully_good() {
        let all_good = [Gochara::Favourable; 9];
        // 0.6·(½ + ½) + 0.4·1 = 1.
        assert!((day_leaning(true, 9, &all_good) - 1.0).abs() < 1e-12);
        let all_bad = [Gochara::Unfavourable; 9];
        assert!((day_leaning(false, 7, &all_bad) + 1.0).abs() < 1e-12);
        // Janma tara adds nothing: 0.6·½ + 0.4·(−1) = −0.1.
        assert!((day_leaning(true, 1, &all_bad) + 0.1).abs() < 1e-12);
    }
}
