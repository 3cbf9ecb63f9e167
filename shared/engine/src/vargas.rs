//! The sixteen divisional charts (shodasha varga) of Parashara, BPHS ch. 6, and the seven
//! further divisions astrologers read beside them (D5, D6, D8, D11, D81, D108, D144), each by
//! its named rule.
//!
//! A division D*n* cuts each sign into *n* parts and maps each part to a sign by the rule of
//! that division. Where the parts are equal, the degree within the varga sign is the position
//! within the part scaled to 30° (the usual "varga longitude"); for the unequal trimsamsa
//! (D30) the part is scaled the same way, so degrees are comparable across divisions.

use super::chart::Chart;
use super::types::{Longitude, Planet, Sign};

/// A divisional chart: one of the sixteen Parashari divisions (BPHS ch. 6) or one of the seven
/// further ones. Its wire name is its variant's (`"D9"`).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum Division {
    D1,
    D2,
    D3,
    D4,
    D5,
    D6,
    D7,
    D8,
    D9,
    D10,
    D11,
    D12,
    D16,
    D20,
    D24,
    D27,
    D30,
    D40,
    D45,
    D60,
    D81,
    D108,
    D144,
}

impl Division {
    /// The seven further divisions, beside the sixteen.
    pub const EXTRA: [Division; 7] = [
        Division::D5,
        Division::D6,
        Division::D8,
        Division::D11,
        Division::D81,
        Division::D108,
        Division::D144,
    ];

    /// Every division, in order of parts.
    pub const EVERY: [Division; 23] = [
        Division::D1,
        Division::D2,
        Division::D3,
        Division::D4,
        Division::D5,
        Division::D6,
        Division::D7,
        Division::D8,
        Division::D9,
        Division::D10,
        Division::D11,
        Division::D12,
        Division::D16,
        Division::D20,
        Division::D24,
        Division::D27,
        Division::D30,
        Division::D40,
        Division::D45,
        Division::D60,
        Division::D81,
        Division::D108,
        Division::D144,
    ];

    /// The sixteen Parashari divisions (shodasha varga), D1 first.
    pub const ALL: [Division; 16] = [
        Division::D1,
        Division::D2,
        Division::D3,
        Division::D4,
        Division::D7,
        Division::D9,
        Division::D10,
        Division::D12,
        Division::D16,
        Division::D20,
        Division::D24,
        Division::D27,
        Division::D30,
        Division::D40,
        Division::D45,
        Division::D60,
    ];

    /// Number of parts per sign.
    pub fn parts(self) -> u32 {
        match self {
            Division::D1 => 1,
            Division::D2 => 2,
            Division::D3 => 3,
            Division::D4 => 4,
            Division::D5 => 5,
            Division::D6 => 6,
            Division::D7 => 7,
            Division::D8 => 8,
            Division::D9 => 9,
            Division::D10 => 10,
            Division::D11 => 11,
            Division::D12 => 12,
            Division::D16 => 16,
            Division::D20 => 20,
            Division::D24 => 24,
            Division::D27 => 27,
            Division::D30 => 30,
            Division::D40 => 40,
            Division::D45 => 45,
            Division::D60 => 60,
            Division::D81 => 81,
            Division::D108 => 108,
            Division::D144 => 144,
        }
    }

