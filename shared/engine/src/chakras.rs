//! Two chakras drawn from a chart: the Sudarshana chakra and the Sarvatobhadra chakra.
//!
//! **Sudarshana** (BPHS ch. 21): three concentric rings of twelve houses, counted from the lagna,
//! from the Moon and from the Sun; each house shows its sign and the grahas in it. Each house
//! also says whether its sign is the lagna's (`lagna`), in all three rings, so the lagna's place
//! from the Moon and from the Sun can be read off as well.
//!
//! **Sarvatobhadra** (the 9 × 9 grid of Narapati Jayacharya's Narapatijayacharya and of
//! Horaratna, as quoted with Phaladeepika ch. 26): its fixed layout is [`LAYOUT`], its
//! nakshatras the 28 of [`Star`] (with Abhijit); the lagna and the grahas sit in the cell of
//! their nakshatra, and [`vedha`] gives the three lines of cells a nakshatra pierces.

use crate::chart::Chart;
use crate::types::{Longitude, Nakshatra, Planet, Sign};
use serde::{Serialize, Serializer};

/// One house of a Sudarshana ring.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct RingHouse {
    /// House number, 1–12, counted from the ring's reference (its sign is house 1).
    pub house: u8,
    pub sign: Sign,
    /// The grahas in the sign, in `Planet::ALL` order.
    pub planets: Vec<Planet>,
    /// Whether the sign is the lagna's.
    pub lagna: bool,
}

/// The three rings, each twelve houses, house 1 first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct SudarshanaRings {
    pub lagna: Vec<RingHouse>,
    pub moon: Vec<RingHouse>,
    pub sun: Vec<RingHouse>,
}

/// The Sudarshana chakra of a chart (BPHS ch. 21).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Sudarshana {
    pub rings: SudarshanaRings,
}

/// The Sudarshana chakra: the signs by whole sign from the lagna, the Moon and the Sun.
pub fn sudarshana(chart: &Chart) -> Sudarshana {
    let asc = chart.ascendant_sign();
    let ring = |first: Sign| -> Vec<RingHouse> {
        (1..=12)
            .map(|house| {
                let sign = first.nth(house);
                RingHouse {
                    house: house as u8,
                    sign,
                    planets: Planet::ALL
                        .iter()
                        .copied()
                        .filter(|&p| chart.graha(p).sign() == sign)
                        .collect(),
                    lagna: sign == asc,
                }
            })
            .collect()
    };
    Sudarshana {
        rings: SudarshanaRings {
            lagna: ring(asc),
            moon: ring(chart.moon_sign()),
            sun: ring(chart.sun_sign()),
        },
    }
}

/// One of the 28 nakshatras of the Sarvatobhadra chakra: the 27 and Abhijit. Serialised by name
/// (`"Abhijit"`, `"Purva Ashadha"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Star {
    Nakshatra(Nakshatra),
    Abhijit,
}

/// Where Abhijit lies: the last quarter of Uttara Ashadha and the first fifteenth of Shravana,
/// 276°40′ to 280°53′20″ (Muhurta Chintamani ch. 2).
const ABHIJIT: (f64, f64) = (276.0 + 40.0 / 60.0, 280.0 + 53.0 / 60.0 + 20.0 / 3600.0);

impl Star {
    /// The 28 in the zodiac's order: Ashwini … Uttara Ashadha, Abhijit, Shravana … Revati.
    pub fn all() -> [Star; 28] {
        std::array::from_fn(|i| match i {
            0..=20 => Star::Nakshatra(Nakshatra::from_index(i)),
            21 => Star::Abhijit,
            _ => Star::Nakshatra(Nakshatra::from_index(i - 1)),
        })
    }
    /// The nakshatra a longitude is in, Abhijit taking its span out of Uttara Ashadha and
    /// Shravana.
    pub fn of(longitude: Longitude) -> Star {
        let d = longitude.degrees();
        if (ABHIJIT.0..ABHIJIT.1).contains(&d) {
            Star::Abhijit
        } else {
            Star::Nakshatra(longitude.nakshatra())
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Star::Nakshatra(n) => n.name(),
            Star::Abhijit => "Abhijit",
        }
    }
    /// Its cell in [`LAYOUT`].
    pub fn cell(self) -> CellPos {
        let mut found = CellPos { row: 0, col: 0 };
        for (r, row) in LAYOUT.iter().enumerate() {
            for (c, content) in row.iter().enumerate() {
                if *content == Content::Star(self) {
                    found = CellPos::new(r, c);
                }
            }
        }
        found
    }
}

