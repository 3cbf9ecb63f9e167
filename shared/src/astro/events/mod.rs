//! Sky events over a range of time (`POST /v1/events`): sign ingresses, nakshatra ingresses of
//! the slow grahas, retrograde and direct stations, combustion periods, and solar and lunar
//! eclipses with their local circumstances at a place.
//!
//! Everything is in the settings' zodiac (sidereal Lahiri unless they choose another ayanamsa;
//! Rahu the mean or true node); moments are [`JulianDay`]s in UT, the reply layer gives them in
//! the place's zone. The Sun, the Moon and the five star planets are sampled once over the range
//! ([`tape`]: exact positions on a grid, interpolated between) and every event about them is
//! found on those samples, then placed on the ephemeris to about a second:
//!
//! - ingresses (signs, and nakshatras of Jupiter and Saturn) where the interpolant crosses a
//!   boundary, retrograde re-entries included; the nodes' by the transit module's crossing
//!   search on the ephemeris (`transit::crossings`), which their even motion makes cheap;
//! - stations where the interpolated motion changes sign ([`motion`]);
//! - combustion where the elongation from the Sun (the difference of the two tapes) crosses the
//!   orb in force, or at a station where the orb changes ([`motion`]);
//! - eclipses by the Swiss Ephemeris's own searches ([`eclipses`]).

pub mod eclipses;
pub mod motion;
mod tape;

pub use eclipses::{EclipseType, LocalLunar, LocalSolar, LunarEclipse, Phase, SolarEclipse};
pub use motion::{Combustion, Direction, Station};

use super::ephemeris::{Ephemeris, EphemerisError};
use super::settings::Settings;
use super::transit::{Crossing, Ingress, crossings, ingresses};
use super::types::{JulianDay, Longitude, Nakshatra, Planet};
use serde::{Deserialize, Serialize};
use tape::{Tape, place};

/// A kind of sky event; the wire names of DESIGN §10.3.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    utoipa::ToSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    Ingress,
    NakshatraIngress,
    Station,
    Combustion,
    SolarEclipse,
    LunarEclipse,
}

impl EventKind {
    /// Every kind, in the order DESIGN §10.3 lists them (a request without `kinds` gets all).
    pub const ALL: [EventKind; 6] = [
        EventKind::Ingress,
        EventKind::NakshatraIngress,
        EventKind::Station,
        EventKind::Combustion,
        EventKind::SolarEclipse,
        EventKind::LunarEclipse,
    ];

    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Ingress => "ingress",
            EventKind::NakshatraIngress => "nakshatra-ingress",
            EventKind::Station => "station",
            EventKind::Combustion => "combustion",
            EventKind::SolarEclipse => "solar-eclipse",
            EventKind::LunarEclipse => "lunar-eclipse",
        }
    }
}

/// Where an observer stands, for the local circumstances of eclipses. Degrees, north and east
/// positive; at sea level.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Observer {
    pub latitude: f64,
    pub longitude: f64,
}

/// The grahas whose sign ingresses are listed: all nine, the Moon included (about thirteen a
/// month: almanacs print them, and a user asking for one month wants them).
pub const INGRESS_GRAHAS: [Planet; 9] = [
    Planet::Sun,
    Planet::Moon,
    Planet::Mars,
    Planet::Mercury,
    Planet::Jupiter,
    Planet::Venus,
    Planet::Saturn,
    Planet::Rahu,
    Planet::Ketu,
];

/// The grahas whose nakshatra ingresses are listed: the slow ones, Jupiter, Saturn, Rahu and
/// Ketu, whose nakshatra transits (months long) almanacs announce as events ("Guru nakshatra
/// gochar"). The Sun's are the solar months' quarters (mahanakshatras, twice a month) and the
/// faster grahas change nakshatra every few days to every two weeks (the Moon daily): as events
/// they would drown the list, and a panchang gives them.
pub const NAKSHATRA_GRAHAS: [Planet; 4] =
    [Planet::Jupiter, Planet::Saturn, Planet::Rahu, Planet::Ketu];

