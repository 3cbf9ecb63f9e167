//! Shadbala, the six-fold strength of the seven grahas, in virupas (60 virupas = 1 rupa),
//! after BPHS ch. 27 (Santhanam's numbering).
//!
//! Checked against the two worked examples of the books, B.V. Raman's *Graha and Bhava Balas*
//! and V.P. Jain's *Text Book for Shadbala (Grahas) and Bhavabala* (`tests/it/shadbala_books.rs`).
//! Where the books and BPHS translations differ, the choice and its source are noted at the
//! function:
//! - **Sthana bala**: uchcha, saptavargaja (D1 D2 D3 D7 D9 D12 D30; moolatrikona 45, own 30, then
//!   22.5 / 15 / 7.5 / 3.75 / 1.875 from great friend to great enemy by the compound relation,
//!   moolatrikona in the rasi only, by the whole sign), ojhayugma (D1 and D9), kendradi,
//!   drekkana.
//! - **Dig bala**: from the lagna, the descendant and the true meridian (MC and IC), as the
//!   books' bhava madhyas.
//! - **Kala bala**: nathonnatha, paksha, tribhaga, abda, masa, vara, hora, ayana. Local time,
//!   sunrise and sunset come from an analytic solar model (mean Sun + equation of time,
//!   declination with −0.833° altitude), good to a few minutes, instead of extra ephemeris
//!   calls; under the midnight sun the whole day is "day", in the polar night the whole day is
//!   "night". The year and month lords come from the ahargana counted from the creation epoch
//!   of the Surya Siddhanta ([`kala::abda_masa_lords`]). Yuddha bala (planetary war) is not
//!   applied.
//! - **Cheshta bala**: from the cheshta kendra (sighrochcha minus the mean of the mean and
//!   true longitudes), with mean longitudes from Meeus' mean elements (the books read theirs
//!   from tables); the Sun's cheshta bala is its ayana bala, the Moon's its paksha bala, each
//!   counted once under kala bala and once here (the books' doubled ayana and paksha).
//! - **Naisargika bala**: the fixed values 60 × k / 7.
//! - **Drik bala**: a quarter of the aspect (drishti) virupas received from benefics (Jupiter,
//!   Venus, Mercury, the waxing Moon) minus those from malefics (Sun, Mars, Saturn, the waning
//!   Moon), with the special aspects of Mars, Jupiter and Saturn. It may be negative (BPHS).
//!   Mercury counts a malefic when malefics outnumber benefics in its sign.
//! - **Ishta and kashta phala** from the uchcha and cheshta balas.

mod kala;

use super::chart::Chart;
use super::dignity::{Dignity, compound_relation, exaltation, moolatrikona, owns};
use super::types::{JulianDay, Longitude, Planet};
use super::vargas::{Division, varga_sign};
use kala::Sky;
pub(crate) use kala::mercury_is_malefic;

/// Virupas in a rupa.
pub const VIRUPAS_PER_RUPA: f64 = 60.0;

/// Virupas of each of the six balas of one graha.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SthanaBala {
    pub uchcha: f64,
    pub saptavargaja: f64,
    pub ojhayugma: f64,
    pub kendradi: f64,
    pub drekkana: f64,
}

impl SthanaBala {
    pub fn total(&self) -> f64 {
        self.uchcha + self.saptavargaja + self.ojhayugma + self.kendradi + self.drekkana
    }
}

/// Components of kala bala, virupas.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct KalaBala {
    pub nathonnatha: f64,
    pub paksha: f64,
    pub tribhaga: f64,
    pub abda: f64,
    pub masa: f64,
    pub vara: f64,
    pub hora: f64,
    pub ayana: f64,
}

impl KalaBala {
    pub fn total(&self) -> f64 {
        self.nathonnatha
            + self.paksha
            + self.tribhaga
            + self.abda
            + self.masa
            + self.vara
            + self.hora
            + self.ayana
    }
}

/// The shadbala of one graha.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GrahaStrength {
    pub planet: Planet,
    pub sthana: SthanaBala,
    pub dig: f64,
    pub kala: KalaBala,
    /// For the Sun its ayana bala, for the Moon its paksha bala (see `Sky::cheshta`).
    pub cheshta: f64,
    pub naisargika: f64,
    /// May be negative (more malefic than benefic aspects).
    pub drik: f64,
    /// Rank 1 (strongest by ratio to the required strength) … 7.
    pub rank: u8,
}

