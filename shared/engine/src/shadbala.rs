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
//!   of the Surya Siddhanta ([`abda_masa_lords`]). Yuddha bala (planetary war) is not applied.
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

use super::chart::Chart;
use super::dignity::{Dignity, compound_relation, exaltation, moolatrikona, owns};
use super::types::{Days, JulianDay, Longitude, Planet};
use super::vargas::{Division, varga_sign};

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

// ---------------------------------------------------------------- time and the Sun

/// The ahargana (count of civil days from the creation of the Surya Siddhanta, the epoch from
/// which the books count the year and month lords) of 1 January 1860: 714,404,108,573, as
/// Burgess's translation of the Surya Siddhanta (1860) gives it and the notes to BPHS 27.13 in
/// the English translation repeat. The count is ≡ 1 (mod 7) on a Sunday, as that day was; the
/// creation day was a Sunday too.
const AHARGANA_1860: i64 = 714_404_108_573;

/// The Julian day number of 1 January 1860.
const JDN_1860: i64 = 2_400_411;

/// The lords of the year and of the month of a day, by the ahargana `a` (BPHS 27.13 and its
/// notes; Raman, *Graha and Bhava Balas*, ch. V, abda and masa bala): the year lord
/// is the weekday on which the current 360-day year of the count began, the remainder of
/// (3 × ⌊a / 360⌋ + 1) / 7 counted with 1 = Sunday; the month lord likewise the weekday on
/// which the current 30-day month began, from 2 × ⌊a / 30⌋ + 1. (360 ≡ 3 and 30 ≡ 2 mod 7.)
/// Counted from the creation, this reproduces the lords of both books' worked examples; the
/// Kali Yuga epoch we counted from before gave other lords for both.
fn abda_masa_lords(a: i64) -> (Planet, Planet) {
    let lord = |periods: i64, shift: i64| WEEKDAY_LORDS[(periods * shift).rem_euclid(7) as usize];
    (lord(a.div_euclid(360), 3), lord(a.div_euclid(30), 2))
}

/// Weekday lords, Sunday first.
const WEEKDAY_LORDS: [Planet; 7] = [
    Planet::Sun,
    Planet::Moon,
    Planet::Mars,
    Planet::Mercury,
    Planet::Jupiter,
    Planet::Venus,
    Planet::Saturn,
];

/// Order of the planetary hours (horas), each lord the next slower planet in the Chaldean
/// order (Surya Siddhanta ch. 12); the first hora of a day is the weekday lord's.
const HORA_ORDER: [Planet; 7] = [
    Planet::Sun,
    Planet::Venus,
    Planet::Mercury,
    Planet::Moon,
    Planet::Saturn,
    Planet::Jupiter,
    Planet::Mars,
];

/// Time-dependent facts of the birth: local apparent time, day and night, lords of the
/// year, month, weekday and hour, declinations, Moon's phase. Computed once per chart.
struct Sky {
    /// Local apparent solar time at birth, hours 0–24.
    local_hours: f64,
    /// Sunrise and sunset, local apparent hours.
    sunrise: f64,
    sunset: f64,
    /// Moon − Sun elongation folded to 0–180°.
    elongation: f64,
    /// Moon waxing (bright fortnight).
    waxing: bool,
    /// Mercury counted a malefic (see [`mercury_is_malefic`]).
    mercury_malefic: bool,
    abda_lord: Planet,
    masa_lord: Planet,
    vara_lord: Planet,
    hora_lord: Planet,
    /// Julian centuries from J2000.
    t: f64,
    /// Obliquity of the ecliptic, degrees.
    obliquity: f64,
    /// Tropical (sayana) longitudes in `Planet::ALL` order, degrees.
    tropical: [f64; 9],
}

fn deg_sin(x: f64) -> f64 {
    x.to_radians().sin()
}
fn deg_cos(x: f64) -> f64 {
    x.to_radians().cos()
}

/// Signed difference `a − b` folded into −180..180.
fn signed_diff(a: f64, b: f64) -> f64 {
    (a - b + 180.0).rem_euclid(360.0) - 180.0
}

/// Whether Mercury counts a malefic for paksha and drik bala: when the malefics sharing its
/// sign (Sun, Mars, Saturn, Rahu, Ketu, the waning Moon) outnumber the benefics there (Jupiter,
/// Venus, the waxing Moon). BPHS ch. 3 makes Mercury malefic in malefic company; the count
/// settles mixed company as both worked examples do: Raman's Mercury, with the Sun alone, is a
/// malefic; Jain's, with Jupiter and Saturn, a benefic.
fn mercury_is_malefic(chart: &Chart, waxing: bool) -> bool {
    let sign = chart.graha(Planet::Mercury).sign();
    let balance: i32 = chart
        .grahas
        .iter()
        .filter(|g| g.planet != Planet::Mercury && g.sign() == sign)
        .map(|g| match g.planet {
            Planet::Jupiter | Planet::Venus => -1,
            Planet::Moon if waxing => -1,
            _ => 1,
        })
        .sum();
    balance > 0
}

