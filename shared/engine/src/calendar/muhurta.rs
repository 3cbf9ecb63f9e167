//! Times of the day: the 24 horas, the named muhurtas, durmuhurtas, varjyam and amrit kalam,
//! dishashool, and a person's tarabala and chandrabala.

use crate::panchang::{Slot, Vara, rahu_kalam_part};
use crate::types::{Days, JulianDay, Nakshatra, Planet, Sign};
use serde::{Deserialize, Serialize};

/// The frame of one day: sunrise, sunset, and the sunset before and the sunrise after.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DayFrame {
    pub previous_sunset: JulianDay,
    pub sunrise: JulianDay,
    pub sunset: JulianDay,
    pub next_sunrise: JulianDay,
}

impl DayFrame {
    pub fn day_length(&self) -> Days {
        self.sunset - self.sunrise
    }
    pub fn night_length(&self) -> Days {
        self.next_sunrise - self.sunset
    }
    /// The `n`-th (1-based) of `parts` equal parts of daytime.
    pub fn day_part(&self, n: u32, parts: u32) -> Slot {
        part(self.sunrise, self.sunset, n, parts)
    }
    /// The `n`-th (1-based) of `parts` equal parts of the night after sunset.
    pub fn night_part(&self, n: u32, parts: u32) -> Slot {
        part(self.sunset, self.next_sunrise, n, parts)
    }

    /// Brahma muhurta: the 14th of the 15 muhurtas of the night before sunrise, i.e. the two
    /// muhurtas before sunrise less the last (Ashtanga Hridaya 2.1; PyJHora `brahma_muhurtha`).
    pub fn brahma_muhurta(&self) -> Slot {
        part(self.previous_sunset, self.sunrise, 14, 15)
    }
    /// Abhijit muhurta: the 8th of the 15 muhurtas of daytime (Muhurta Chintamani ch. 6).
    pub fn abhijit(&self) -> Slot {
        self.day_part(8, 15)
    }
    /// Vijaya muhurta: the 11th of the 15 muhurtas of daytime, in the afternoon (as Drik
    /// Panchang prints it).
    pub fn vijaya(&self) -> Slot {
        self.day_part(11, 15)
    }
    /// Godhuli muhurta, "cow-dust time": a quarter of a day muhurta before sunset to a quarter
    /// of a night muhurta after it (PyJHora `godhuli_muhurtha`, after Karanam Ramakumar).
    pub fn godhuli(&self) -> Slot {
        Slot {
            start: self.sunset - self.day_length() / 60.0,
            end: self.sunset + self.night_length() / 60.0,
        }
    }
    /// Nishita kala: the 8th of the 15 muhurtas of the night, around midnight (Dharmasindhu:
    /// the time of Janmashtami's and Shivaratri's worship).
    pub fn nishita(&self) -> Slot {
        self.night_part(8, 15)
    }
    /// Pradosh kala: the first three muhurtas of the night (Dharmasindhu: "tri-muhurta
    /// pradosha", the time of Lakshmi Puja and the Pradosh vrata).
    pub fn pradosh(&self) -> Slot {
        Slot {
            start: self.sunset,
            end: self.sunset + self.night_length() / 5.0,
        }
    }
    /// Pratah, sangava, madhyahna, aparahna, sayahna: daytime in five equal parts (Nirnaya
    /// Sindhu ch. 1); `n` is 1–5.
    pub fn fifth(&self, n: u32) -> Slot {
        self.day_part(n, 5)
    }

    /// Rahu kalam of the weekday: its eighth of daytime (see [`rahu_kalam_part`]).
    pub fn rahu_kalam(&self, vara: Vara) -> Slot {
        self.day_part(u32::from(rahu_kalam_part(vara)), 8)
    }

    /// The durmuhurtas of the weekday (Muhurta Chintamani ch. 6, as Drik Panchang prints them):
    /// Sunday the 14th muhurta of the day; Monday the 9th and 12th; Tuesday the 4th and the
    /// 7th of the night; Wednesday the 8th; Thursday the 6th and 12th; Friday the 4th and 9th;
    /// Saturday the 1st and 2nd (one span).
    pub fn durmuhurtas(&self, vara: Vara) -> Vec<Slot> {
        let d = |n| self.day_part(n, 15);
        match vara.index() {
            0 => vec![d(14)],
            1 => vec![d(9), d(12)],
            2 => vec![d(4), self.night_part(7, 15)],
            3 => vec![d(8)],
            4 => vec![d(6), d(12)],
            5 => vec![d(4), d(9)],
            _ => vec![Slot {
                start: d(1).start,
                end: d(2).end,
            }],
        }
    }

