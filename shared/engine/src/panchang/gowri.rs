//! Gowri panchangam: the eight parts of the day and of the night as Tamil almanacs name them.
//!
//! Seven of a half's eight parts go to the weekday lords in weekday order (Sun, Moon, Mars,
//! Mercury, Jupiter, Venus, Saturn), by day from the weekday's own lord, by night from the lord
//! of the fifth weekday; the part Rahu holds (Rahu kalam by day, its night part by night) is
//! Visham, the lords after it moving one part on. Each lord names its part: the Sun Uthi, the
//! Moon Amirdha, Mars Rogam, Mercury Laabam, Jupiter Dhanam, Venus Sugam, Saturn Soram
//! (docs/decisions.md, "Gowri panchangam").

use super::*;

/// The eight Gowri parts, in weekday order of their lords, Visham last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum Gowri {
    Uthi,
    Amirdha,
    Rogam,
    Laabam,
    Dhanam,
    Sugam,
    Soram,
    Visham,
}

impl Gowri {
    pub const ALL: [Gowri; 8] = [
        Gowri::Uthi,
        Gowri::Amirdha,
        Gowri::Rogam,
        Gowri::Laabam,
        Gowri::Dhanam,
        Gowri::Sugam,
        Gowri::Soram,
        Gowri::Visham,
    ];

    /// The name as Drik Panchang's Tamil pages spell it.
    pub fn name(self) -> &'static str {
        match self {
            Gowri::Uthi => "Uthi",
            Gowri::Amirdha => "Amirdha",
            Gowri::Rogam => "Rogam",
            Gowri::Laabam => "Laabam",
            Gowri::Dhanam => "Dhanam",
            Gowri::Sugam => "Sugam",
            Gowri::Soram => "Soram",
            Gowri::Visham => "Visham",
        }
    }

    /// Amirdha, Uthi, Laabam, Dhanam and Sugam are good (the "Gowri nalla neram"); Rogam,
    /// Soram and Visham are not.
    pub fn nature(self) -> Nature {
        match self {
            Gowri::Rogam | Gowri::Soram | Gowri::Visham => Nature::Inauspicious,
            _ => Nature::Auspicious,
        }
    }

    /// The part's lord: a weekday lord, or Rahu for Visham.
    pub fn lord(self) -> Planet {
        match self {
            Gowri::Visham => Planet::Rahu,
            g => Vara(weekday_after(Weekday::Sun, g as u32)).lord(),
        }
    }

    fn of_weekday(w: Weekday) -> Gowri {
        Gowri::ALL[Vara(w).index()]
    }
}

/// A Gowri part.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GowriSlot {
    pub kind: Gowri,
    pub slot: Slot,
    /// Between sunrise and sunset (else between sunset and the next sunrise).
    pub daytime: bool,
}

/// Which eighth of the night (1–8) Rahu holds on a weekday's night: Sunday 4th, Monday 5th,
/// Tuesday 3rd, Wednesday 8th, Thursday 2nd, Friday 7th, Saturday 6th.
pub fn rahu_night_part(vara: Vara) -> u8 {
    [4, 5, 3, 8, 2, 7, 6][vara.index()]
}

/// The eight parts of a half: the seven lords from `first` in weekday order, Visham at `rahu`.
fn half(first: Weekday, rahu: u8) -> [Gowri; 8] {
    let mut lords = (0..7).map(|i| Gowri::of_weekday(weekday_after(first, i)));
    std::array::from_fn(|i| match i + 1 == usize::from(rahu) {
        true => Gowri::Visham,
        false => lords.next().unwrap_or(Gowri::Visham),
    })
}

impl Panchang {
    /// The 8 Gowri parts of daytime (sunrise → sunset) then the 8 of the night (sunset → next
    /// sunrise).
    pub fn gowri(&self) -> [GowriSlot; 16] {
        let day = half(self.vara.weekday(), rahu_kalam_part(self.vara));
        let night = half(
            weekday_after(self.vara.weekday(), 4),
            rahu_night_part(self.vara),
        );
        std::array::from_fn(|i| {
            let (daytime, k) = (i < 8, i % 8);
            let (from, to) = match daytime {
                true => (self.sunrise, self.sunset),
                false => (self.sunset, self.next_sunrise),
            };
            GowriSlot {
                kind: if daytime { day[k] } else { night[k] },
                slot: eighth(from, to, k as u8 + 1),
                daytime,
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visham_holds_rahu_kalam_and_the_lords_run_from_the_weekday() {
        for i in 0..7 {
            let vara = Vara(weekday_after(Weekday::Sun, i));
            let day = half(vara.weekday(), rahu_kalam_part(vara));
            assert_eq!(day[usize::from(rahu_kalam_part(vara)) - 1], Gowri::Visham);
            assert_eq!(day[0].lord(), vara.lord());
            let mut seen = day.to_vec();
            seen.sort_by_key(|g| *g as usize);
            assert_eq!(seen, Gowri::ALL.to_vec(), "each part once on {vara:?}");
        }
    }
}
