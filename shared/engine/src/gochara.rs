//! Gochara phala: how a transiting graha acts from its house counted from the natal Moon, its
//! obstruction (vedha), and the Moon's daily strengths (chandra bala, tara bala).

use super::ephemeris::{Ephemeris, EphemerisError};
use super::types::{JulianDay, Nakshatra, Planet, Sign};

/// Houses from the natal Moon where a transiting graha gives good results (Phaladeepika ch. 26):
/// Sun 3 6 10 11; Moon 1 3 6 7 10 11; Mars 3 6 11; Mercury 2 4 6 8 10 11; Jupiter 2 5 7 9 11;
/// Venus 1 2 3 4 5 8 9 11 12; Saturn, Rahu and Ketu 3 6 11.
pub fn favourable_houses(p: Planet) -> &'static [u8] {
    match p {
        Planet::Sun => &[3, 6, 10, 11],
        Planet::Moon => &[1, 3, 6, 7, 10, 11],
        Planet::Mars | Planet::Saturn | Planet::Rahu | Planet::Ketu => &[3, 6, 11],
        Planet::Mercury => &[2, 4, 6, 8, 10, 11],
        Planet::Jupiter => &[2, 5, 7, 9, 11],
        Planet::Venus => &[1, 2, 3, 4, 5, 8, 9, 11, 12],
    }
}

/// Whether a graha transiting `house` (1–12) from the natal Moon is favourable.
pub fn is_favourable(p: Planet, house: u8) -> bool {
    favourable_houses(p).contains(&house)
}

/// The vedha (obstruction) house of a favourable transit: a graha transiting it at the same
/// time cancels the good result (Phaladeepika ch. 26). Pairs (good → vedha): Sun 3→9, 6→12,
/// 10→4, 11→5; Moon 1→5, 3→9, 6→12, 7→2, 10→4, 11→8; Mars, Saturn, Rahu, Ketu 3→12, 6→9,
/// 11→5; Mercury 2→5, 4→3, 6→9, 8→1, 10→8, 11→12; Jupiter 2→12, 5→4, 7→3, 9→10, 11→8; Venus
/// 1→8, 2→7, 3→1, 4→10, 5→9, 8→5, 9→11, 11→6, 12→3.
pub fn vedha_house(p: Planet, house: u8) -> Option<u8> {
    let pairs: &[(u8, u8)] = match p {
        Planet::Sun => &[(3, 9), (6, 12), (10, 4), (11, 5)],
        Planet::Moon => &[(1, 5), (3, 9), (6, 12), (7, 2), (10, 4), (11, 8)],
        Planet::Mars | Planet::Saturn | Planet::Rahu | Planet::Ketu => &[(3, 12), (6, 9), (11, 5)],
        Planet::Mercury => &[(2, 5), (4, 3), (6, 9), (8, 1), (10, 8), (11, 12)],
        Planet::Jupiter => &[(2, 12), (5, 4), (7, 3), (9, 10), (11, 8)],
        Planet::Venus => &[
            (1, 8),
            (2, 7),
            (3, 1),
            (4, 10),
            (5, 9),
            (8, 5),
            (9, 11),
            (11, 6),
            (12, 3),
        ],
    };
    pairs.iter().find(|(g, _)| *g == house).map(|&(_, v)| v)
}

/// Whether `by` can obstruct `p`: the Sun and Saturn, and the Moon and Mercury, never obstruct
/// each other, being father and son (Phaladeepika ch. 26).
pub fn can_obstruct(p: Planet, by: Planet) -> bool {
    use Planet::*;
    p != by
        && !matches!(
            (p, by),
            (Sun, Saturn) | (Saturn, Sun) | (Moon, Mercury) | (Mercury, Moon)
        )
}

/// The result of one graha's transit, given every graha's house from the natal Moon (in
/// `Planet::ALL` order).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gochara {
    /// In a good house, unobstructed.
    Favourable,
    /// In a good house, but another graha stands in its vedha house.
    Obstructed(Planet),
    /// In a house where the texts give trouble.
    Unfavourable,
}

impl Gochara {
    /// +1, 0, −1.
    pub fn value(self) -> f64 {
        match self {
            Gochara::Favourable => 1.0,
            Gochara::Obstructed(_) => 0.0,
            Gochara::Unfavourable => -1.0,
        }
    }
}

/// Judges graha `p` with every graha's house from the natal Moon.
pub fn judge(p: Planet, houses: &[u8; 9]) -> Gochara {
    let house = houses[p.index()];
    if !is_favourable(p, house) {
        return Gochara::Unfavourable;
    }
    if let Some(v) = vedha_house(p, house)
        && let Some(by) = Planet::ALL
            .iter()
            .copied()
            .find(|&q| can_obstruct(p, q) && houses[q.index()] == v)
    {
        return Gochara::Obstructed(by);
    }
    Gochara::Favourable
}

/// Every graha's house (1–12) counted from the natal Moon's sign as the 1st, in `Planet::ALL`
/// order: the houses gochara is judged by (Phaladeepika ch. 26).
pub fn houses_from_moon(moon: Sign, signs: &[Sign; 9]) -> [u8; 9] {
    std::array::from_fn(|i| moon.house_of(signs[i]))
}

