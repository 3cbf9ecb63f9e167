//! Bhava bala, the strength of the twelve houses, in virupas (60 virupas = 1 rupa), after
//! BPHS ch. 27 (Santhanam's numbering) as worked by B.V. Raman (*Graha and Bhava Balas*,
//! "Bhava bala") and V.P. Jain (*Text Book for Shadbala and Bhavabala*).
//!
//! - **Bhava madhyas**: the ascendant, the IC, the descendant and the MC are the middles of the
//!   1st, 4th, 7th and 10th bhavas, and each quadrant between them is cut in three equal arcs
//!   (the Sripati bhavas of BPHS ch. 7 and of both books), whatever the chart's house system.
//!   A bhava is read in the sign of its middle: that sign's lord and kind.
//! - **Bhavadhipati bala**: the shadbala total of the lord of the bhava madhya's sign
//!   ([`crate::shadbala`]).
//! - **Bhava dig bala**: by the kind of the madhya's sign: nara (Gemini, Virgo, Libra,
//!   Aquarius, the first half of Sagittarius) strongest at the ascendant, jalachara (Cancer,
//!   Pisces, the second half of Capricorn) at the IC, keeta (Scorpio) at the descendant,
//!   chatushpada (Aries, Taurus, Leo, the second half of Sagittarius, the first half of
//!   Capricorn) at the MC; the arc of the madhya from the opposite point, over 3: 60 at the
//!   strong point, 0 opposite, 10 virupas a sign between (the books count the difference in
//!   signs and degrees, not in whole houses).
//! - **Bhava drik bala**: the sphuta drishti (BPHS 26) of each of the seven grahas on the
//!   bhava madhya, as the drik bala of shadbala: a quarter of it added for a benefic and taken
//!   away for a malefic, except Jupiter's and Mercury's, counted in full (Raman, Jain). The
//!   benefics are Jupiter, Venus, the waxing Moon and Mercury unless the malefics in its sign
//!   outnumber the benefics there, as in shadbala.
//! - **Day and night**: 15 virupas to a bhava whose madhya falls in a shirshodaya sign (Gemini,
//!   Leo, Virgo, Libra, Scorpio, Aquarius) for a birth by day, in a prishtodaya sign (Aries,
//!   Taurus, Cancer, Sagittarius, Capricorn) for a birth by night, in Pisces (ubhayodaya) for a
//!   birth in the twilight (sandhya) (Raman). Day is the Sun's upper limb above the horizon
//!   (altitude above −0.833°, the almanacs' sunrise); the twilight is the Sun below that but
//!   less than 18° down (astronomical twilight). The Sun's altitude comes from the mean sidereal
//!   time and the mean obliquity (Meeus ch. 12 and 22), as the MC of shadbala.

use crate::chart::Chart;
use crate::shadbala::{self, VIRUPAS_PER_RUPA, drishti};
use crate::types::{JulianDay, Longitude, Planet, Sign};

/// The strength of one bhava, virupas.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HouseBala {
    /// 1–12.
    pub house: u8,
    /// The bhava's middle.
    pub madhya: Longitude,
    /// The lord of the madhya's sign.
    pub lord: Planet,
    /// The lord's shadbala total.
    pub adhipati: f64,
    pub dig: f64,
    /// May be negative.
    pub drik: f64,
    /// 15 or 0.
    pub day_night: f64,
}

impl HouseBala {
    /// Sum of the components, virupas.
    pub fn total_virupas(&self) -> f64 {
        self.adhipati + self.dig + self.drik + self.day_night
    }
    /// The total in rupas.
    pub fn rupas(&self) -> f64 {
        self.total_virupas() / VIRUPAS_PER_RUPA
    }
}

/// The kind of a sign's (or half sign's) creature, for bhava dig bala.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Human: strongest in the 1st.
    Nara,
    /// Watery: strongest in the 4th.
    Jalachara,
    /// Insect: strongest in the 7th.
    Keeta,
    /// Quadruped: strongest in the 10th.
    Chatushpada,
}