    /// The 24 horas: daytime and night each in twelve equal hours, the first ruled by the
    /// weekday's lord and each next by the next graha in the order Sun, Venus, Mercury, Moon,
    /// Saturn, Jupiter, Mars (BPHS ch. 3; the descending Chaldean order of their orbits).
    pub fn horas(&self, vara: Vara) -> [Hora; 24] {
        let first = HORA_ORDER
            .iter()
            .position(|p| *p == vara.lord())
            .unwrap_or(0);
        std::array::from_fn(|i| Hora {
            lord: HORA_ORDER[(first + i) % 7],
            slot: if i < 12 {
                self.day_part(i as u32 + 1, 12)
            } else {
                self.night_part(i as u32 - 11, 12)
            },
            daytime: i < 12,
        })
    }
}

fn part(from: JulianDay, to: JulianDay, n: u32, parts: u32) -> Slot {
    let len = (to - from) / f64::from(parts);
    let k = f64::from(n.clamp(1, parts) - 1);
    Slot {
        start: from + len * k,
        end: if n >= parts {
            to
        } else {
            from + len * (k + 1.0)
        },
    }
}

const HORA_ORDER: [Planet; 7] = [
    Planet::Sun,
    Planet::Venus,
    Planet::Mercury,
    Planet::Moon,
    Planet::Saturn,
    Planet::Jupiter,
    Planet::Mars,
];

/// One planetary hour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hora {
    pub lord: Planet,
    pub slot: Slot,
    pub daytime: bool,
}

/// Varjyam (tyajya) and amrit kalam begin a fixed number of ghatis (of the 60 a nakshatra
/// lasts) into each nakshatra and last 4 ghatis of it (Muhurta Chintamani ch. 1; the table of
/// Karanam Ramakumar's "Panchangam Calculations", as PyJHora `amrita_gadiya_varjyam_star_map`
/// has it). Mula has two varjyams. Index 0 = Ashwini.
const VARJYAM_GHATI: [f64; 27] = [
    50.0, 24.0, 30.0, 40.0, 14.0, 21.0, 30.0, 20.0, 32.0, 30.0, 20.0, 18.0, 21.0, 20.0, 14.0, 14.0,
    10.0, 14.0, 20.0, 24.0, 20.0, 10.0, 10.0, 18.0, 16.0, 24.0, 30.0,
];
/// Mula's second varjyam.
const MULA_SECOND_VARJYAM_GHATI: f64 = 56.0;
const AMRIT_GHATI: [f64; 27] = [
    42.0, 48.0, 54.0, 52.0, 38.0, 35.0, 54.0, 44.0, 56.0, 54.0, 44.0, 42.0, 45.0, 44.0, 38.0, 38.0,
    34.0, 38.0, 44.0, 48.0, 44.0, 34.0, 34.0, 42.0, 40.0, 48.0, 54.0,
];

fn ghati_window(start: JulianDay, end: JulianDay, ghati: f64) -> Slot {
    let len = end - start;
    let s = start + len * (ghati / 60.0);
    Slot {
        start: s,
        end: s + len * (4.0 / 60.0),
    }
}

/// The varjyam windows of a nakshatra running from `start` to `end`.
pub fn varjyam(nakshatra: Nakshatra, start: JulianDay, end: JulianDay) -> Vec<Slot> {
    let mut out = vec![ghati_window(start, end, VARJYAM_GHATI[nakshatra.index()])];
    if nakshatra == Nakshatra::Mula {
        out.push(ghati_window(start, end, MULA_SECOND_VARJYAM_GHATI));
    }
    out
}

/// The amrit kalam window of a nakshatra running from `start` to `end`.
pub fn amrit_kalam(nakshatra: Nakshatra, start: JulianDay, end: JulianDay) -> Slot {
    ghati_window(start, end, AMRIT_GHATI[nakshatra.index()])
}

/// The eight directions, for dishashool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum Direction {
    East,
    South,
    West,
    North,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::East,
        Direction::South,
        Direction::West,
        Direction::North,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Direction::East => "East",
            Direction::South => "South",
            Direction::West => "West",
            Direction::North => "North",
        }
    }
}

/// Dishashool: the direction not to travel in on a weekday (Muhurta Chintamani ch. 11, "shula"
/// of the weekdays): Sunday and Friday west, Monday and Saturday east, Tuesday and Wednesday
/// north, Thursday south.
pub fn dishashool(vara: Vara) -> Direction {
    [
        Direction::West,
        Direction::East,
        Direction::North,
        Direction::North,
        Direction::South,
        Direction::West,
        Direction::East,
    ][vara.index()]
}

/// The nine taras: the ones the matching's dina koota counts (Muhurta Chintamani ch. 1).
pub use crate::matching::Tara;

/// Chandrabala: the day's Moon sign counted from the birth Moon sign; favourable in the 1st,
/// 3rd, 6th, 7th, 10th and 11th (Muhurta Chintamani ch. 1).
pub fn chandrabala(natal: Sign, day: Sign) -> (u8, bool) {
    let house = natal.house_of(day);
    (house, matches!(house, 1 | 3 | 6 | 7 | 10 | 11))
}
