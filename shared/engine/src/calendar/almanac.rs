//! The almanac's further marks of a day (`POST /v1/panchang`): the special yogas of the
//! weekday with the nakshatra and tithi, Panchak, Bhadra and Ganda moola, each as the spans it
//! holds between sunrise and the next sunrise. All are read from the day page's limbs; none
//! needs the ephemeris again.

use super::{DayPage, Spell};
use crate::panchang::Slot;
use crate::types::{JulianDay, Nakshatra, Sign};

use Nakshatra as N;

/// A yoga of the weekday with the Moon's nakshatra (and for the pushkar yogas the tithi).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpecialYoga {
    /// The Moon's nakshatra the 4th, 6th, 9th, 10th, 13th or 20th from the Sun's.
    Ravi,
    /// The weekday's own nakshatras (Muhurta Chintamani ch. 1).
    SarvarthaSiddhi,
    /// The weekday's one nakshatra (Muhurta Chintamani ch. 1).
    AmritSiddhi,
    /// Sunday, Tuesday or Saturday, a Bhadra tithi (2, 7, 12) and Mrigashira, Chitra or
    /// Dhanishta: what is done then is done twice.
    Dwipushkar,
    /// Sunday, Tuesday or Saturday, a Bhadra tithi and a nakshatra of two signs (Krittika,
    /// Punarvasu, Uttara Phalguni, Vishakha, Uttara Ashadha, Purva Bhadrapada): thrice.
    Tripushkar,
}

impl SpecialYoga {
    pub const ALL: [SpecialYoga; 5] = [
        SpecialYoga::Ravi,
        SpecialYoga::SarvarthaSiddhi,
        SpecialYoga::AmritSiddhi,
        SpecialYoga::Dwipushkar,
        SpecialYoga::Tripushkar,
    ];
    /// The wire name, also the content key.
    pub fn key(self) -> &'static str {
        match self {
            SpecialYoga::Ravi => "ravi",
            SpecialYoga::SarvarthaSiddhi => "sarvartha-siddhi",
            SpecialYoga::AmritSiddhi => "amrit-siddhi",
            SpecialYoga::Dwipushkar => "dwipushkar",
            SpecialYoga::Tripushkar => "tripushkar",
        }
    }
}

/// Sarvartha siddhi: the nakshatras of each weekday, Sunday first (Muhurta Chintamani ch. 1;
/// the table Drik Panchang and PyJHora print).
pub const SARVARTHA_SIDDHI: [&[Nakshatra]; 7] = [
    &[
        N::Hasta,
        N::Mula,
        N::UttaraAshadha,
        N::UttaraPhalguni,
        N::UttaraBhadrapada,
        N::Ashwini,
        N::Pushya,
    ],
    &[
        N::Shravana,
        N::Rohini,
        N::Mrigashira,
        N::Pushya,
        N::Anuradha,
    ],
    &[N::Ashwini, N::UttaraBhadrapada, N::Krittika, N::Ashlesha],
    &[N::Rohini, N::Anuradha, N::Hasta, N::Krittika, N::Mrigashira],
    &[N::Revati, N::Anuradha, N::Ashwini, N::Punarvasu, N::Pushya],
    &[
        N::Revati,
        N::Anuradha,
        N::Ashwini,
        N::Punarvasu,
        N::Shravana,
    ],
    &[N::Shravana, N::Rohini, N::Swati],
];

/// Amrit siddhi: one nakshatra for each weekday, Sunday first (Muhurta Chintamani ch. 1).
pub const AMRIT_SIDDHI: [Nakshatra; 7] = [
    N::Hasta,
    N::Mrigashira,
    N::Ashwini,
    N::Anuradha,
    N::Pushya,
    N::Revati,
    N::Rohini,
];

/// The counts from the Sun's nakshatra to the Moon's that make Ravi yoga.
pub const RAVI_COUNTS: [usize; 6] = [4, 6, 9, 10, 13, 20];

const DWIPUSHKAR_STARS: [Nakshatra; 3] = [N::Mrigashira, N::Chitra, N::Dhanishta];
const TRIPUSHKAR_STARS: [Nakshatra; 6] = [
    N::Krittika,
    N::Punarvasu,
    N::UttaraPhalguni,
    N::Vishakha,
    N::UttaraAshadha,
    N::PurvaBhadrapada,
];

/// The nakshatras of Ganda moola, at the junctions of the water and fire signs.
pub const GANDA_MOOLA: [Nakshatra; 6] = [
    N::Ashwini,
    N::Ashlesha,
    N::Magha,
    N::Jyeshtha,
    N::Mula,
    N::Revati,
];

/// A run of the day holding some nakshatras.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub slot: Slot,
    pub nakshatras: Vec<Nakshatra>,
}