    /// `"D1"` … `"D60"`.
    pub fn name(self) -> &'static str {
        match self {
            Division::D1 => "D1",
            Division::D2 => "D2",
            Division::D3 => "D3",
            Division::D4 => "D4",
            Division::D5 => "D5",
            Division::D6 => "D6",
            Division::D7 => "D7",
            Division::D8 => "D8",
            Division::D9 => "D9",
            Division::D10 => "D10",
            Division::D11 => "D11",
            Division::D12 => "D12",
            Division::D16 => "D16",
            Division::D20 => "D20",
            Division::D24 => "D24",
            Division::D27 => "D27",
            Division::D30 => "D30",
            Division::D40 => "D40",
            Division::D45 => "D45",
            Division::D60 => "D60",
            Division::D81 => "D81",
            Division::D108 => "D108",
            Division::D144 => "D144",
        }
    }

    /// Sanskrit name of the division (rasi, hora, drekkana, …), as BPHS ch. 6 names it.
    pub fn sanskrit(self) -> &'static str {
        match self {
            Division::D1 => "Rasi",
            Division::D2 => "Hora",
            Division::D3 => "Drekkana",
            Division::D4 => "Chaturthamsa",
            Division::D5 => "Panchamsa",
            Division::D6 => "Shashthamsa",
            Division::D7 => "Saptamsa",
            Division::D8 => "Ashtamsa",
            Division::D9 => "Navamsa",
            Division::D10 => "Dasamsa",
            Division::D11 => "Rudramsa",
            Division::D12 => "Dwadasamsa",
            Division::D16 => "Shodasamsa",
            Division::D20 => "Vimsamsa",
            Division::D24 => "Chaturvimsamsa",
            Division::D27 => "Saptavimsamsa",
            Division::D30 => "Trimsamsa",
            Division::D40 => "Khavedamsa",
            Division::D45 => "Akshavedamsa",
            Division::D60 => "Shashtiamsa",
            Division::D81 => "Nava-navamsa",
            Division::D108 => "Ashtottaramsa",
            Division::D144 => "Dwadas-dwadasamsa",
        }
    }

    /// Parses `"D9"` (case-insensitive), any of the 23.
    pub fn from_name(s: &str) -> Option<Division> {
        Self::EVERY
            .iter()
            .copied()
            .find(|d| d.name().eq_ignore_ascii_case(s.trim()))
    }
}

