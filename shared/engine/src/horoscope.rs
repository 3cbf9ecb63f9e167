//! Sign horoscopes (`POST /v1/horoscope`): the sky of a day, a week, a month or a year,
//! computed once and read for each of the twelve Moon signs (rashis). Texts stay out: the
//! reading names houses, grahas, taras and days, and the reply layer writes them.
//!
//! Method (docs/decisions.md, "Sign horoscopes"). The sky is sampled at local noon in the
//! requested zone: one noon for a day, every noon of a week or a month, every seventh noon of
//! a year. Each graha's gochara is judged from the sign as the natal Moon (Phaladeepika
//! ch. 26, vedha included) and weighted per area by [`Area::weights`], as a profile's
//! rashifal is; a day triples the Moon's weight and adds the day's tara counted from the
//! sign's own nakshatra ([`sign_nakshatra`]), a year leaves the Moon out. The events of the
//! period are the sign ingresses and stations of the grahas that move enough to matter over
//! it ([`Reach::movers`]) and the solar and lunar eclipses (penumbral ones are not observed).

use super::ephemeris::{Ephemeris, EphemerisError};
use super::events::{Direction, Station, eclipses, motion};
use super::gochara::{self, Snapshot, tara_is_good};
use super::panchang::{Tithi, Vara};
use super::rashifal::{Area, Band, lucky_rank, score, transit_leaning};
use super::transit::{Ingress, ingresses};
use super::types::{JulianDay, Longitude, Nakshatra, Planet, Sign};
use chrono::{Days, NaiveDate, TimeZone};

/// How long a horoscope's period is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    Day,
    Week,
    Month,
    Year,
}

impl Reach {
    /// The grahas whose ingresses and stations a period of this reach names: over a day or
    /// longer the slow ones; over a week or a month also the Sun, Mars, Mercury and Venus
    /// (each changes sign within one to seven weeks). A day names none: its Moon leads.
    pub fn movers(self) -> &'static [Planet] {
        match self {
            Reach::Day => &[],
            Reach::Week | Reach::Month => &[
                Planet::Sun,
                Planet::Mars,
                Planet::Mercury,
                Planet::Jupiter,
                Planet::Venus,
                Planet::Saturn,
                Planet::Rahu,
                Planet::Ketu,
            ],
            Reach::Year => &[Planet::Jupiter, Planet::Saturn, Planet::Rahu, Planet::Ketu],
        }
    }

    /// Days between samples.
    fn step(self) -> u64 {
        if self == Reach::Year { 7 } else { 1 }
    }
}

/// An eclipse the period holds: solar or lunar, its greatest moment and the sign it falls in
/// (the Sun's for a solar eclipse, the Moon's for a lunar one).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Eclipse {
    pub solar: bool,
    pub at: JulianDay,
    pub sign: Sign,
}

/// A day's own limbs, as its reading names them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DayLimbs {
    pub moon: Longitude,
    pub tithi: Tithi,
    pub vara: Vara,
}

/// The sky of a period, the same for every sign.
#[derive(Debug, Clone, PartialEq)]
pub struct Sky {
    pub reach: Reach,
    pub first: NaiveDate,
    pub last: NaiveDate,
    /// The nine grahas' signs at each sampled noon, in `Planet::ALL` order.
    pub samples: Vec<[Sign; 9]>,
    /// Their signs at the noon of the middle day.
    pub mid: [Sign; 9],
    /// The Moon at each day's noon (a week or a month; a day's own for a day).
    pub moons: Vec<(NaiveDate, Longitude)>,
    /// A day's limbs at its noon.
    pub day: Option<DayLimbs>,
    pub ingresses: Vec<Ingress>,
    pub stations: Vec<Station>,
    pub eclipses: Vec<Eclipse>,
}

/// Noon of a civil date in a zone, as a Julian day (the earliest noon, should a zone repeat
/// it).
pub fn noon(date: NaiveDate, zone: chrono_tz::Tz) -> JulianDay {
    let local = date.and_hms_opt(12, 0, 0).unwrap_or_default();
    let at = zone
        .from_local_datetime(&local)
        .earliest()
        .map(|t| t.with_timezone(&chrono::Utc))
        .unwrap_or_else(|| local.and_utc());
    JulianDay::from_utc(at)
}

