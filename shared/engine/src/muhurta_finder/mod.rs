//! The muhurta finder (`POST /v1/muhurta`): the windows of a range of
//! dates (at most a year) at a place in which an activity may be begun, ranked.
//!
//! How it searches: the range is cut at every change of tithi, karana, nakshatra, yoga, the
//! Moon's and the Sun's sign (one [`Sky`] for the whole range, as the calendar does), at every
//! sunrise, Rahu kalam, durmuhurta and varjyam edge; each piece is judged by the rules
//! ([`rules`]); a piece no hard rule refuses is cut again at every change of lagna (the
//! ascendant of the settings' zodiac, found by a secant search on the Swiss Ephemeris) and the
//! parts with a favourable lagna are kept (every part, where the lagna only counts). Adjacent
//! kept parts of the same day with the same score are merged; windows are dropped whose
//! stretch (the windows of a day that touch, parted only by their scores) is shorter than
//! [`MIN_WINDOW_MINUTES`].
//!
//! Hard rules (no window): a tithi, nakshatra or lagna not among the activity's (a marriage's
//! lagna only counts, [`Rules::lagna`]), a rikta tithi, Amavasya, the nine inauspicious yogas
//! ([`Yoga::is_inauspicious`]: their harmful ghatis, or the whole yoga where
//! [`Rules::yogas`] says so), bhadra (Vishti karana), Rahu kalam, a bad tara (Vipat, Pratyari,
//! Vadha) or the 8th Moon (chandrashtama) of any participant, and, for the activities they
//! apply to ([`Applies::Hard`]), Chaturmas, kharmas, an adhika month, Guru or Shukra asta and
//! panchaka.
//!
//! Score: points, then 0–100 as `100 × max(points, 0) / best`, where `best` is what a window
//! with every favourable factor would get. Points (for / against):
//!
//! | factor | for | against |
//! |---|---|---|
//! | the activity's nakshatra | +3 | (hard) |
//! | the activity's lagna | +3 | (hard; where soft, −3) |
//! | the activity's tithi | +2 | (hard) |
//! | vara | +2 (favourable) | −2 (unfavourable; neutral 0) |
//! | yoga not inauspicious | +1 | (hard) |
//! | tarabala, each participant | +2 (favourable tara) | −1 (Janma; the rest hard) |
//! | chandrabala, each participant | +1 (1, 3, 6, 7, 10, 11) | −1 (2, 4, 5, 9, 12; 8th hard) |
//! | Uttarayana (mundan) | +1 | −2 (Dakshinayana) |
//! | panchaka, asta, adhika month where soft | | −2 each |
//! | varjyam | | −2 |
//! | durmuhurta | | −1 |
//!
//! Windows are ranked by score (then by start); at most [`MAX_WINDOWS`] are returned with the
//! count of all that qualified. When none qualifies, [`Found::blocked`] says which hard rules
//! refused how much of the range (a month of Chaturmas: `chaturmas` for all of it).
//!
//! Day-level simplifications: vara, Rahu kalam and durmuhurtas belong to the day from sunrise
//! to sunrise; Guru and Shukra asta are judged at each sunrise (with their balya and vriddha
//! days); Chaturmas, kharmas and an adhika month hold through every day they touch.
//!
//! Polar days: a date without a sunrise, a sunset or a next sunrise has no day, so no window;
//! it is listed in [`Found::skipped`] with what it lacks and the rest of the range is searched.

mod lagna;
pub mod rules;
mod walk;
mod weigh;

use walk::{Tracks, Walk};
pub use weigh::{asta_orb, is_chaturmas, is_gandanta, tyajya_end};

pub use rules::{Activity, Applies, Rule, Rules, YogaShunned};