/// A day's further marks, each clipped to sunrise … next sunrise.
#[derive(Debug, Clone, PartialEq)]
pub struct Almanac {
    pub special_yogas: Vec<Spell<SpecialYoga>>,
    /// The Moon in Aquarius or Pisces (Dhanishta's second half to Revati).
    pub panchak: Option<Slot>,
    /// Vishti karana.
    pub bhadra: Vec<Slot>,
    /// The Moon in a Ganda moola nakshatra.
    pub ganda_moola: Option<Run>,
}

impl DayPage {
    /// The day's special yogas, Panchak, Bhadra and Ganda moola.
    pub fn almanac(&self) -> Almanac {
        let mut special = self.nakshatra_yogas();
        special.extend(self.pushkar_yogas());
        special.sort_by(|a, b| a.start.total_cmp(&b.start));
        let panchak = merged(
            self.moon_signs
                .iter()
                .filter(|s| matches!(s.value, Sign::Aquarius | Sign::Pisces))
                .filter_map(|s| self.clip_to_day(s.start, s.end)),
        );
        let bhadra = self
            .karanas
            .iter()
            .filter(|k| k.value.is_vishti())
            .filter_map(|k| self.clip_to_day(k.start, k.end))
            .collect();
        Almanac {
            special_yogas: special,
            panchak,
            bhadra,
            ganda_moola: self.ganda_moola_run(),
        }
    }

    /// The part of `s … e` between sunrise and the next sunrise, if any.
    fn clip_to_day(&self, s: JulianDay, e: JulianDay) -> Option<Slot> {
        let (rise, next) = (self.frame.sunrise, self.frame.next_sunrise);
        let (s, e) = (
            if s > rise { s } else { rise },
            if e < next { e } else { next },
        );
        (s < e).then_some(Slot { start: s, end: e })
    }

    /// Ravi, sarvartha siddhi and amrit siddhi yogas: the weekday (and the Sun's nakshatra)
    /// with each nakshatra of the day.
    fn nakshatra_yogas(&self) -> Vec<Spell<SpecialYoga>> {
        let vara = self.vara.index();
        let mut special = Vec::new();
        let sun = self.sun.nakshatra.index();
        for n in &self.nakshatras {
            let Some(slot) = self.clip_to_day(n.start, n.end) else {
                continue;
            };
            let count = (n.value.index() + 27 - sun) % 27 + 1;
            let mut push = |yoga| {
                special.push(Spell {
                    value: yoga,
                    start: slot.start,
                    end: slot.end,
                })
            };
            if RAVI_COUNTS.contains(&count) {
                push(SpecialYoga::Ravi);
            }
            if SARVARTHA_SIDDHI[vara].contains(&n.value) {
                push(SpecialYoga::SarvarthaSiddhi);
            }
            if AMRIT_SIDDHI[vara] == n.value {
                push(SpecialYoga::AmritSiddhi);
            }
        }
        special
    }

    /// Dwipushkar and tripushkar yogas: on Sunday, Tuesday or Saturday, a Bhadra tithi with
    /// the pushkar nakshatras.
    fn pushkar_yogas(&self) -> Vec<Spell<SpecialYoga>> {
        let mut special = Vec::new();
        if !matches!(self.vara.index(), 0 | 2 | 6) {
            return special;
        }
        for t in self
            .tithis
            .iter()
            .filter(|t| matches!(t.value.number() % 15, 2 | 7 | 12))
        {
            for n in &self.nakshatras {
                let yoga = if DWIPUSHKAR_STARS.contains(&n.value) {
                    SpecialYoga::Dwipushkar
                } else if TRIPUSHKAR_STARS.contains(&n.value) {
                    SpecialYoga::Tripushkar
                } else {
                    continue;
                };
                let (s, e) = (
                    t.start.max(n.start),
                    if t.end < n.end { t.end } else { n.end },
                );
                if let Some(slot) = self.clip_to_day(s, e) {
                    special.push(Spell {
                        value: yoga,
                        start: slot.start,
                        end: slot.end,
                    });
                }
            }
        }
        special
    }

    /// The run of the day's Ganda moola nakshatras, if any.
    fn ganda_moola_run(&self) -> Option<Run> {
        let ganda: Vec<&Spell<Nakshatra>> = self
            .nakshatras
            .iter()
            .filter(|n| {
                GANDA_MOOLA.contains(&n.value) && self.clip_to_day(n.start, n.end).is_some()
            })
            .collect();
        merged(
            ganda
                .iter()
                .filter_map(|n| self.clip_to_day(n.start, n.end)),
        )
        .map(|slot| Run {
            slot,
            nakshatras: ganda.iter().map(|n| n.value).collect(),
        })
    }
}

/// Adjacent slots joined into one (they follow each other within a day); none when empty.
fn merged(slots: impl Iterator<Item = Slot>) -> Option<Slot> {
    slots.fold(None, |acc: Option<Slot>, s| match acc {
        Some(a) => Some(Slot {
            start: a.start,
            end: s.end,
        }),
        None => Some(s),
    })
}