/// A graha entering a new nakshatra.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NakshatraIngress {
    pub jd: JulianDay,
    pub planet: Planet,
    pub from: Nakshatra,
    pub to: Nakshatra,
    /// The pada entered: 1 moving forwards, 4 moving backwards.
    pub pada: u8,
    /// Entered moving backwards.
    pub retrograde: bool,
}

/// One sky event.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Ingress(Ingress),
    NakshatraIngress(NakshatraIngress),
    Station(Station),
    Combustion(Combustion),
    SolarEclipse(Box<SolarEclipse>),
    LunarEclipse(Box<LunarEclipse>),
}

impl Event {
    /// When it happens: the ingress or station, the start of a combustion period, an eclipse's
    /// greatest phase.
    pub fn at(&self) -> JulianDay {
        match self {
            Event::Ingress(e) => e.jd,
            Event::NakshatraIngress(e) => e.jd,
            Event::Station(e) => e.jd,
            Event::Combustion(e) => e.start,
            Event::SolarEclipse(e) => e.maximum,
            Event::LunarEclipse(e) => e.maximum,
        }
    }

    pub fn kind(&self) -> EventKind {
        match self {
            Event::Ingress(_) => EventKind::Ingress,
            Event::NakshatraIngress(_) => EventKind::NakshatraIngress,
            Event::Station(_) => EventKind::Station,
            Event::Combustion(_) => EventKind::Combustion,
            Event::SolarEclipse(_) => EventKind::SolarEclipse,
            Event::LunarEclipse(_) => EventKind::LunarEclipse,
        }
    }

    /// The graha it is about (none for an eclipse).
    pub fn planet(&self) -> Option<Planet> {
        match self {
            Event::Ingress(e) => Some(e.planet),
            Event::NakshatraIngress(e) => Some(e.planet),
            Event::Station(e) => Some(e.planet),
            Event::Combustion(e) => Some(e.planet),
            Event::SolarEclipse(_) | Event::LunarEclipse(_) => None,
        }
    }
}

/// Every event of the `kinds` asked for (all of them when empty) in `[from, to)`, in time
/// order (ties in the order of [`EventKind::ALL`], then of the grahas).
///
/// An event is in the range when its moment ([`Event::at`]) is, except for combustion: a
/// period is listed when any part of it lies in the range, with its true start and end (a
/// period running at `from` starts before it). Local circumstances of eclipses are given when
/// `place` is.
pub fn events(
    from: JulianDay,
    to: JulianDay,
    place: Option<Observer>,
    kinds: &[EventKind],
    settings: &Settings,
) -> Result<Vec<Event>, EphemerisError> {
    let eph = Ephemeris::with(settings);
    let wants = |k: EventKind| kinds.is_empty() || kinds.contains(&k);
    let mut out = Vec::new();
    if to <= from {
        return Ok(out);
    }
    let mut grahas = Grahas::new(&eph, from, to, wants(EventKind::Combustion));
    if wants(EventKind::Ingress) {
        for p in INGRESS_GRAHAS {
            let found = match grahas.tape(p)? {
                Some(tape) => on_tape(&eph, p, tape, &SIGN_STARTS, from, to)?
                    .into_iter()
                    .map(|c| Ingress::of(p, c))
                    .collect(),
                None => ingresses(&eph, p, from, to)?,
            };
            out.extend(found.into_iter().map(Event::Ingress));
        }
    }
    if wants(EventKind::NakshatraIngress) {
        let starts = nakshatra_starts();
        let boundaries: Vec<Longitude> = starts.iter().copied().map(Longitude::new).collect();
        for p in NAKSHATRA_GRAHAS {
            let found = match grahas.tape(p)? {
                Some(tape) => on_tape(&eph, p, tape, &starts, from, to)?,
                None => crossings(&eph, p, &boundaries, from, to)?,
            };
            out.extend(
                found
                    .into_iter()
                    .map(|c| Event::NakshatraIngress(NakshatraIngress::of(p, c))),
            );
        }
    }
    if wants(EventKind::Station) {
        for p in motion::STATION_GRAHAS {
            let tape = grahas.tape(p)?.expect("the star planets are sampled");
            out.extend(
                motion::stations(&eph, p, tape, from, to)?
                    .into_iter()
                    .map(Event::Station),
            );
        }
    }
    if wants(EventKind::Combustion) {
        for p in motion::COMBUSTION_GRAHAS {
            grahas.tape(Planet::Sun)?;
            grahas.tape(p)?;
            let (Some(tape), Some(sun)) = (grahas.sampled(p), grahas.sampled(Planet::Sun)) else {
                unreachable!("the Sun and the star planets are sampled");
            };
            out.extend(
                motion::combustions(&eph, p, tape, sun, from, to)?
                    .into_iter()
                    .map(Event::Combustion),
            );
        }
    }
    if wants(EventKind::SolarEclipse) {
        out.extend(
            eclipses::solar_eclipses(&eph, from, to, place)?
                .into_iter()
                .map(|e| Event::SolarEclipse(Box::new(e))),
        );
    }
    if wants(EventKind::LunarEclipse) {
        out.extend(
            eclipses::lunar_eclipses(&eph, from, to, place)?
                .into_iter()
                .map(|e| Event::LunarEclipse(Box::new(e))),
        );
    }
    // A stable sort keeps the kinds and grahas in the order they were searched on ties (Rahu
    // and Ketu change sign at the same moment).
    out.sort_by(|a, b| a.at().total_cmp(&b.at()));
    Ok(out)
}