/// The kind of the sign (or half sign) holding `lon` (BPHS ch. 27; Raman).
pub fn kind(lon: Longitude) -> Kind {
    use Sign::*;
    let first_half = lon.degree_in_sign() < 15.0;
    match lon.sign() {
        Gemini | Virgo | Libra | Aquarius => Kind::Nara,
        Sagittarius if first_half => Kind::Nara,
        Cancer | Pisces => Kind::Jalachara,
        Capricorn if !first_half => Kind::Jalachara,
        Scorpio => Kind::Keeta,
        Aries | Taurus | Leo | Sagittarius | Capricorn => Kind::Chatushpada,
    }
}

/// The twelve bhava madhyas (Sripati): the angles, and each quadrant cut in three.
pub fn bhava_madhyas(chart: &Chart) -> [Longitude; 12] {
    let asc = chart.ascendant;
    let mc = shadbala::midheaven(chart);
    let angles = [
        asc,
        Longitude::new(mc.degrees() + 180.0),
        Longitude::new(asc.degrees() + 180.0),
        mc,
    ];
    std::array::from_fn(|i| {
        let (q, k) = (i / 3, i % 3);
        let from = angles[q];
        let arc = from.forward_to(angles[(q + 1) % 4]);
        Longitude::new(from.degrees() + arc * k as f64 / 3.0)
    })
}

/// Bhava bala of the twelve bhavas.
pub fn bhava_bala(chart: &Chart) -> [HouseBala; 12] {
    let madhyas = bhava_madhyas(chart);
    let strength = shadbala::shadbala(chart);
    let time = birth_time(chart);
    let benefic = benefics(chart);
    std::array::from_fn(|i| {
        let madhya = madhyas[i];
        let lord = madhya.sign().lord();
        HouseBala {
            house: i as u8 + 1,
            madhya,
            lord,
            adhipati: strength.of(lord).map_or(0.0, |g| g.total_virupas()),
            dig: dig(madhya, &madhyas),
            drik: drik(chart, madhya, &benefic),
            day_night: day_night(madhya.sign(), time),
        }
    })
}

/// Bhava dig bala: (180° − the arc from the strong point of the madhya's kind) / 3.
pub fn dig(madhya: Longitude, madhyas: &[Longitude; 12]) -> f64 {
    let strong = match kind(madhya) {
        Kind::Nara => madhyas[0],
        Kind::Jalachara => madhyas[3],
        Kind::Keeta => madhyas[6],
        Kind::Chatushpada => madhyas[9],
    };
    (180.0 - madhya.separation(strong)) / 3.0
}

/// Whether each of the seven grahas counts a benefic for drik bala, Sun … Saturn: as shadbala
/// counts them (Mercury by the company in its sign).
fn benefics(chart: &Chart) -> [bool; 7] {
    let sun = chart.graha(Planet::Sun).longitude;
    let waxing = sun.forward_to(chart.graha(Planet::Moon).longitude) < 180.0;
    let mercury = !shadbala::mercury_is_malefic(chart, waxing);
    Planet::SEVEN.map(|p| match p {
        Planet::Jupiter | Planet::Venus => true,
        Planet::Moon => waxing,
        Planet::Mercury => mercury,
        _ => false,
    })
}

/// Bhava drik bala of a madhya: the aspects of the seven, a quarter of each, Jupiter's and
/// Mercury's whole, added for benefics and taken away for malefics.
fn drik(chart: &Chart, madhya: Longitude, benefic: &[bool; 7]) -> f64 {
    Planet::SEVEN
        .iter()
        .zip(benefic)
        .map(|(&p, &good)| {
            let weight = match p {
                Planet::Jupiter | Planet::Mercury => 1.0,
                _ => 0.25,
            };
            let v = drishti(p, chart.graha(p).longitude.forward_to(madhya)) * weight;
            if good { v } else { -v }
        })
        .sum()
}