impl std::fmt::Display for Division {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Trimsamsa parts of an odd sign (BPHS ch. 6): upper bound in degrees and the sign given.
/// Mars 0–5 Aries, Saturn 5–10 Aquarius, Jupiter 10–18 Sagittarius, Mercury 18–25 Gemini,
/// Venus 25–30 Libra. Even signs take the reverse order of bounds and the lords' even signs.
const TRIMSAMSA_ODD: [(f64, Sign); 5] = [
    (5.0, Sign::Aries),
    (10.0, Sign::Aquarius),
    (18.0, Sign::Sagittarius),
    (25.0, Sign::Gemini),
    (30.0, Sign::Libra),
];
/// Even signs: Venus 0–5 Taurus, Mercury 5–12 Virgo, Jupiter 12–20 Pisces, Saturn 20–25
/// Capricorn, Mars 25–30 Scorpio.
const TRIMSAMSA_EVEN: [(f64, Sign); 5] = [
    (5.0, Sign::Taurus),
    (12.0, Sign::Virgo),
    (20.0, Sign::Pisces),
    (25.0, Sign::Capricorn),
    (30.0, Sign::Scorpio),
];

/// Sign of a longitude in a division together with its degree within that varga sign.
pub fn varga_position(lon: Longitude, d: Division) -> (Sign, f64) {
    // The divisions of a division: the named division applied to the varga longitude of
    // another (the position within the part scaled to the sign, so the parts compose).
    let of = |outer: Division, inner: Division| {
        let (sign, degree) = varga_position(lon, inner);
        varga_position(Longitude::new(sign.index() as f64 * 30.0 + degree), outer)
    };
    match d {
        // Nava-navamsa: the navamsa of the navamsa, the same as counting the 81 parts of each
        // sign on from Aries without a break (PyJHora's parivritti D81 agrees).
        Division::D81 => return of(Division::D9, Division::D9),
        // Ashtottaramsa as navamsa-dwadasamsa: the dwadasamsa of the navamsa longitude.
        Division::D108 => return of(Division::D12, Division::D9),
        // Dwadas-dwadasamsa: the dwadasamsa of the dwadasamsa longitude.
        Division::D144 => return of(Division::D12, Division::D12),
        _ => {}
    }
    let sign = lon.sign();
    let deg = lon.degree_in_sign();
    if d == Division::D30 {
        return trimsamsa(sign.is_odd(), deg);
    }
    let n = d.parts();
    let scaled = deg * f64::from(n) / 30.0;
    let part = (scaled.floor() as usize).min(n as usize - 1);
    let degree = ((scaled - part as f64) * 30.0).clamp(0.0, 30.0 * (1.0 - f64::EPSILON));
    (part_sign(d, sign, part), degree)
}

/// The trimsamsa (D30, BPHS 6.18) of `deg` degrees into an odd or even sign, with the degree
/// within it: the five unequal parts scaled to the sign.
fn trimsamsa(odd: bool, deg: f64) -> (Sign, f64) {
    let table = if odd { &TRIMSAMSA_ODD } else { &TRIMSAMSA_EVEN };
    let mut from = 0.0;
    for &(to, target) in table {
        if deg < to {
            return (target, (deg - from) / (to - from) * 30.0);
        }
        from = to;
    }
    (table[4].1, 30.0 * (1.0 - f64::EPSILON))
}

/// The sign of part `part` (from 0) of `sign` in a division of equal parts.
fn part_sign(d: Division, sign: Sign, part: usize) -> Sign {
    let odd = sign.is_odd();
    match d {
        // BPHS 6.5–6: hora. Odd signs: Sun's hora (Leo) then Moon's (Cancer); even: reverse.
        Division::D2 => {
            let sun_first = odd == (part == 0);
            if sun_first { Sign::Leo } else { Sign::Cancer }
        }
        // BPHS 6.7–8: drekkana; 1st, 5th and 9th from the sign.
        Division::D3 => sign.nth(1 + 4 * part),
        // BPHS 6.9: chaturthamsa; 1st, 4th, 7th and 10th from the sign.
        Division::D4 => sign.nth(1 + 3 * part),
        // Panchamsa (traditional Parashari, as PyJHora's first method): the five parts are the
        // odd signs of Mars, Saturn, Jupiter, Mercury and Venus in an odd sign, and the same
        // planets' even signs in an even sign.
        Division::D5 => {
            use Sign::*;
            let parts = if odd {
                [Aries, Aquarius, Sagittarius, Gemini, Libra]
            } else {
                [Taurus, Virgo, Pisces, Capricorn, Scorpio]
            };
            parts[part]
        }
        _ => Sign::from_index(first_part(d, sign) + part),
    }
}

/// The index of the sign the parts of `sign` are counted from, in a division whose parts
/// follow each other through the zodiac (the others are in [`part_sign`] and
/// [`varga_position`]).
fn first_part(d: Division, sign: Sign) -> usize {
    let s = sign.index();
    let odd = sign.is_odd();
    // Movable (0), fixed (1), dual (2).
    let modality = s % 3;
    match d {
        // BPHS 6.5: the rasi itself.
        Division::D1 => s,
        // Shashthamsa: odd signs from Aries, even from Libra.
        Division::D6 => {
            if odd {
                0
            } else {
                6
            }
        }
        // BPHS 6.10: saptamsa; odd signs from the sign, even from the 7th.
        Division::D7 => {
            if odd {
                s
            } else {
                s + 6
            }
        }
        // BPHS 6.11: navamsa; movable from the sign, fixed from the 9th, dual from the 5th
        // (i.e. Aries, Capricorn, Libra, Cancer for fire, earth, air, water signs).
        Division::D9 => [s, s + 8, s + 4][modality],
        // Ashtamsa: movable signs from Aries, fixed from Sagittarius, dual from Leo.
        Division::D8 => [0, 8, 4][modality],
        // BPHS 6.12: dasamsa; odd from the sign, even from the 9th.
        Division::D10 => {
            if odd {
                s
            } else {
                s + 8
            }
        }
        // Rudramsa (traditional Parashari, after Sanjay Rath): counted from the sign as many
        // signs before Aries as the sign is after it, i.e. part p of sign s is sign 12 − s + p.
        Division::D11 => 12 - s,
        // BPHS 6.13: dwadasamsa; from the sign itself.
        Division::D12 => s,
        // BPHS 6.14: shodasamsa; movable from Aries, fixed from Leo, dual from Sagittarius.
        Division::D16 | Division::D45 => [0, 4, 8][modality],
        // BPHS 6.15: vimsamsa; movable from Aries, fixed from Sagittarius, dual from Leo.
        Division::D20 => [0, 8, 4][modality],
        // BPHS 6.16: chaturvimsamsa; odd from Leo, even from Cancer.
        Division::D24 => {
            if odd {
                4
            } else {
                3
            }
        }
        // BPHS 6.17: bhamsa; fire from Aries, earth from Cancer, air from Libra, water from
        // Capricorn.
        Division::D27 => [0, 3, 6, 9][s % 4],
        // Not counted from a first sign: in `part_sign` and `varga_position`.
        Division::D2
        | Division::D3
        | Division::D4
        | Division::D5
        | Division::D30
        | Division::D81
        | Division::D108
        | Division::D144 => s,
        // BPHS 6.19: khavedamsa; odd from Aries, even from Libra.
        Division::D40 => {
            if odd {
                0
            } else {
                6
            }
        }
        // BPHS 6.20–21: shashtiamsa; counted from the sign itself.
        Division::D60 => s,
    }
}

/// Sign of a longitude in a division (BPHS ch. 6).
pub fn varga_sign(lon: Longitude, d: Division) -> Sign {
    varga_position(lon, d).0
}

/// A body placed in a divisional chart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct VargaPlacement {
    pub sign: Sign,
    /// Degrees within the varga sign, 0 ≤ d < 30 (see the module note).
    pub degree: f64,
    /// Whole-sign house from the varga ascendant, 1–12.
    pub house: u8,
}

