//! Kala and cheshta bala: the time of the birth and the Sun's day (from an analytic solar
//! model), the lords of the year, month, weekday and hour, and the grahas' mean motions.

use super::{KalaBala, deg_cos, deg_sin, signed_diff};
use crate::chart::Chart;
use crate::types::{Days, JulianDay, Longitude, Planet};

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
pub(super) fn abda_masa_lords(a: i64) -> (Planet, Planet) {
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
pub(super) struct Sky {
    /// Local apparent solar time at birth, hours 0–24.
    local_hours: f64,
    /// Sunrise and sunset, local apparent hours.
    sunrise: f64,
    sunset: f64,
    /// Moon − Sun elongation folded to 0–180°.
    elongation: f64,
    /// Moon waxing (bright fortnight).
    pub(super) waxing: bool,
    /// Mercury counted a malefic (see [`mercury_is_malefic`]).
    pub(super) mercury_malefic: bool,
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

/// Whether Mercury counts a malefic for paksha and drik bala: when the malefics sharing its
/// sign (Sun, Mars, Saturn, Rahu, Ketu, the waning Moon) outnumber the benefics there (Jupiter,
/// Venus, the waxing Moon). BPHS ch. 3 makes Mercury malefic in malefic company; the count
/// settles mixed company as both worked examples do: Raman's Mercury, with the Sun alone, is a
/// malefic; Jain's, with Jupiter and Saturn, a benefic.
pub(crate) fn mercury_is_malefic(chart: &Chart, waxing: bool) -> bool {
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
    /// The facts of the birth of `chart`.
    pub(super) fn of(chart: &Chart) -> Sky {
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

    /// Whether the birth falls between sunrise and sunset.
    fn is_day(&self) -> bool {
        (self.sunrise..self.sunset).contains(&self.local_hours)
    }

    /// Kala bala (BPHS 27.9–20); yuddha bala is not applied (module note).
    pub(super) fn kala(&self, p: Planet) -> KalaBala {
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
    pub(super) fn cheshta(&self, p: Planet) -> f64 {
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