impl Sky {
    fn of(chart: &Chart) -> Sky {
        let jd = chart.jd;
        // Julian centuries since J2000.0.
        let t = (jd - JulianDay::J2000).days() / 36_525.0;
        // Meeus ch. 22: mean obliquity (arc-second terms beyond T dropped).
        let obliquity = 23.439_291 - 0.013_004_2 * t;
        let sun = chart.graha(Planet::Sun).longitude.degrees() + chart.ayanamsa;
        // Meeus ch. 28: equation of time from the mean Sun and the true Sun's right ascension.
        let mean_sun = 280.466_46 + 36_000.769_83 * t;
        let ra = (deg_sin(sun) * deg_cos(obliquity))
            .atan2(deg_cos(sun))
            .to_degrees();
        let eot_hours = signed_diff(mean_sun - 0.005_718_3, ra) / 15.0;
        let decl = (deg_sin(obliquity) * deg_sin(sun)).asin().to_degrees();
        // Days counted from midnight (JD + ½) in local apparent time: a bare number, for the
        // day count and the hour of the day.
        let local_days =
            (jd + Days::new(0.5) + Days::from_hours(chart.longitude / 15.0 + eot_hours)).value();
        let local_hours = local_days.fract() * 24.0;
        // Half the day arc: the Sun's upper limb on the horizon with refraction (−0.833°).
        let cos_h0 = (deg_sin(-0.833) - deg_sin(chart.latitude) * deg_sin(decl))
            / (deg_cos(chart.latitude) * deg_cos(decl));
        let half_day = cos_h0.clamp(-1.0, 1.0).acos().to_degrees() / 15.0;
        let (sunrise, sunset) = (12.0 - half_day, 12.0 + half_day);
        // The Vedic day runs from sunrise to sunrise.
        let mut day_no = local_days.floor();
        if local_hours < sunrise {
            day_no -= 1.0;
        }
        let weekday = |jdn: f64| WEEKDAY_LORDS[((jdn + 1.0).rem_euclid(7.0)) as usize % 7];
        // The ahargana of the Vedic day of birth (the day runs from sunrise, as for the vara).
        let (abda_lord, masa_lord) = abda_masa_lords(day_no as i64 - JDN_1860 + AHARGANA_1860);
        let vara_lord = weekday(day_no);
        let hours_since_rise = (local_hours - sunrise).rem_euclid(24.0);
        let first = HORA_ORDER.iter().position(|&p| p == vara_lord).unwrap_or(0);
        let hora_lord = HORA_ORDER[(first + hours_since_rise.floor() as usize) % 7];
        let moon = chart.graha(Planet::Moon).longitude;
        let forward = chart.graha(Planet::Sun).longitude.forward_to(moon);
        Sky {
            local_hours,
            sunrise,
            sunset,
            elongation: if forward > 180.0 {
                360.0 - forward
            } else {
                forward
            },
            waxing: forward < 180.0,
            mercury_malefic: mercury_is_malefic(chart, forward < 180.0),
            abda_lord,
            masa_lord,
            vara_lord,
            hora_lord,
            t,
            obliquity,
            tropical: chart.grahas.map(|g| g.longitude.degrees() + chart.ayanamsa),
        }
    }

    fn is_day(&self) -> bool {
        (self.sunrise..self.sunset).contains(&self.local_hours)
    }

    /// Kala bala (BPHS 27.9–20); yuddha bala is not applied (module note).
    fn kala(&self, p: Planet) -> KalaBala {
        KalaBala {
            nathonnatha: self.nathonnatha(p),
            paksha: self.paksha(p),
            tribhaga: self.tribhaga(p),
            abda: if p == self.abda_lord { 15.0 } else { 0.0 },
            masa: if p == self.masa_lord { 30.0 } else { 0.0 },
            vara: if p == self.vara_lord { 45.0 } else { 0.0 },
            hora: if p == self.hora_lord { 60.0 } else { 0.0 },
            ayana: self.ayana(p),
        }
    }

    /// Nathonnatha (divaratri) bala (BPHS 27): the Sun, Jupiter and Venus get 60 at local
    /// noon and 0 at midnight, the Moon, Mars and Saturn the reverse, Mercury always 60.
    fn nathonnatha(&self, p: Planet) -> f64 {
        let from_midnight = self.local_hours.min(24.0 - self.local_hours);
        let diurnal = from_midnight * 5.0;
        match p {
            Planet::Sun | Planet::Jupiter | Planet::Venus => diurnal,
            Planet::Mercury => 60.0,
            _ => 60.0 - diurnal,
        }
    }

