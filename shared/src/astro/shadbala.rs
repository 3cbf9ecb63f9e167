//! Shadbala, the six-fold strength of the seven grahas, in virupas (60 virupas = 1 rupa),
//! after BPHS ch. 27 (Santhanam's numbering).
//!
//! What is computed, and where we simplify (each noted again at its function):
//! - **Sthana bala**: uchcha, saptavargaja (D1 D2 D3 D7 D9 D12 D30), ojhayugma (D1 and D9),
//!   kendradi, drekkana. Moolatrikona counts in the rasi only (by its degree range); in the
//!   other vargas a graha is in its own sign or is judged by its compound relation with the
//!   varga sign's lord, the temporary part taken from the rasi chart.
//! - **Dig bala**: from the equal-house cusps of the ascendant (DESIGN §7), not Sripati's
//!   bhava madhyas: the 10th cusp is the ascendant − 90°, not the true midheaven.
//! - **Kala bala**: nathonnatha, paksha (doubled for the Moon), tribhaga, abda, masa, vara,
//!   hora, ayana (doubled for the Sun). Local time, sunrise and sunset come from an analytic
//!   solar model (mean Sun + equation of time, declination with −0.833° altitude), good to a
//!   few minutes, instead of extra ephemeris calls; under the midnight sun the whole day is
//!   "day", in the polar night the whole day is "night". The year and month lords count
//!   360- and 30-day periods from the Kali Yuga epoch (a Friday, JD 588465.5). Yuddha bala
//!   (planetary war) is not applied.
//! - **Cheshta bala**: from the cheshta kendra (sighrochcha minus the mean of the mean and
//!   true longitudes), with mean longitudes from Meeus' mean elements; the Sun's cheshta is
//!   its (undoubled) ayana bala, the Moon's its (undoubled) paksha bala.
//! - **Naisargika bala**: the fixed values 60 × k / 7.
//! - **Drik bala**: a quarter of the aspect (drishti) virupas received from benefics (Jupiter,
//!   Venus, Mercury, the waxing Moon) minus those from malefics (Sun, Mars, Saturn, the waning
//!   Moon), with the special aspects of Mars, Jupiter and Saturn. It may be negative (BPHS).
//!   Mercury is always counted a benefic (its associations are not examined).

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
    let mut grahas = Planet::SEVEN.map(|p| {
        let (paksha, cheshta) = (sky.paksha(p), sky.cheshta(p));
        GrahaStrength {
            planet: p,
            sthana: sthana(chart, p),
            dig: dig(chart, p),
            kala: KalaBala {
                paksha,
                ..sky.kala(p)
            },
            cheshta,
            naisargika: naisargika(p),
            drik: drik(chart, &sky, p),
            rank: 0,
        }
    });
    let mut order: Vec<usize> = (0..7).collect();
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

/// Saptavargaja points (BPHS 27): moolatrikona 45, own 30, great friend 20, friend 15,
/// neutral 10, enemy 4, great enemy 2.
fn relation_points(d: Dignity) -> f64 {
    match d {
        Dignity::GreatFriend => 20.0,
        Dignity::Friend => 15.0,
        Dignity::Neutral => 10.0,
        Dignity::Enemy => 4.0,
        Dignity::GreatEnemy => 2.0,
        Dignity::Moolatrikona => 45.0,
        Dignity::Exalted | Dignity::Own | Dignity::Debilitated => 30.0,
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

/// Saptavargaja bala: points for the graha's dignity in each of the seven vargas.
/// Moolatrikona only in the rasi, by degree; elsewhere own sign or the compound relation with
/// the sign lord (temporary friendship from the rasi chart).
pub fn saptavargaja(chart: &Chart, p: Planet) -> f64 {
    let g = chart.graha(p);
    SAPTAVARGA
        .iter()
        .map(|&d| {
            let sign = varga_sign(g.longitude, d);
            let (mt_sign, from, to) = moolatrikona(p);
            if d == Division::D1 && sign == mt_sign && (from..to).contains(&g.degree()) {
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

/// Dig bala (BPHS 27): 60 at the cusp where the graha is strongest (Jupiter, Mercury: 1st;
/// Moon, Venus: 4th; Saturn: 7th; Sun, Mars: 10th), falling to 0 at the opposite cusp.
/// Cusps are equal houses from the ascendant (module note).
pub fn dig(chart: &Chart, p: Planet) -> f64 {
    let offset = match p {
        Planet::Jupiter | Planet::Mercury => 0.0,
        Planet::Moon | Planet::Venus => 90.0,
        Planet::Saturn => 180.0,
        _ => 270.0,
    };
    let strongest = Longitude::new(chart.ascendant.degrees() + offset);
    (180.0 - chart.graha(p).longitude.separation(strongest)) / 3.0
}

// ---------------------------------------------------------------- time and the Sun

/// Julian day of the Kali Yuga epoch at Ujjain midnight (a Friday), the count of abda and
/// masa lords.
const KALI_EPOCH_JDN: f64 = 588_466.0;

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
        let since_kali = day_no - KALI_EPOCH_JDN;
        let abda_lord = weekday(KALI_EPOCH_JDN + (since_kali / 360.0).floor() * 360.0);
        let masa_lord = weekday(KALI_EPOCH_JDN + (since_kali / 30.0).floor() * 30.0);
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

    /// Kala bala except paksha (filled separately).
    fn kala(&self, p: Planet) -> KalaBala {
        KalaBala {
            nathonnatha: self.nathonnatha(p),
            paksha: 0.0,
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

    /// Paksha bala (BPHS 27): the Moon–Sun elongation (0–180°) over 3 for benefics (Jupiter,
    /// Venus, Mercury, Moon), 60 minus that for malefics (Sun, Mars, Saturn); the Moon's value is
    /// doubled.
    fn paksha(&self, p: Planet) -> f64 {
        let bright = self.elongation / 3.0;
        match p {
            Planet::Moon => 2.0 * bright,
            Planet::Jupiter | Planet::Venus | Planet::Mercury => bright,
            _ => 60.0 - bright,
        }
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
    /// always positive for Mercury; the Sun's is doubled. Kranti from the tropical longitude.
    fn ayana(&self, p: Planet) -> f64 {
        let v = self.ayana_single(p);
        if p == Planet::Sun { 2.0 * v } else { v }
    }

    fn ayana_single(&self, p: Planet) -> f64 {
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

    /// Cheshta bala (BPHS 27).
    fn cheshta(&self, p: Planet) -> f64 {
        match p {
            Planet::Sun => self.ayana_single(Planet::Sun),
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
                Planet::Jupiter | Planet::Venus | Planet::Mercury => true,
                Planet::Moon => sky.waxing,
                _ => false,
            };
            let v = drishti(q, chart.graha(q).longitude.forward_to(target));
            if benefic { v } else { -v }
        })
        .sum::<f64>()
        / 4.0
}