impl Sky {
    /// The sky from `first` to `last` (inclusive), read at noon in `zone`.
    pub fn of(
        eph: &Ephemeris,
        reach: Reach,
        first: NaiveDate,
        last: NaiveDate,
        zone: chrono_tz::Tz,
    ) -> Result<Sky, EphemerisError> {
        let signs = |l: [Longitude; 9]| -> [Sign; 9] { std::array::from_fn(|i| l[i].sign()) };
        let mut samples = Vec::new();
        let mut moons = Vec::new();
        let mut day = None;
        let mut d = first;
        while d <= last {
            let l = eph.longitudes(noon(d, zone))?;
            samples.push(signs(l));
            if reach != Reach::Year {
                moons.push((d, l[Planet::Moon.index()]));
            }
            if reach == Reach::Day {
                let elongation = (l[Planet::Moon.index()].degrees()
                    - l[Planet::Sun.index()].degrees())
                .rem_euclid(360.0);
                day = Some(DayLimbs {
                    moon: l[Planet::Moon.index()],
                    tithi: Tithi::from_elongation(elongation),
                    vara: Vara::of(d),
                });
            }
            d = d + Days::new(reach.step());
        }
        let mid_day = first + Days::new(((last - first).num_days() / 2) as u64);
        let mid = signs(eph.longitudes(noon(mid_day, zone))?);
        // The period runs from the first day's midnight to the last's in the zone.
        let (from, to) = (
            noon(first, zone) - super::types::Days::new(0.5),
            noon(last, zone) + super::types::Days::new(0.5),
        );
        let mut found = Vec::new();
        let mut stations = Vec::new();
        for &p in reach.movers() {
            found.extend(ingresses(eph, p, from, to)?);
            if motion::STATION_GRAHAS.contains(&p) {
                stations.extend(motion::stations(eph, p, from, to)?);
            }
        }
        found.sort_by(|a, b| a.jd.total_cmp(&b.jd));
        stations.sort_by(|a, b| a.jd.total_cmp(&b.jd));
        Ok(Sky {
            reach,
            first,
            last,
            samples,
            mid,
            moons,
            day,
            ingresses: found,
            stations,
            eclipses: eclipses_within(eph, (first, last), from, to)?,
        })
    }

    /// The sign's reading of this sky.
    pub fn read(&self, sign: Sign) -> SignReading {
        let snapshots: Vec<Snapshot> = self
            .samples
            .iter()
            .map(|s| Snapshot::new(sign, *s))
            .collect();
        let mid = Snapshot::new(sign, self.mid);
        let nakshatra = sign_nakshatra(sign);
        let tara = self
            .day
            .map(|d| gochara::tara(nakshatra, d.moon.nakshatra()));
        let leanings = Area::ALL.map(|a| {
            let moon = match self.reach {
                Reach::Day => 3.0,
                Reach::Year => 0.0,
                _ => 1.0,
            };
            let t = transit_leaning(&snapshots, a, moon);
            match tara {
                Some(t9) => 0.8 * t + 0.2 * tara_part(t9),
                None => t,
            }
        });
        let days: Vec<MoonDay> = self
            .moons
            .iter()
            .map(|&(date, moon)| MoonDay {
                date,
                house: sign.house_of(moon.sign()),
                tara: gochara::tara(nakshatra, moon.nakshatra()),
                moon,
            })
            .collect();
        let best_day = days
            .iter()
            .filter_map(|d| lucky_rank(d.house, d.tara).map(|r| (r, d)))
            // The first of the best.
            .fold(None::<(u32, &MoonDay)>, |best, (r, d)| match best {
                Some((b, _)) if b >= r => best,
                _ => Some((r, d)),
            })
            .map(|(_, d)| *d);
        SignReading {
            sign,
            nakshatra,
            tara,
            leanings,
            mid,
            lucky: lucky_graha(self.reach, sign, &mid, &days, best_day),
            best_day: if matches!(self.reach, Reach::Week | Reach::Month) {
                best_day
            } else {
                None
            },
            days,
        }
    }
}

/// The Moon on one day of the period, from a sign.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MoonDay {
    pub date: NaiveDate,
    pub moon: Longitude,
    /// Its house from the sign.
    pub house: u8,
    /// The tara of its nakshatra from the sign's nakshatra.
    pub tara: u8,
}