/// The twelve sign boundaries.
const SIGN_STARTS: [f64; 12] = [
    0.0, 30.0, 60.0, 90.0, 120.0, 150.0, 180.0, 210.0, 240.0, 270.0, 300.0, 330.0,
];

/// The step of a graha's tape (days) and the top change of its daily motion (°/day², from
/// the bounds measured in `transit/motion.rs`), or `None` for the grahas searched on the
/// ephemeris directly: the nodes, which move so evenly that the direct search asks the
/// ephemeris a few times per crossing (the true node wobbles twice a month: it would need a
/// fine grid). The steps keep the interpolant within a few arc-seconds of the ephemeris and
/// under a third of the graha's shortest retrograde run, so that no step holds two stations
/// (see `docs/benchmarks.md` for the errors measured).
fn sampling(p: Planet) -> Option<(f64, f64)> {
    match p {
        Planet::Sun => Some((4.0, 0.001)),
        Planet::Moon => Some((1.0, 0.6)),
        Planet::Mercury => Some((2.5, 0.25)),
        Planet::Venus => Some((5.0, 0.05)),
        Planet::Mars => Some((8.0, 0.02)),
        Planet::Jupiter => Some((15.0, 0.005)),
        Planet::Saturn => Some((15.0, 0.0025)),
        Planet::Rahu | Planet::Ketu => None,
    }
}

/// The grahas' tapes over a range, each sampled the first time it is asked for.
struct Grahas<'e> {
    eph: &'e Ephemeris,
    from: f64,
    to: f64,
    /// Days either side of the range: the longest combustion period when combustion is asked
    /// for (the Sun's tape covers every other's), else none.
    combustion: bool,
    tapes: [Option<Tape>; 9],
}

impl<'e> Grahas<'e> {
    fn new(eph: &'e Ephemeris, from: JulianDay, to: JulianDay, combustion: bool) -> Self {
        Grahas {
            eph,
            from: from.value(),
            to: to.value(),
            combustion,
            tapes: Default::default(),
        }
    }

    fn pad(&self, p: Planet) -> f64 {
        if !self.combustion {
            return 0.0;
        }
        match p {
            // Wider than any other's.
            Planet::Sun => motion::closing(Planet::Mars).1 + 30.0,
            _ if motion::COMBUSTION_GRAHAS.contains(&p) => motion::closing(p).1,
            _ => 0.0,
        }
    }

    /// The tape of `p`, sampled now if it is not yet; `None` for a graha searched directly.
    fn tape(&mut self, p: Planet) -> Result<Option<&Tape>, EphemerisError> {
        let Some((step, _)) = sampling(p) else {
            return Ok(None);
        };
        let i = p.index();
        if self.tapes[i].is_none() {
            let pad = self.pad(p);
            let eph = self.eph;
            let tape = Tape::sample(self.from - pad, self.to + pad, step, |t| {
                eph.graha(JulianDay::new(t), p)
                    .map(|x| (x.longitude.degrees(), x.speed))
            })?;
            self.tapes[i] = Some(tape);
        }
        Ok(self.tapes[i].as_ref())
    }