impl GrahaStrength {
    /// Sum of the six balas, virupas.
    pub fn total_virupas(&self) -> f64 {
        self.sthana.total()
            + self.dig
            + self.kala.total()
            + self.cheshta
            + self.naisargika
            + self.drik
    }
    pub fn rupas(&self) -> f64 {
        self.total_virupas() / VIRUPAS_PER_RUPA
    }
    /// Minimum rupas for the graha to be called strong (BPHS 27).
    pub fn required_rupas(&self) -> f64 {
        required_rupas(self.planet)
    }
    /// Rupas over the required rupas; ≥ 1 means strong.
    pub fn ratio(&self) -> f64 {
        self.rupas() / self.required_rupas()
    }
    pub fn is_strong(&self) -> bool {
        self.ratio() >= 1.0
    }
    /// Ishta phala, the graha's capacity for good, 0–60: √(uchcha bala × cheshta bala) (Raman,
    /// *Graha and Bhava Balas*, ch. X; Jain likewise). BPHS 28.2–6 reaches it through the
    /// uchcha and cheshta rasmis, which come to their arithmetic mean instead; we follow the
    /// books' geometric mean, the form in common use. For the Sun and the Moon the cheshta bala
    /// is their ayana and paksha bala ([`GrahaStrength::cheshta`]).
    pub fn ishta_phala(&self) -> f64 {
        (self.sthana.uchcha * self.cheshta).max(0.0).sqrt()
    }
    /// Kashta phala, the capacity for harm, 0–60: √((60 − uchcha) × (60 − cheshta)) (as
    /// [`GrahaStrength::ishta_phala`]).
    pub fn kashta_phala(&self) -> f64 {
        ((60.0 - self.sthana.uchcha) * (60.0 - self.cheshta))
            .max(0.0)
            .sqrt()
    }
}

/// Shadbala of the seven grahas, Sun … Saturn.
#[derive(Debug, Clone, PartialEq)]
pub struct Shadbala {
    pub grahas: [GrahaStrength; 7],
}

impl Shadbala {
    pub fn of(&self, p: Planet) -> Option<&GrahaStrength> {
        self.grahas.iter().find(|g| g.planet == p)
    }
}

/// Required rupas (BPHS 27): Sun 6.5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5,
/// Saturn 5. Nodes: 0 (no shadbala).
pub fn required_rupas(p: Planet) -> f64 {
    match p {
        Planet::Sun | Planet::Jupiter => 6.5,
        Planet::Moon => 6.0,
        Planet::Mars | Planet::Saturn => 5.0,
        Planet::Mercury => 7.0,
        Planet::Venus => 5.5,
        Planet::Rahu | Planet::Ketu => 0.0,
    }
}

/// Naisargika bala (BPHS 27): 60 × k / 7 with k = 7 Sun, 6 Moon, 5 Venus, 4 Jupiter,
/// 3 Mercury, 2 Mars, 1 Saturn. Nodes: 0.
pub fn naisargika(p: Planet) -> f64 {
    let k = match p {
        Planet::Sun => 7.0,
        Planet::Moon => 6.0,
        Planet::Venus => 5.0,
        Planet::Jupiter => 4.0,
        Planet::Mercury => 3.0,
        Planet::Mars => 2.0,
        Planet::Saturn => 1.0,
        Planet::Rahu | Planet::Ketu => 0.0,
    };
    60.0 * k / 7.0
}

/// Shadbala of a natal chart.
pub fn shadbala(chart: &Chart) -> Shadbala {
    let sky = Sky::of(chart);
    let mut grahas = Planet::SEVEN.map(|p| GrahaStrength {
        planet: p,
        sthana: sthana(chart, p),
        dig: dig(chart, p),
        kala: sky.kala(p),
        cheshta: sky.cheshta(p),
        naisargika: naisargika(p),
        drik: drik(chart, &sky, p),
        rank: 0,
    });
    let mut order: [usize; 7] = std::array::from_fn(|i| i);
    order.sort_by(|&a, &b| grahas[b].ratio().total_cmp(&grahas[a].ratio()));
    for (rank, i) in order.into_iter().enumerate() {
        grahas[i].rank = rank as u8 + 1;
    }
    Shadbala { grahas }
}

// ---------------------------------------------------------------- sthana bala