/// A divisional chart: the varga ascendant and the nine grahas (in `Planet::ALL` order).
#[derive(Debug, Clone, PartialEq)]
pub struct VargaChart {
    pub division: Division,
    pub ascendant: VargaPlacement,
    pub grahas: [VargaPlacement; 9],
}

impl VargaChart {
    pub fn graha(&self, p: Planet) -> &VargaPlacement {
        &self.grahas[p.index()]
    }
}

/// The divisional chart `d` of a natal chart.
pub fn varga_chart(chart: &Chart, d: Division) -> VargaChart {
    let (asc_sign, asc_deg) = varga_position(chart.ascendant, d);
    let grahas = std::array::from_fn(|i| {
        let (sign, degree) = varga_position(chart.grahas[i].longitude, d);
        VargaPlacement {
            sign,
            degree,
            house: asc_sign.house_of(sign),
        }
    });
    VargaChart {
        division: d,
        ascendant: VargaPlacement {
            sign: asc_sign,
            degree: asc_deg,
            house: 1,
        },
        grahas,
    }
}

/// All sixteen divisional charts, in [`Division::ALL`] order.
pub fn all_vargas(chart: &Chart) -> Vec<VargaChart> {
    Division::ALL
        .iter()
        .map(|&d| varga_chart(chart, d))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn navamsa_of_each_element_starts_where_bphs_says() {
        // BPHS 6.11: the first navamsa of Aries is Aries, of Taurus Capricorn, of Gemini Libra,
        // of Cancer Cancer; the last of Pisces is Pisces.
        for (lon, want) in [
            (0.0, Sign::Aries),
            (30.0, Sign::Capricorn),
            (60.0, Sign::Libra),
            (90.0, Sign::Cancer),
            (359.99, Sign::Pisces),
        ] {
            assert_eq!(varga_sign(Longitude::new(lon), Division::D9), want);
        }
    }

    #[test]
    fn trimsamsa_uses_unequal_parts() {
        // BPHS 6.18: Aries 7° is Saturn's part → Aquarius; Taurus 7° is Mercury's → Virgo.
        assert_eq!(
            varga_sign(Longitude::new(7.0), Division::D30),
            Sign::Aquarius
        );
        assert_eq!(varga_sign(Longitude::new(37.0), Division::D30), Sign::Virgo);
        let (_, deg) = varga_position(Longitude::new(14.0), Division::D30);
        assert!(
            (deg - 15.0).abs() < 1e-9,
            "Jupiter's part 10–18°, 14° is its middle"
        );
    }
}