impl MoonDay {
    /// Chandrashtama: the Moon in the 8th from the natal Moon's sign, the one day in the
    /// month Muhurta Chintamani (ch. 1) bars beginnings by the Moon alone.
    pub fn chandrashtama(&self) -> bool {
        self.house == 8
    }
    /// Chandra bala with a good tara: a day the Moon favours.
    pub fn favoured(&self) -> bool {
        gochara::chandra_bala(self.house) && tara_is_good(self.tara)
    }
}

/// A sign's reading of a period's sky.
#[derive(Debug, Clone, PartialEq)]
pub struct SignReading {
    pub sign: Sign,
    /// The nakshatra the sign's taras are counted from.
    pub nakshatra: Nakshatra,
    /// A day's tara, 1–9.
    pub tara: Option<u8>,
    /// Each area's leaning, −1…1, in [`Area::ALL`] order.
    pub leanings: [f64; 5],
    /// The gochara at mid-period.
    pub mid: Snapshot,
    /// The graha the lucky number, colour and hora follow.
    pub lucky: Planet,
    /// The day of a week or a month the Moon favours most.
    pub best_day: Option<MoonDay>,
    /// The Moon on each day (a week or a month; the day itself for a day).
    pub days: Vec<MoonDay>,
}

impl SignReading {
    pub fn leaning(&self, area: Area) -> f64 {
        self.leanings[Area::ALL.iter().position(|a| *a == area).unwrap_or(0)]
    }
    pub fn score(&self, area: Area) -> u8 {
        score(self.leaning(area))
    }
    pub fn band(&self, area: Area) -> Band {
        Band::of(self.leaning(area))
    }

    /// The graha among `candidates` that weighs most on the area at mid-period on the side the
    /// reading leans to (a good transit when `supportive`, else a bad one), if any is.
    pub fn key_graha(&self, area: Area, supportive: bool, candidates: &[Planet]) -> Option<Planet> {
        let w = area.weights();
        candidates
            .iter()
            .map(|&p| (p, self.mid.judged[p.index()].value() * w[p.index()]))
            .filter(|(_, v)| if supportive { *v > 0.0 } else { *v < 0.0 })
            .max_by(|a, b| a.1.abs().total_cmp(&b.1.abs()))
            .map(|(p, _)| p)
    }
}

/// The nakshatra a sign's taras are counted from: the one holding the sign's middle (15°),
/// which lies wholly within the sign (Bharani for Aries, Rohini for Taurus … Uttara
/// Bhadrapada for Pisces).
pub fn sign_nakshatra(sign: Sign) -> Nakshatra {
    Longitude::new(sign.index() as f64 * 30.0 + 15.0).nakshatra()
}

/// The graha a sign's lucky number, colour and hora follow (docs/decisions.md, "Sign
/// horoscopes"): a day, the lord of the sign the Moon transits when the Moon is in chandra
/// bala from the sign, else the sign's own lord; a week or a month, the lord of the Moon's sign
/// on its best day; a year, the slow graha (Jupiter, then Saturn) in a good house from the sign,
/// else the sign's own lord.
fn lucky_graha(
    reach: Reach,
    sign: Sign,
    mid: &Snapshot,
    days: &[MoonDay],
    best_day: Option<MoonDay>,
) -> Planet {
    let own = sign.lord();
    match reach {
        Reach::Day => days
            .first()
            .filter(|d| gochara::chandra_bala(d.house))
            .map_or(own, |d| d.moon.sign().lord()),
        Reach::Week | Reach::Month => best_day.map_or(own, |d| d.moon.sign().lord()),
        Reach::Year => [Planet::Jupiter, Planet::Saturn]
            .into_iter()
            .find(|p| mid.judged[p.index()] == gochara::Gochara::Favourable)
            .unwrap_or(own),
    }
}

/// The number of a graha (the Vedic numerology of the nine: Sun 1, Moon 2, Jupiter 3, Rahu 4,
/// Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9).
pub fn number(p: Planet) -> u8 {
    match p {
        Planet::Sun => 1,
        Planet::Moon => 2,
        Planet::Jupiter => 3,
        Planet::Rahu => 4,
        Planet::Mercury => 5,
        Planet::Venus => 6,
        Planet::Ketu => 7,
        Planet::Saturn => 8,
        Planet::Mars => 9,
    }
}

/// A tara's part in a day's leaning: good +1, bad −1, Janma 0.
fn tara_part(t: u8) -> f64 {
    match t {
        1 => 0.0,
        t if tara_is_good(t) => 1.0,
        _ => -1.0,
    }
}