/// When the birth falls, for the day and night additions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BirthTime {
    Day,
    Twilight,
    Night,
}

/// Day, twilight or night at the birth, from the Sun's altitude (module documentation).
pub fn birth_time(chart: &Chart) -> BirthTime {
    let alt = sun_altitude(chart);
    if alt > -0.833 {
        BirthTime::Day
    } else if alt > -18.0 {
        BirthTime::Twilight
    } else {
        BirthTime::Night
    }
}

/// The Sun's apparent altitude at the birth, degrees (refraction aside), from the mean
/// sidereal time and the mean obliquity (Meeus ch. 12, 13 and 22).
fn sun_altitude(chart: &Chart) -> f64 {
    let d = (chart.jd - JulianDay::J2000).days();
    let t = d / 36_525.0;
    let lst = 280.460_618_37 + 360.985_647_366_29 * d + 0.000_387_933 * t * t + chart.longitude;
    let eps = (23.439_291 - 0.013_004_2 * t).to_radians();
    let lambda = (chart.graha(Planet::Sun).longitude.degrees() + chart.ayanamsa).to_radians();
    let ra = (lambda.sin() * eps.cos()).atan2(lambda.cos());
    let dec = (eps.sin() * lambda.sin()).asin();
    let hour = lst.to_radians() - ra;
    let phi = chart.latitude.to_radians();
    (phi.sin() * dec.sin() + phi.cos() * dec.cos() * hour.cos())
        .asin()
        .to_degrees()
}

/// The day and night addition for a madhya in `sign` (Raman): 15 virupas to the shirshodaya
/// signs by day, the prishtodaya by night, Pisces in the twilight.
pub fn day_night(sign: Sign, time: BirthTime) -> f64 {
    use Sign::*;
    let wanted = match sign {
        Gemini | Leo | Virgo | Libra | Scorpio | Aquarius => BirthTime::Day,
        Aries | Taurus | Cancer | Sagittarius | Capricorn => BirthTime::Night,
        Pisces => BirthTime::Twilight,
    };
    if time == wanted { 15.0 } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_kinds_split_sagittarius_and_capricorn() {
        // BPHS ch. 27: the first half of Sagittarius human, the second a quadruped; Capricorn's
        // first half a quadruped, the second watery.
        assert_eq!(kind(Longitude::new(245.0)), Kind::Nara);
        assert_eq!(kind(Longitude::new(260.0)), Kind::Chatushpada);
        assert_eq!(kind(Longitude::new(275.0)), Kind::Chatushpada);
        assert_eq!(kind(Longitude::new(290.0)), Kind::Jalachara);
        assert_eq!(kind(Longitude::new(215.0)), Kind::Keeta);
    }

    #[test]
    fn dig_bala_falls_ten_virupas_a_sign() {
        let madhyas: [Longitude; 12] =
            std::array::from_fn(|i| Longitude::new(65.0 + 30.0 * i as f64));
        // Gemini 5° rising (nara, at its strong point): 60. Libra 5° (nara), four signs from
        // the lagna: 20. Cancer 5° (jalachara), two signs from the IC at Virgo 5°: 40.
        assert!((dig(madhyas[0], &madhyas) - 60.0).abs() < 1e-9);
        assert!((dig(madhyas[4], &madhyas) - 20.0).abs() < 1e-9);
        assert!((dig(madhyas[1], &madhyas) - 40.0).abs() < 1e-9);
    }

    #[test]
    fn day_and_night_additions() {
        assert_eq!(day_night(Sign::Leo, BirthTime::Day), 15.0);
        assert_eq!(day_night(Sign::Leo, BirthTime::Night), 0.0);
        assert_eq!(day_night(Sign::Capricorn, BirthTime::Night), 15.0);
        assert_eq!(day_night(Sign::Pisces, BirthTime::Twilight), 15.0);
        assert_eq!(day_night(Sign::Pisces, BirthTime::Day), 0.0);
    }
}