/// Sthana bala (BPHS 27).
pub fn sthana(chart: &Chart, p: Planet) -> SthanaBala {
    let g = chart.graha(p);
    SthanaBala {
        uchcha: uchcha(p, g.longitude),
        saptavargaja: saptavargaja(chart, p),
        ojhayugma: ojhayugma(p, g.longitude),
        kendradi: match g.house % 3 {
            1 => 60.0,
            2 => 30.0,
            _ => 15.0,
        },
        drekkana: drekkana(p, g.degree()),
    }
}

/// Uchcha bala (BPHS 27): the arc from the deep debilitation point, folded to 0–180°, over 3;
/// 60 at deep exaltation, 0 at deep debilitation.
pub fn uchcha(p: Planet, lon: Longitude) -> f64 {
    let Some((sign, deep)) = exaltation(p) else {
        return 0.0;
    };
    let debil = Longitude::new(sign.index() as f64 * 30.0 + deep + 180.0);
    lon.separation(debil) / 3.0
}

/// Saptavargaja points (BPHS 27.2–4): moolatrikona 45, own 30, then 22.5, 15, 7.5, 3.75 and
/// 1.875 for the sign of a great friend, friend, neutral, enemy and great enemy, each half the
/// one before: the series of Raman (*Graha and Bhava Balas*, ch. III) and Jain. Santhanam's
/// translation of BPHS prints 20, 15, 10, 4, 2 for the last five; both worked examples come out
/// only with the halving series. Exaltation and debilitation earn nothing of their own here:
/// the graha is judged by its relation with the sign's lord.
fn relation_points(d: Dignity) -> f64 {
    match d {
        Dignity::Moolatrikona => 45.0,
        Dignity::Own => 30.0,
        Dignity::GreatFriend => 22.5,
        Dignity::Friend => 15.0,
        Dignity::Neutral => 7.5,
        Dignity::Enemy => 3.75,
        Dignity::GreatEnemy => 1.875,
        // `compound_relation` gives only the five relations above.
        Dignity::Exalted | Dignity::Debilitated => 0.0,
    }
}

/// The seven vargas of saptavargaja bala (BPHS 27).
const SAPTAVARGA: [Division; 7] = [
    Division::D1,
    Division::D2,
    Division::D3,
    Division::D7,
    Division::D9,
    Division::D12,
    Division::D30,
];

/// Saptavargaja bala (BPHS 27.2–4): points for the graha's dignity in each of the seven vargas.
/// Moolatrikona counts in the rasi only and there by the whole sign ("in its moolatrikona
/// rasi", BPHS 27.2), not by the degree range of BPHS ch. 3: Jain's worked example gives the
/// Sun at Leo 26° and Mercury at Virgo 21° their 45, and in the other vargas both books give a
/// graha in its moolatrikona sign the own sign's 30. Elsewhere: own sign 30, else the compound
/// relation with the sign's lord (the temporary part from the rasi chart).
pub fn saptavargaja(chart: &Chart, p: Planet) -> f64 {
    let g = chart.graha(p);
    SAPTAVARGA
        .iter()
        .map(|&d| {
            let sign = varga_sign(g.longitude, d);
            if d == Division::D1 && sign == moolatrikona(p).0 {
                45.0
            } else if owns(p, sign) {
                30.0
            } else {
                relation_points(compound_relation(chart, p, sign.lord()))
            }
        })
        .sum()
}

/// Ojhayugma bala (BPHS 27): in the rasi and in the navamsa, 15 each for the Moon and Venus in
/// an even sign, for the others in an odd sign.
pub fn ojhayugma(p: Planet, lon: Longitude) -> f64 {
    let likes_even = matches!(p, Planet::Moon | Planet::Venus);
    [lon.sign(), varga_sign(lon, Division::D9)]
        .iter()
        .filter(|s| s.is_odd() != likes_even)
        .count() as f64
        * 15.0
}

/// Drekkana bala (BPHS 27): 15 for male grahas (Sun, Mars, Jupiter) in the first decanate,
/// neuter (Mercury, Saturn) in the second, female (Moon, Venus) in the third.
pub fn drekkana(p: Planet, degree: f64) -> f64 {
    let part = ((degree / 10.0).floor() as usize).min(2);
    let wanted = match p {
        Planet::Sun | Planet::Mars | Planet::Jupiter => 0,
        Planet::Mercury | Planet::Saturn => 1,
        _ => 2,
    };
    if part == wanted { 15.0 } else { 0.0 }
}

// ---------------------------------------------------------------- dig bala