impl Serialize for Star {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// The five groups of tithis, with the weekdays the chakra writes beside them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum TithiGroup {
    Nanda,
    Bhadra,
    Jaya,
    Rikta,
    Purna,
}

impl TithiGroup {
    pub const ALL: [TithiGroup; 5] = [
        TithiGroup::Nanda,
        TithiGroup::Bhadra,
        TithiGroup::Jaya,
        TithiGroup::Rikta,
        TithiGroup::Purna,
    ];
    pub fn name(self) -> &'static str {
        ["Nanda", "Bhadra", "Jaya", "Rikta", "Purna"][self as usize]
    }
    /// Its tithis within a paksha (1st, 6th, 11th for Nanda …; Purna's 15th is the full and the
    /// new moon).
    pub fn tithis(self) -> [u8; 3] {
        let k = self as u8 + 1;
        [k, k + 5, k + 10]
    }
    /// The weekdays in its cell: Sunday and Tuesday with Nanda, Monday and Wednesday with
    /// Bhadra, Thursday with Jaya, Friday with Rikta, Saturday with Purna (Horaratna).
    pub fn weekdays(self) -> &'static [&'static str] {
        match self {
            TithiGroup::Nanda => &["Sunday", "Tuesday"],
            TithiGroup::Bhadra => &["Monday", "Wednesday"],
            TithiGroup::Jaya => &["Thursday"],
            TithiGroup::Rikta => &["Friday"],
            TithiGroup::Purna => &["Saturday"],
        }
    }
}

/// What a cell of the grid holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Content {
    Star(Star),
    /// One of the 16 vowels, spelled `a aa i ii u uu ri rii lri lrii e ai o au am ah`.
    Vowel(&'static str),
    /// One of the 20 letters of the second ring, in ASCII with the two retroflex letters
    /// capitalised (`Ta` = ṭa, `Da` = ḍa, as Harvard-Kyoto writes them). The first, `a`, is the
    /// letter a as a name's initial.
    Consonant(&'static str),
    Sign(Sign),
    /// A group of tithis, with its weekdays.
    Tithi(TithiGroup),
}

/// A cell's kind as published (lowercase). The weekdays share the five tithi cells (there is
/// no cell of weekdays alone), so they are a field of those cells rather than a kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum CellKind {
    Nakshatra,
    Vowel,
    Consonant,
    Sign,
    Tithi,
}

impl Content {
    pub fn kind(self) -> CellKind {
        match self {
            Content::Star(_) => CellKind::Nakshatra,
            Content::Vowel(_) => CellKind::Vowel,
            Content::Consonant(_) => CellKind::Consonant,
            Content::Sign(_) => CellKind::Sign,
            Content::Tithi(_) => CellKind::Tithi,
        }
    }
    /// The label drawn and published: the nakshatra's, sign's or group's English name, or the
    /// letter.
    pub fn label(self) -> &'static str {
        match self {
            Content::Star(s) => s.name(),
            Content::Vowel(v) | Content::Consonant(v) => v,
            Content::Sign(s) => s.name(),
            Content::Tithi(t) => t.name(),
        }
    }
}

use Content::{Consonant as K, Sign as R, Star as N, Tithi as T, Vowel as V};
use Nakshatra as Nk;
use Sign as Sg;

const fn n(k: Nakshatra) -> Content {
    N(Star::Nakshatra(k))
}

