//! Sky events over a range of time (`POST /v1/events`): sign ingresses, nakshatra
//! ingresses of the slow grahas, retrograde and direct stations, combustion periods, and solar
//! and lunar eclipses with their local circumstances at a place.
//!
//! Everything is in the settings' zodiac (sidereal Lahiri unless they choose another ayanamsa;
//! Rahu the mean or true node); moments are [`JulianDay`]s in UT, the reply layer gives them in
//! the place's zone. Each kind is found by its own search:
//!
//! - ingresses (signs and nakshatras) by the transit module's crossing search
//!   (`transit::crossings`), retrograde re-entries included, each placed to about a second;
//! - stations by sampling the daily motion at steps shorter than any retrograde or direct run,
//!   then a regula falsi on the motion to a second ([`motion`]);
//! - combustion by stepping on the elongation from the Sun, never further than it could move
//!   to an orb, then regula falsi to a second ([`motion`]);
//! - eclipses by the Swiss Ephemeris's own searches (`swe_sol_eclipse_when_glob`,
//!   `swe_lun_eclipse_when`) and, for a place, `swe_sol_eclipse_when_loc` and
//!   `swe_lun_eclipse_when_loc` ([`eclipses`]).

pub mod eclipses;
pub mod motion;

pub use eclipses::{EclipseType, LocalLunar, LocalSolar, LunarEclipse, Phase, SolarEclipse};
pub use motion::{Combustion, Direction, Station};

use super::ephemeris::{Ephemeris, EphemerisError};
use super::settings::Settings;
use super::transit::{Ingress, crossings, ingresses};
use super::types::{JulianDay, Longitude, Nakshatra, Planet};
use serde::{Deserialize, Serialize};

/// A kind of sky event; its wire name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
    /// Every kind, in the order of the documentation (a request without `kinds` gets all).
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
/// order ([`in_time_order`]).
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
    let mut out = Vec::new();
    for kind in EventKind::ALL {
        if kinds.is_empty() || kinds.contains(&kind) {
            out.extend(sky_events(from, to, kind, settings)?);
        }
    }
    in_time_order(&mut out);
    if let Some(place) = place {
        see_from(&mut out, place, settings)?;
    }
    Ok(out)
}

/// Sorts events by their moments to the millisecond, then by kind; a stable sort keeps the
/// grahas in the order they were searched on ties (Rahu and Ketu change sign at the same
/// moment, and Ketu its nakshatra when Rahu its sign: the order must not hang on the last bits
/// of two searches).
pub fn in_time_order(events: &mut [Event]) {
    events.sort_by_key(|e| ((e.at().value() * 86_400_000.0).round() as i64, e.kind()));
}

/// The events of one `kind` in `[from, to)` (as [`events`] reads the range) that are the same
/// wherever one stands: eclipses come without their local circumstances ([`see_from`] adds
/// them). In time order for each graha, the grahas in their order.
pub fn sky_events(
    from: JulianDay,
    to: JulianDay,
    kind: EventKind,
    settings: &Settings,
) -> Result<Vec<Event>, EphemerisError> {
    let eph = Ephemeris::with(settings);
    let mut out = Vec::new();
    if to <= from {
        return Ok(out);
    }
    match kind {
        EventKind::Ingress => {
            for p in INGRESS_GRAHAS {
                out.extend(
                    ingresses(&eph, p, from, to)?
                        .into_iter()
                        .map(Event::Ingress),
                );
            }
        }
        EventKind::NakshatraIngress => {
            for p in NAKSHATRA_GRAHAS {
                out.extend(
                    nakshatra_ingresses(&eph, p, from, to)?
                        .into_iter()
                        .map(Event::NakshatraIngress),
                );
            }
        }
        EventKind::Station => {
            for p in motion::STATION_GRAHAS {
                out.extend(
                    motion::stations(&eph, p, from, to)?
                        .into_iter()
                        .map(Event::Station),
                );
            }
        }
        EventKind::Combustion => {
            for p in motion::COMBUSTION_GRAHAS {
                out.extend(
                    motion::combustions(&eph, p, from, to)?
                        .into_iter()
                        .map(Event::Combustion),
                );
            }
        }
        EventKind::SolarEclipse => out.extend(
            eclipses::solar_eclipses(&eph, from, to)?
                .into_iter()
                .map(|e| Event::SolarEclipse(Box::new(e))),
        ),
        EventKind::LunarEclipse => out.extend(
            eclipses::lunar_eclipses(&eph, from, to)?
                .into_iter()
                .map(|e| Event::LunarEclipse(Box::new(e))),
        ),
    }
    Ok(out)
}

/// Adds to every eclipse among `events` (in time order) its circumstances as seen from `place`.
pub fn see_from(
    events: &mut [Event],
    place: Observer,
    settings: &Settings,
) -> Result<(), EphemerisError> {
    let eph = Ephemeris::with(settings);
    eclipses::see_solar(
        &eph,
        events.iter_mut().filter_map(|e| match e {
            Event::SolarEclipse(s) => Some(&mut **s),
            _ => None,
        }),
        place,
    )?;
    eclipses::see_lunar(
        &eph,
        events.iter_mut().filter_map(|e| match e {
            Event::LunarEclipse(l) => Some(&mut **l),
            _ => None,
        }),
        place,
    )
}

/// The 27 nakshatra boundaries.
fn nakshatra_starts() -> Vec<Longitude> {
    Nakshatra::ALL.iter().map(|n| n.start()).collect()
}

/// Every nakshatra ingress of `planet` in `[from, to)`, retrograde ones included.
pub fn nakshatra_ingresses(
    eph: &Ephemeris,
    planet: Planet,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<NakshatraIngress>, EphemerisError> {
    Ok(crossings(eph, planet, &nakshatra_starts(), from, to)?
        .into_iter()
        .map(|c| {
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
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_go_by_their_wire_names() {
        // The six kinds and their wire names.
        for k in EventKind::ALL {
            let wire = serde_json::to_value(k).unwrap();
            assert_eq!(wire, k.name());
            assert_eq!(serde_json::from_value::<EventKind>(wire).unwrap(), k);
        }
        assert_eq!(EventKind::NakshatraIngress.name(), "nakshatra-ingress");
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