/// The Sun's farthest from a node of the Moon at which an eclipse can happen, degrees (a solar
/// eclipse's limit, the larger of the two, with a margin).
const ECLIPSE_LIMIT: f64 = 19.0;

/// The solar and lunar eclipses (not penumbral) whose greatest phase falls in `[from, to)`.
/// A range the Sun spends far from both nodes holds none and is not searched. The moments of a
/// period's days are searched once per process and kept, over the days with a day's margin
/// either side whatever the zone (a year's searches are most of a yearly horoscope's time, and
/// every sign and zone of that year asks for the same days); the signs are read under the
/// request's settings each time.
fn eclipses_within(
    eph: &Ephemeris,
    days: (NaiveDate, NaiveDate),
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<Eclipse>, EphemerisError> {
    let span = to.value() - from.value();
    if span < 40.0 {
        let l = eph.longitudes(from)?;
        let axis = (l[Planet::Sun.index()].degrees() - l[Planet::Rahu.index()].degrees())
            .rem_euclid(180.0);
        let off = axis.min(180.0 - axis);
        // The Sun gains on the node by about 1.06° a day.
        if off - 1.1 * span > ECLIPSE_LIMIT {
            return Ok(Vec::new());
        }
    }
    let moments = eclipse_moments(eph, days)?;
    moments
        .iter()
        .filter(|(_, at)| *at >= from && *at < to)
        .map(|&(solar, at)| {
            let body = if solar { Planet::Sun } else { Planet::Moon };
            Ok(Eclipse {
                solar,
                at,
                sign: eph.longitude(at, body)?.sign(),
            })
        })
        .collect()
}

/// The ranges whose eclipse moments are kept, at most.
const KEPT_RANGES: usize = 256;

/// Whether each eclipse from the day before `first` to the day after `last` (UTC) is solar,
/// and its greatest moment, in time order: searched once per span of days and process.
fn eclipse_moments(
    eph: &Ephemeris,
    (first, last): (NaiveDate, NaiveDate),
) -> Result<Vec<(bool, JulianDay)>, EphemerisError> {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    type Kept = HashMap<(NaiveDate, NaiveDate), Vec<(bool, JulianDay)>>;
    static KEPT: OnceLock<Mutex<Kept>> = OnceLock::new();
    let key = (first, last);
    let from = super::panchang::jd_at_midnight_ut(first) - super::types::Days::new(1.0);
    let to = super::panchang::jd_at_midnight_ut(last) + super::types::Days::new(2.0);
    let kept = KEPT.get_or_init(Default::default);
    if let Some(v) = kept.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Ok(v.clone());
    }
    let mut out: Vec<(bool, JulianDay)> = eclipses::solar_eclipses(eph, from, to)?
        .into_iter()
        .map(|e| (true, e.maximum))
        .collect();
    out.extend(
        eclipses::lunar_eclipses(eph, from, to)?
            .into_iter()
            .filter(|e| e.kind != eclipses::EclipseType::Penumbral)
            .map(|e| (false, e.maximum)),
    );
    out.sort_by(|a, b| a.1.total_cmp(&b.1));
    let mut map = kept.lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= KEPT_RANGES {
        map.clear();
    }
    map.insert(key, out.clone());
    Ok(out)
}

/// A station's wire name.
pub fn turns(s: &Station) -> &'static str {
    match s.turns {
        Direction::Retrograde => "retrograde",
        Direction::Direct => "direct",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_sign_counts_its_taras_from_the_nakshatra_at_its_middle() {
        assert_eq!(sign_nakshatra(Sign::Aries), Nakshatra::Bharani);
        assert_eq!(sign_nakshatra(Sign::Taurus), Nakshatra::Rohini);
        assert_eq!(sign_nakshatra(Sign::Cancer), Nakshatra::Pushya);
        assert_eq!(sign_nakshatra(Sign::Pisces), Nakshatra::UttaraBhadrapada);
        for s in Sign::ALL {
            let n = sign_nakshatra(*s);
            // Wholly within the sign.
            assert_eq!(n.start().sign(), *s);
            assert_eq!(Longitude::new(n.start().degrees() + 13.3).sign(), *s);
        }
    }

    #[test]
    fn the_numbers_of_the_nine_are_one_to_nine() {
        let mut n: Vec<u8> = Planet::ALL.iter().map(|p| number(*p)).collect();
        n.sort_unstable();
        assert_eq!(n, (1..=9).collect::<Vec<u8>>());
    }
}