    /// Paksha bala (BPHS 27.10–11): the Moon–Sun elongation (0–180°) over 3 for the benefics
    /// (Jupiter, Venus, the Moon, and Mercury unless malefics rule its sign's company, see
    /// [`mercury_is_malefic`]), 60 minus that for the malefics (Sun, Mars, Saturn). The Moon's
    /// is not doubled here: its second share is its cheshta bala (see [`Sky::cheshta`]).
    fn paksha(&self, p: Planet) -> f64 {
        let bright = self.elongation / 3.0;
        let benefic = match p {
            Planet::Moon | Planet::Jupiter | Planet::Venus => true,
            Planet::Mercury => !self.mercury_malefic,
            _ => false,
        };
        if benefic { bright } else { 60.0 - bright }
    }

    /// Tribhaga bala (BPHS 27): 60 to the lord of the third of the day (Mercury, Sun, Saturn)
    /// or of the night (Moon, Venus, Mars) in which the birth falls; Jupiter always 60.
    fn tribhaga(&self, p: Planet) -> f64 {
        if p == Planet::Jupiter {
            return 60.0;
        }
        let day_len = self.sunset - self.sunrise;
        let (lords, elapsed, len) = if self.is_day() {
            (
                [Planet::Mercury, Planet::Sun, Planet::Saturn],
                self.local_hours - self.sunrise,
                day_len,
            )
        } else {
            (
                [Planet::Moon, Planet::Venus, Planet::Mars],
                (self.local_hours - self.sunset).rem_euclid(24.0),
                24.0 - day_len,
            )
        };
        let part = if len > 0.0 {
            ((elapsed / (len / 3.0)).floor() as usize).min(2)
        } else {
            0
        };
        if lords[part] == p { 60.0 } else { 0.0 }
    }

    /// Ayana bala (BPHS 27): (24° + kranti) / 48° × 60, the declination counted positive to the
    /// north for the Sun, Mars, Jupiter and Venus, to the south for the Moon and Saturn, and
    /// always positive for Mercury. Kranti from the tropical longitude. The Sun's is not doubled
    /// here: its second share is its cheshta bala (see [`Sky::cheshta`]).
    fn ayana(&self, p: Planet) -> f64 {
        let d = self.declination_of(p);
        let k = match p {
            Planet::Moon | Planet::Saturn => -d,
            Planet::Mercury => d.abs(),
            _ => d,
        };
        ((24.0 + k) / 48.0 * 60.0).max(0.0)
    }

    /// Kranti: declination from the tropical ecliptic longitude alone, degrees.
    fn declination_of(&self, p: Planet) -> f64 {
        (deg_sin(self.obliquity) * deg_sin(self.tropical[p.index()]))
            .asin()
            .to_degrees()
    }

    /// Cheshta bala (BPHS 27). The Sun and the Moon never turn retrograde and have no cheshta
    /// kendra of the kind below: the Sun's cheshta bala is its ayana bala and the Moon's its
    /// paksha bala (BPHS 27, as Raman, *Graha and Bhava Balas*, ch. VI, and Saravali give it).
    /// Raman and Jain print the same strength as a doubled ayana (Sun) and paksha (Moon) bala
    /// under kala bala, with a blank cheshta bala; the totals are the same. The others: the
    /// cheshta kendra, the sighrochcha less the mean of the mean and true longitudes, folded to
    /// 0–180°, over 3 (BPHS 27.21–24).
    fn cheshta(&self, p: Planet) -> f64 {
        match p {
            Planet::Sun => self.ayana(Planet::Sun),
            Planet::Moon => self.elongation / 3.0,
            _ => {
                let t = self.t;
                let mean_sun = 280.466_457 + 36_000.769_827_8 * t;
                // Meeus table 31.A: mean longitudes, mean equinox of date.
                let mean = |a: f64, b: f64| a + b * t;
                let (sighrochcha, madhya) = match p {
                    Planet::Mercury => (mean(252.250_906, 149_474.072_249_1), mean_sun),
                    Planet::Venus => (mean(181.979_801, 58_519.213_030_2), mean_sun),
                    Planet::Mars => (mean_sun, mean(355.433_000, 19_141.696_447_1)),
                    Planet::Jupiter => (mean_sun, mean(34.351_519, 3_036.302_774_8)),
                    _ => (mean_sun, mean(50.077_444, 1_223.511_068_6)),
                };
                let sphuta = self.tropical[p.index()];
                let middle = madhya + signed_diff(sphuta, madhya) / 2.0;
                Longitude::new(sighrochcha - middle).separation(Longitude::new(0.0)) / 3.0
            }
        }
    }
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