/// The Sarvatobhadra chakra, row 0 the east (top), then clockwise: the south on the right, the
/// west at the bottom, the north on the left. As Horaratna lays it out (quoted with Phaladeepika
/// ch. 26; the same grid in Narapatijayacharya): the 16 vowels in the corners of the four
/// rings, outermost first, each ring from the north-east corner clockwise; the 28 nakshatras
/// round the outer ring from Krittika, next to the north-east corner, seven a side; the letters
/// a va ka ha ḍa (east), ma ṭa pa ra ta (south), na ya bha ja kha (west), ga sa da cha la
/// (north); the signs from Taurus in the east, three a side; Nanda in the east, Bhadra south,
/// Jaya west, Rikta north and Purna in the centre.
pub const LAYOUT: [[Content; 9]; 9] = [
    [
        V("a"),
        n(Nk::Krittika),
        n(Nk::Rohini),
        n(Nk::Mrigashira),
        n(Nk::Ardra),
        n(Nk::Punarvasu),
        n(Nk::Pushya),
        n(Nk::Ashlesha),
        V("aa"),
    ],
    [
        n(Nk::Bharani),
        V("u"),
        K("a"),
        K("va"),
        K("ka"),
        K("ha"),
        K("Da"),
        V("uu"),
        n(Nk::Magha),
    ],
    [
        n(Nk::Ashwini),
        K("la"),
        V("lri"),
        R(Sg::Taurus),
        R(Sg::Gemini),
        R(Sg::Cancer),
        V("lrii"),
        K("ma"),
        n(Nk::PurvaPhalguni),
    ],
    [
        n(Nk::Revati),
        K("cha"),
        R(Sg::Aries),
        V("o"),
        T(TithiGroup::Nanda),
        V("au"),
        R(Sg::Leo),
        K("Ta"),
        n(Nk::UttaraPhalguni),
    ],
    [
        n(Nk::UttaraBhadrapada),
        K("da"),
        R(Sg::Pisces),
        T(TithiGroup::Rikta),
        T(TithiGroup::Purna),
        T(TithiGroup::Bhadra),
        R(Sg::Virgo),
        K("pa"),
        n(Nk::Hasta),
    ],
    [
        n(Nk::PurvaBhadrapada),
        K("sa"),
        R(Sg::Aquarius),
        V("ah"),
        T(TithiGroup::Jaya),
        V("am"),
        R(Sg::Libra),
        K("ra"),
        n(Nk::Chitra),
    ],
    [
        n(Nk::Shatabhisha),
        K("ga"),
        V("ai"),
        R(Sg::Capricorn),
        R(Sg::Sagittarius),
        R(Sg::Scorpio),
        V("e"),
        K("ta"),
        n(Nk::Swati),
    ],
    [
        n(Nk::Dhanishta),
        V("rii"),
        K("kha"),
        K("ja"),
        K("bha"),
        K("ya"),
        K("na"),
        V("ri"),
        n(Nk::Vishakha),
    ],
    [
        V("ii"),
        n(Nk::Shravana),
        N(Star::Abhijit),
        n(Nk::UttaraAshadha),
        n(Nk::PurvaAshadha),
        n(Nk::Mula),
        n(Nk::Jyeshtha),
        n(Nk::Anuradha),
        V("i"),
    ],
];

/// A cell's place: row 0 the east (top), column 0 the north (left).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct CellPos {
    pub row: u8,
    pub col: u8,
}

impl CellPos {
    pub fn new(row: usize, col: usize) -> CellPos {
        CellPos {
            row: row as u8,
            col: col as u8,
        }
    }
    /// What the cell holds.
    pub fn content(self) -> Content {
        LAYOUT[usize::from(self.row)][usize::from(self.col)]
    }
}

/// One cell of the chakra as published.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Cell {
    pub label: &'static str,
    pub kind: CellKind,
    /// The weekdays written in a tithi cell (English names); empty elsewhere.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub weekdays: Vec<&'static str>,
    /// The natal grahas in this nakshatra, in `Planet::ALL` order.
    pub planets: Vec<Planet>,
    /// Whether the lagna is in this nakshatra.
    pub lagna: bool,
    /// The transiting grahas in this nakshatra, when transits were given.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub transits: Vec<Planet>,
}

/// The Sarvatobhadra chakra of a chart: 9 rows of 9 cells, as [`LAYOUT`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Sarvatobhadra {
    pub cells: Vec<Vec<Cell>>,
}

impl Sarvatobhadra {
    pub fn cell(&self, at: CellPos) -> &Cell {
        &self.cells[usize::from(at.row)][usize::from(at.col)]
    }
    fn cell_mut(&mut self, at: CellPos) -> &mut Cell {
        &mut self.cells[usize::from(at.row)][usize::from(at.col)]
    }
}

/// The chakra with the natal lagna and grahas in the cells of their nakshatras.
pub fn sarvatobhadra(chart: &Chart) -> Sarvatobhadra {
    sarvatobhadra_with_transits(chart, &[])
}