use super::calendar::festivals::DayCache;
use super::calendar::muhurta::varjyam;
use super::calendar::polar::found;
use super::calendar::{
    Angle, Ayana, CalendarError, DayFrame, LunarMonth, Masa, Place, Polar, Sky, Tara, chandrabala,
};
use super::dignity::combustion_orb;
use super::ephemeris::{Ephemeris, EphemerisError};
use super::panchang::{Karana, Slot, Tithi, Vara, Yoga};
use super::types::{JulianDay, Longitude, Nakshatra, Planet, Sign};
use chrono::NaiveDate;
use lagna::Lagna;

/// The most windows a search returns.
pub const MAX_WINDOWS: usize = 50;
/// Stretches of windows shorter than this are dropped (a few minutes between two limb changes
/// are no muhurta anyone can keep).
pub const MIN_WINDOW_MINUTES: f64 = 10.0;

/// Days after its heliacal rising that Guru or Shukra is a child (balya), and before its
/// setting that it is old (vriddha), and still shunned where its asta is: Muhurta Chintamani
/// ch. 1 (guru-shukra balya-vriddhatva) gives them longer and allows three days in need, the
/// span the almanacs keep (docs/decisions.md, "Muhurta to the almanacs' standard").
const BALYA_VRIDDHA_DAYS: f64 = 3.0;

/// Points of each factor (see the module doc).
mod points {
    pub const NAKSHATRA: f64 = 3.0;
    pub const LAGNA: f64 = 3.0;
    pub const TITHI: f64 = 2.0;
    pub const VARA: f64 = 2.0;
    pub const YOGA: f64 = 1.0;
    pub const TARA: f64 = 2.0;
    pub const JANMA: f64 = 1.0;
    pub const CHANDRA: f64 = 1.0;
    pub const UTTARAYANA: f64 = 1.0;
    pub const DAKSHINAYANA: f64 = 2.0;
    pub const SOFT_PERIOD: f64 = 2.0;
    pub const VARJYAM: f64 = 2.0;
    pub const DURMUHURTA: f64 = 1.0;
}

/// What is searched.
#[derive(Debug, Clone, Copy)]
pub struct Query<'a> {
    pub activity: Activity,
    /// Civil dates at the place, both included.
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub place: Place,
    /// The participants' natal Moons (tarabala and chandrabala); may be empty.
    pub moons: &'a [Longitude],
}

/// The value a finding is about.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    None,
    Tithi(Tithi),
    Nakshatra(Nakshatra),
    Yoga(Yoga),
    Karana(Karana),
    Vara(Vara),
    /// The lagna, or the Sun's sign (kharmas), or the Moon's (panchaka).
    Sign(Sign),
    Tara(Tara),
    /// The day's Moon sign counted from the natal one (chandrabala), 1–12.
    House(u8),
    Masa(Masa),
    Ayana(Ayana),
    /// A combust graha (asta).
    Planet(Planet),
}

/// How a finding weighs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Effect {
    /// Points for.
    For(f64),
    /// Points against.
    Against(f64),
    /// No window here.
    Forbids,
}

/// One rule's verdict on a stretch of time.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Finding {
    pub rule: Rule,
    pub value: Value,
    /// The participant (index into [`Query::moons`]) for tarabala and chandrabala.
    pub participant: Option<usize>,
    pub effect: Effect,
}

impl Finding {
    fn new(rule: Rule, value: Value, effect: Effect) -> Finding {
        Finding {
            rule,
            value,
            participant: None,
            effect,
        }
    }
    /// Signed points (0 for a forbidding finding).
    pub fn points(&self) -> f64 {
        match self.effect {
            Effect::For(p) => p,
            Effect::Against(p) => -p,
            Effect::Forbids => 0.0,
        }
    }
}

/// A window in which the activity may be begun.
#[derive(Debug, Clone, PartialEq)]
pub struct Window {
    pub start: JulianDay,
    pub end: JulianDay,
    /// The Hindu day it begins in: the civil date of the sunrise opening that day (sunrise to
    /// sunrise), by which almanacs list muhurtas. A window past midnight keeps its day.
    pub day: NaiveDate,
    /// 0–100.
    pub score: f64,
    pub points: f64,
    /// What counts for and against it, strongest first (no forbidding finding).
    pub findings: Vec<Finding>,
}