    /// The tape of `p` if it has been sampled.
    fn sampled(&self, p: Planet) -> Option<&Tape> {
        self.tapes[p.index()].as_ref()
    }
}

/// The crossings of `bounds` by `planet` in `[from, to)` found on its tape, each placed on the
/// ephemeris.
fn on_tape(
    eph: &Ephemeris,
    planet: Planet,
    tape: &Tape,
    bounds: &[f64],
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<Crossing>, EphemerisError> {
    let (_, accel) = sampling(planet).expect("a sampled graha");
    let real = |t: f64| {
        eph.graha(JulianDay::new(t), planet)
            .map(|x| (x.longitude.degrees(), x.speed))
    };
    let mut out = Vec::new();
    for g in tape.crossings(bounds) {
        // A guess just outside the range may be placed inside it.
        if g.hi < from.value() || g.lo >= to.value() {
            continue;
        }
        let Some(t) = place(&real, &g, accel)? else {
            continue;
        };
        let jd = JulianDay::new(t);
        if jd >= from && jd < to {
            out.push(Crossing {
                jd,
                boundary: Longitude::new(g.boundary),
                retrograde: !g.forward,
            });
        }
    }
    Ok(out)
}

/// The 27 nakshatra boundaries, degrees.
fn nakshatra_starts() -> Vec<f64> {
    Nakshatra::ALL.iter().map(|n| n.start().degrees()).collect()
}

impl NakshatraIngress {
    /// The nakshatra ingress of `planet` that a crossing of a nakshatra's start is.
    fn of(planet: Planet, c: Crossing) -> NakshatraIngress {
        // The boundary is a nakshatra's start, up to rounding (13°20′ is not a binary
        // fraction): its index is the nearest whole one.
        let at = Nakshatra::from_index((c.boundary.degrees() * 27.0 / 360.0).round() as usize);
        let before = Nakshatra::from_index(at.index() + 26);
        let (from, to, pada) = if c.retrograde {
            (at, before, 4)
        } else {
            (before, at, 1)
        };
        NakshatraIngress {
            jd: c.jd,
            planet,
            from,
            to,
            pada,
            retrograde: c.retrograde,
        }
    }
}

/// Every nakshatra ingress of `planet` in `[from, to)`, retrograde ones included, searched on
/// the ephemeris directly.
pub fn nakshatra_ingresses(
    eph: &Ephemeris,
    planet: Planet,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<NakshatraIngress>, EphemerisError> {
    let starts: Vec<Longitude> = nakshatra_starts().into_iter().map(Longitude::new).collect();
    Ok(crossings(eph, planet, &starts, from, to)?
        .into_iter()
        .map(|c| NakshatraIngress::of(planet, c))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_go_by_their_wire_names() {
        // DESIGN §10.3 names the six kinds.
        for k in EventKind::ALL {
            let wire = serde_json::to_value(k).unwrap();
            assert_eq!(wire, k.name());
            assert_eq!(serde_json::from_value::<EventKind>(wire).unwrap(), k);
        }
        assert_eq!(EventKind::NakshatraIngress.name(), "nakshatra-ingress");
    }

    #[test]
    fn no_step_of_a_tape_holds_two_stations() {
        // The shortest retrograde runs, days, measured 1900–2100.
        for (p, run) in [
            (Planet::Mercury, 19.8),
            (Planet::Venus, 40.9),
            (Planet::Mars, 59.9),
            (Planet::Jupiter, 117.5),
            (Planet::Saturn, 133.7),
        ] {
            assert!(sampling(p).unwrap().0 < run / 3.0, "{p}");
        }
    }

    #[test]
    fn an_empty_range_has_no_events() {
        let t = JulianDay::new(2_460_676.5);
        assert!(
            events(t, t, None, &[], &Settings::default())
                .unwrap()
                .is_empty()
        );
    }
}