/// Dig bala (BPHS 27.7–8; Raman, *Graha and Bhava Balas*, ch. IV): the arc from the point where
/// the graha is weakest, over 3, so 60 where it is strongest (Jupiter, Mercury: the lagna;
/// Moon, Venus: the 4th bhava; Saturn: the 7th; Sun, Mars: the 10th) and 0 opposite. The 1st and
/// 7th are the ascendant and the descendant; the 4th and the 10th are the bhava madhyas of the
/// books, the lower and the upper meridian (IC and MC), not the ascendant ± 90°: both worked
/// examples use the true MC.
pub fn dig(chart: &Chart, p: Planet) -> f64 {
    let asc = chart.ascendant.degrees();
    let mc = midheaven(chart).degrees();
    let strongest = match p {
        Planet::Jupiter | Planet::Mercury => asc,
        Planet::Moon | Planet::Venus => mc + 180.0,
        Planet::Saturn => asc + 180.0,
        _ => mc,
    };
    (180.0
        - chart
            .graha(p)
            .longitude
            .separation(Longitude::new(strongest)))
        / 3.0
}

/// The sidereal MC of the chart: the ecliptic point on the upper meridian, from the mean
/// sidereal time (Meeus ch. 12, eq. 12.4) and the mean obliquity (Meeus ch. 22), less the
/// chart's ayanamsa. Good to a few arc-seconds (nutation left out), with no ephemeris call.
pub fn midheaven(chart: &Chart) -> Longitude {
    let d = (chart.jd - JulianDay::J2000).days();
    let t = d / 36_525.0;
    let armc = 280.460_618_37 + 360.985_647_366_29 * d + 0.000_387_933 * t * t
        - t * t * t / 38_710_000.0
        + chart.longitude;
    let obliquity = 23.439_291 - 0.013_004_2 * t;
    let mc = deg_sin(armc)
        .atan2(deg_cos(armc) * deg_cos(obliquity))
        .to_degrees();
    Longitude::new(mc - chart.ayanamsa)
}

// ---------------------------------------------------------------- angles

/// The sine of an angle in degrees.
fn deg_sin(x: f64) -> f64 {
    x.to_radians().sin()
}

/// The cosine of an angle in degrees.
fn deg_cos(x: f64) -> f64 {
    x.to_radians().cos()
}

/// Signed difference `a − b` folded into −180..180.
fn signed_diff(a: f64, b: f64) -> f64 {
    (a - b + 180.0).rem_euclid(360.0) - 180.0
}

// ---------------------------------------------------------------- drik bala

/// Aspect strength in virupas (sphuta drishti, BPHS 26) of a graha onto a point `d` degrees
/// ahead of it, with the special full aspects of Mars (4th, 8th), Jupiter (5th, 9th) and
/// Saturn (3rd, 10th).
pub fn drishti(from: Planet, d: f64) -> f64 {
    let d = d.rem_euclid(360.0);
    let base = if d < 30.0 {
        0.0
    } else if d < 60.0 {
        (d - 30.0) / 2.0
    } else if d < 90.0 {
        d - 45.0
    } else if d < 120.0 {
        30.0 + (120.0 - d) / 2.0
    } else if d < 150.0 {
        150.0 - d
    } else if d < 180.0 {
        2.0 * (d - 150.0)
    } else if d < 300.0 {
        (300.0 - d) / 2.0
    } else {
        0.0
    };
    let extra = match from {
        Planet::Mars if (90.0..=120.0).contains(&d) || (210.0..=240.0).contains(&d) => 15.0,
        Planet::Jupiter if (120.0..=150.0).contains(&d) || (240.0..=270.0).contains(&d) => 30.0,
        Planet::Saturn if (60.0..=90.0).contains(&d) || (270.0..=300.0).contains(&d) => 45.0,
        _ => 0.0,
    };
    (base + extra).min(60.0)
}

/// Drik bala of a graha: (benefic aspects − malefic aspects) / 4 (BPHS 27).
fn drik(chart: &Chart, sky: &Sky, p: Planet) -> f64 {
    let target = chart.graha(p).longitude;
    Planet::SEVEN
        .iter()
        .filter(|&&q| q != p)
        .map(|&q| {
            let benefic = match q {
                Planet::Jupiter | Planet::Venus => true,
                Planet::Mercury => !sky.mercury_malefic,
                Planet::Moon => sky.waxing,
                _ => false,
            };
            let v = drishti(q, chart.graha(q).longitude.forward_to(target));
            if benefic { v } else { -v }
        })
        .sum::<f64>()
        / 4.0
}