/// Every graha's gochara at one moment, in `Planet::ALL` order.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Snapshot {
    /// The sign each graha transits.
    pub signs: [Sign; 9],
    /// Its house from the natal Moon.
    pub houses: [u8; 9],
    /// Its result, vedha included.
    pub judged: [Gochara; 9],
}

impl Snapshot {
    /// Judges the grahas in `signs` against a natal Moon sign.
    pub fn new(moon: Sign, signs: [Sign; 9]) -> Self {
        let houses = houses_from_moon(moon, &signs);
        Snapshot {
            signs,
            houses,
            judged: std::array::from_fn(|i| judge(Planet::ALL[i], &houses)),
        }
    }

    /// The grahas' gochara from a natal Moon sign at `at`.
    pub fn at(eph: &Ephemeris, moon: Sign, at: JulianDay) -> Result<Self, EphemerisError> {
        let longitudes = eph.longitudes(at)?;
        Ok(Self::new(
            moon,
            std::array::from_fn(|i| longitudes[i].sign()),
        ))
    }
}

/// The nine taras (Muhurta Chintamani ch. 1): count from the birth nakshatra to the day's,
/// inclusive, and take the remainder by nine.
pub const TARA_NAMES: [&str; 9] = [
    "Janma",
    "Sampat",
    "Vipat",
    "Kshema",
    "Pratyari",
    "Sadhaka",
    "Vadha",
    "Mitra",
    "Ati Mitra",
];

/// Tara 1–9 of the day's nakshatra counted from the birth nakshatra.
pub fn tara(birth: Nakshatra, day: Nakshatra) -> u8 {
    let count = (day.index() + 27 - birth.index()) % 27; // 0-based count
    (count % 9) as u8 + 1
}

/// Sampat, Kshema, Sadhaka, Mitra and Ati Mitra are good; Vipat, Pratyari and Vadha bad;
/// Janma mixed (Muhurta Chintamani ch. 1).
pub fn tara_is_good(t: u8) -> bool {
    matches!(t, 2 | 4 | 6 | 8 | 9)
}

/// Chandra bala: the day's Moon in the 1st, 3rd, 6th, 7th, 10th or 11th from the natal Moon
/// (the Moon's own gochara, Phaladeepika ch. 26).
pub fn chandra_bala(house_from_moon: u8) -> bool {
    is_favourable(Planet::Moon, house_from_moon)
}

/// Orb within which a transiting graha stands over a natal graha or the ascendant, degrees of
/// longitude (our convention for the daily insight; the classical gochara of Phaladeepika
/// ch. 26 counts signs, not degrees).
pub const CONTACT_ORB: f64 = 5.0;

/// Whether a transiting graha `orb` degrees from a natal point stands over it.
pub fn in_contact(orb: f64) -> bool {
    orb <= CONTACT_ORB
}

/// Whether a transit of `transiting` over natal `natal` is read at all: Rahu and Ketu always
/// stand opposite each other, so a node over the other node's natal place is only the nodal
/// axis returning reversed, not a contact (our convention).
pub fn can_contact(transiting: Planet, natal: Planet) -> bool {
    !matches!(
        (transiting, natal),
        (Planet::Rahu, Planet::Ketu) | (Planet::Ketu, Planet::Rahu)
    )
}

/// The slow grahas, whose contact with the natal chart colours a whole day and leads the day's
/// reading: Jupiter (about a year in a sign), Saturn (about two and a half), Rahu and Ketu
/// (about a year and a half) and Mars (about 45 days), against the Sun's month and the Moon's
/// two and a quarter days (mean motions, Surya Siddhanta ch. 1; the choice of Mars is ours).
pub fn is_slow(p: Planet) -> bool {
    matches!(
        p,
        Planet::Jupiter | Planet::Saturn | Planet::Rahu | Planet::Ketu | Planet::Mars
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_good_house_has_one_vedha_and_bad_houses_none() {
        for p in Planet::ALL {
            for h in 1..=12 {
                assert_eq!(
                    vedha_house(*p, h).is_some(),
                    is_favourable(*p, h),
                    "{p} {h}"
                );
            }
        }
    }

    #[test]
    fn vedha_obstructs_and_father_son_do_not() {
        // Saturn in the 3rd is good, obstructed by a graha in the 12th — but not by the Sun.
        let mut houses = [1u8; 9];
        houses[Planet::Saturn.index()] = 3;
        houses[Planet::Sun.index()] = 12;
        assert_eq!(judge(Planet::Saturn, &houses), Gochara::Favourable);
        houses[Planet::Mars.index()] = 12;
        assert_eq!(
            judge(Planet::Saturn, &houses),
            Gochara::Obstructed(Planet::Mars)
        );
        houses[Planet::Saturn.index()] = 8;
        assert_eq!(judge(Planet::Saturn, &houses), Gochara::Unfavourable);
    }

    #[test]
    fn taras_count_inclusively() {
        assert_eq!(tara(Nakshatra::Ashwini, Nakshatra::Ashwini), 1);
        assert_eq!(tara(Nakshatra::Ashwini, Nakshatra::Bharani), 2);
        assert_eq!(tara(Nakshatra::Revati, Nakshatra::Ashwini), 2);
        assert_eq!(tara(Nakshatra::Ashwini, Nakshatra::Magha), 1);
        assert!(tara_is_good(9) && !tara_is_good(7) && !tara_is_good(1));
    }
}