/// The chakra with the natal lagna and grahas, and a second set of positions (a transit, or any
/// other moment's grahas) in the cells' `transits`.
pub fn sarvatobhadra_with_transits(
    chart: &Chart,
    transits: &[(Planet, Longitude)],
) -> Sarvatobhadra {
    let mut sbc = Sarvatobhadra {
        cells: LAYOUT
            .iter()
            .map(|row| {
                row.iter()
                    .map(|&c| Cell {
                        label: c.label(),
                        kind: c.kind(),
                        weekdays: match c {
                            Content::Tithi(t) => t.weekdays().to_vec(),
                            _ => Vec::new(),
                        },
                        planets: Vec::new(),
                        lagna: false,
                        transits: Vec::new(),
                    })
                    .collect()
            })
            .collect(),
    };
    sbc.cell_mut(Star::of(chart.ascendant).cell()).lagna = true;
    for g in &chart.grahas {
        sbc.cell_mut(Star::of(g.longitude).cell())
            .planets
            .push(g.planet);
    }
    let mut transits = transits.to_vec();
    transits.sort_by_key(|(p, _)| p.index());
    for (p, lon) in transits {
        sbc.cell_mut(Star::of(lon).cell()).transits.push(p);
    }
    sbc
}

/// The three vedhas of a nakshatra: the cells on the three lines drawn from it into the grid,
/// each from the cell next to it to the edge. Every nakshatra pierces three (Horaratna, quoted
/// with Phaladeepika ch. 26; Narapatijayacharya): the one in front, straight across, and one to
/// the left and one to the right, along the diagonals. Facing into the grid from its side, the
/// left diagonal leans towards the nakshatras that follow (Krittika's towards Vishakha) and the
/// right one towards those before (Krittika's reaches Bharani). The relation is mutual: a graha in
/// any of these cells pierces the nakshatra in turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Vedha {
    #[cfg_attr(feature = "schema", schema(value_type = String))]
    pub star: Star,
    pub front: Vec<CellPos>,
    pub left: Vec<CellPos>,
    pub right: Vec<CellPos>,
}

impl Vedha {
    /// All the pierced cells: front, then left, then right.
    pub fn cells(&self) -> impl Iterator<Item = CellPos> + '_ {
        self.front
            .iter()
            .chain(&self.left)
            .chain(&self.right)
            .copied()
    }
    /// The nakshatras pierced: front, left, right (each line ends on the outer ring, the left
    /// or right one of a nakshatra next to a corner on the neighbouring side).
    pub fn stars(&self) -> Vec<Star> {
        self.cells()
            .filter_map(|c| match c.content() {
                Content::Star(s) => Some(s),
                _ => None,
            })
            .collect()
    }
}

/// The cells a nakshatra pierces.
pub fn vedha(star: Star) -> Vedha {
    let at = star.cell();
    let (r, c) = (i32::from(at.row), i32::from(at.col));
    // Inward normal and the direction the nakshatras run (clockwise), by side.
    let (inward, along) = match (r, c) {
        (0, _) => ((1, 0), (0, 1)),
        (_, 8) => ((0, -1), (1, 0)),
        (8, _) => ((-1, 0), (0, -1)),
        _ => ((0, 1), (-1, 0)),
    };
    let line = |d: (i32, i32)| -> Vec<CellPos> {
        (1..9)
            .map(|k| (r + k * d.0, c + k * d.1))
            .take_while(|&(y, x)| (0..9).contains(&y) && (0..9).contains(&x))
            .map(|(y, x)| CellPos::new(y as usize, x as usize))
            .collect()
    };
    Vedha {
        star,
        front: line(inward),
        left: line((inward.0 + along.0, inward.1 + along.1)),
        right: line((inward.0 - along.0, inward.1 - along.1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abhijit_takes_its_span() {
        assert_eq!(Star::of(Longitude::new(276.5)).name(), "Uttara Ashadha");
        assert_eq!(Star::of(Longitude::new(277.0)), Star::Abhijit);
        assert_eq!(Star::of(Longitude::new(280.8)), Star::Abhijit);
        assert_eq!(Star::of(Longitude::new(281.0)).name(), "Shravana");
        assert_eq!(Star::all()[21], Star::Abhijit);
        assert_eq!(Star::all()[27].name(), "Revati");
    }

    #[test]
    fn krittika_pierces_bharani_shravana_vishakha() {
        let v = vedha(Star::Nakshatra(Nakshatra::Krittika));
        assert_eq!(v.front.len(), 8);
        assert_eq!(v.left.len(), 7);
        assert_eq!(v.right, vec![CellPos::new(1, 0)]);
        let names: Vec<&str> = v.stars().iter().map(|s| s.name()).collect();
        assert_eq!(names, ["Shravana", "Vishakha", "Bharani"]);
    }
}