impl Window {
    pub fn favourable(&self) -> impl Iterator<Item = &Finding> {
        self.findings
            .iter()
            .filter(|f| matches!(f.effect, Effect::For(_)))
    }
    pub fn unfavourable(&self) -> impl Iterator<Item = &Finding> {
        self.findings
            .iter()
            .filter(|f| matches!(f.effect, Effect::Against(_)))
    }
}

/// A hard rule and the share of the range (0–1) it refused.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Blocked {
    pub rule: Rule,
    pub share: f64,
}

/// A date of the range left out because its day (sunrise to sunrise) does not exist there.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Skipped {
    pub date: NaiveDate,
    pub reason: Polar,
}

/// The result of a search.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// Best first ([`find`]: at most [`MAX_WINDOWS`]).
    pub windows: Vec<Window>,
    /// How many windows qualified in all.
    pub qualified: usize,
    /// The Hindu days of every qualified window, in order: the days an almanac lists.
    pub days: Vec<NaiveDate>,
    /// The hard rules that refused some of the range, the widest first (the lagna, judged only
    /// where every other rule allowed, is left out).
    pub blocked: Vec<Blocked>,
    /// The points of a window with every favourable factor (the score's 100).
    pub best_points: f64,
    /// The dates without a sunrise, a sunset or a next sunrise (polar day or night), by date:
    /// no window is sought in them.
    pub skipped: Vec<Skipped>,
}

/// A sorted list of spans with a cursor for increasing moments.
struct Track<T> {
    spans: Vec<(JulianDay, JulianDay, T)>,
    i: usize,
}

impl<T: Copy> Track<T> {
    fn new(mut spans: Vec<(JulianDay, JulianDay, T)>) -> Self {
        spans.sort_by(|a, b| a.0.total_cmp(&b.0));
        Track { spans, i: 0 }
    }
    /// The span holding `t` (moments asked must not decrease).
    fn at(&mut self, t: JulianDay) -> Option<T> {
        while self.i < self.spans.len() && self.spans[self.i].1 <= t {
            self.i += 1;
        }
        // Every span skipped ended by `t`; the first left is the earliest-starting one that
        // has not, so if it has not begun neither has any later one (spans may overlap).
        self.spans.get(self.i).filter(|s| s.0 <= t).map(|s| s.2)
    }
    fn edges(&self) -> impl Iterator<Item = JulianDay> + '_ {
        self.spans.iter().flat_map(|s| [s.0, s.1])
    }
}

/// What belongs to a day from sunrise to sunrise.
#[derive(Debug, Clone, Copy)]
struct Day {
    date: NaiveDate,
    frame: DayFrame,
    vara: Vara,
    guru_asta: bool,
    shukra_asta: bool,
    periods: Periods,
}

/// The long periods a day touches, each with the value its finding names: the lunar month
/// of Chaturmas or of an adhika month, the Sun's sign of kharmas.
#[derive(Debug, Clone, Copy, Default)]
struct Periods {
    chaturmas: Option<Masa>,
    kharmas: Option<Sign>,
    adhika: Option<Masa>,
}

/// Everything that holds through one piece of time.
struct Piece {
    tithi: Tithi,
    karana: Karana,
    nakshatra: Nakshatra,
    yoga: Yoga,
    /// Within the yoga's harmful ghatis ([`weigh::tyajya_end`]).
    yoga_tyajya: bool,
    /// The Moon in a gandanta pada ([`weigh::is_gandanta`]).
    gandanta: bool,
    moon_sign: Sign,
    sun_sign: Sign,
    rahu_kalam: bool,
    durmuhurta: bool,
    varjyam: bool,
}

/// Searches the range for the activity's windows: the best [`MAX_WINDOWS`].
pub fn find(eph: &Ephemeris, q: &Query) -> Result<Found, CalendarError> {
    let mut found = find_all(eph, q)?;
    found.windows.truncate(MAX_WINDOWS);
    Ok(found)
}

/// Searches the range for every window of the activity, best first.
pub fn find_all(eph: &Ephemeris, q: &Query) -> Result<Found, CalendarError> {
    let best_points = best_points(q, q.activity.rules());
    let empty = Found {
        windows: Vec::new(),
        qualified: 0,
        days: Vec::new(),
        blocked: Vec::new(),
        best_points,
        skipped: Vec::new(),
    };
    let (Some(first_day), Some(after)) = (q.from.pred_opt(), q.to.succ_opt()) else {
        return Ok(empty);
    };
    if q.to < q.from {
        return Ok(empty);
    }
    let range = (q.place.midnight(q.from), q.place.midnight(after));
    let mut sky = Sky::new(eph);
    let mut cache = DayCache::new(&mut sky, q.place);
    // The days from the one running at the first midnight; a polar one is left out.
    let (days, skipped) = walk::days(eph, &mut cache, q, first_day)?;
    let sky = &mut *cache.sky;
    let mut tracks = Tracks::new(sky, &days, range)?;
    let mut walk = Walk::new(eph, q, &days);
    for w in tracks.edges(range).windows(2) {
        walk.piece(&mut tracks, (w[0], w[1]))?;
    }
    Ok(walk.found(best_points, skipped, (range.1 - range.0).days()))
}

/// The points of a window with every favourable factor (the score's 100).
fn best_points(q: &Query, rules: &Rules) -> f64 {
    points::NAKSHATRA
        + points::LAGNA
        + points::TITHI
        + points::VARA
        + points::YOGA
        + q.moons.len() as f64 * (points::TARA + points::CHANDRA)
        + if rules.uttarayana {
            points::UTTARAYANA
        } else {
            0.0
        }
}

/// The frame of a date, or what it lacks. The sunset before is the day's only when that one
/// exists (a day after a polar one has none; the search does not use it).
fn frame(cache: &mut DayCache, d: NaiveDate) -> Result<Result<DayFrame, Polar>, CalendarError> {
    let Some(sunrise) = found(cache.sunrise(d))? else {
        return Ok(Err(Polar::of(d, cache.place.latitude)));
    };
    let Some(sunset) = found(cache.sunset(d))? else {
        return Ok(Err(Polar::NoSunset));
    };
    let next = d.succ_opt().unwrap_or(d);
    let Some(next_sunrise) = found(cache.sunrise(next))? else {
        return Ok(Err(Polar::NoSunrise));
    };
    let previous_sunset = match d.pred_opt() {
        Some(p) => found(cache.sunset(p))?.unwrap_or(sunrise),
        None => sunrise,
    };
    Ok(Ok(DayFrame {
        previous_sunset,
        sunrise,
        sunset,
        next_sunrise,
    }))
}

#[cfg(test)]
mod tests {
    use super::weigh::Asta;
    use super::*;

    #[test]
    fn sampled_asta_is_the_ephemeris_one_every_day() {
        // Every six hours of 2024–2027 (Venus retrograde twice, Jupiter combust each year):
        // the same verdict as the ephemeris asked at that moment.
        let eph = Ephemeris::new();
        for p in [Planet::Jupiter, Planet::Venus] {
            let mut asta = Asta::new(&eph, p);
            let (mut days, mut changes, mut last) = (0, 0, false);
            for i in 0..4 * 1461 {
                let t = JulianDay::new(2_460_310.5 + f64::from(i) * 0.25);
                let sun = eph.graha(t, Planet::Sun).unwrap().longitude;
                let g = eph.graha(t, p).unwrap();
                let want =
                    asta_orb(p, g.speed < 0.0).is_some_and(|orb| g.longitude.separation(sun) < orb);
                assert_eq!(asta.at(t, sun).unwrap(), want, "{p:?} at {t:?}");
                days += usize::from(want);
                changes += usize::from(want != last);
                last = want;
            }
            assert!(
                days > 100 && changes >= 6,
                "{p:?}: {days} quarter days, {changes}"
            );
        }
    }
}
