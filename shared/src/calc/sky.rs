//! The sky events every place shares, found once per calendar year and kept.
//!
//! Ingresses, stations, combustion and the global eclipses do not depend on the place asked
//! for, only on the zodiac (ayanamsa and node), so each process finds them one kind and one year
//! at a time and keeps them; a request takes the years its range covers and adds the place's
//! eclipse circumstances, the only part that is its own. The first request for a year pays for
//! it, every later one (any place, any range within it) reads it (docs/decisions.md, "Sky events
//! by the year").

use crate::astro::events::{self, Event, EventKind, Observer};
use crate::astro::{EphemerisError, JulianDay, Settings};
use chrono::{Datelike, TimeZone, Utc};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// Years of one kind under one zodiac kept per process: every kind of 1800–2450 under two
/// zodiacs; the oldest found is dropped first beyond it.
const KEPT: usize = 8192;

/// The zodiac (house system and dasha year cleared: they move no event), the kind, the year.
type Key = (Settings, EventKind, i32);

#[derive(Default)]
struct Kept {
    years: HashMap<Key, Arc<Vec<Event>>>,
    order: VecDeque<Key>,
}

fn kept() -> &'static Mutex<Kept> {
    static KEPT_YEARS: OnceLock<Mutex<Kept>> = OnceLock::new();
    KEPT_YEARS.get_or_init(Mutex::default)
}

/// The events of `kind` in the Gregorian year `year` (UTC), found once.
fn year(
    kind: EventKind,
    year: i32,
    settings: &Settings,
) -> Result<Arc<Vec<Event>>, EphemerisError> {
    let zodiac = Settings {
        house_system: Default::default(),
        dasha_year: Default::default(),
        ..*settings
    };
    let key = (zodiac, kind, year);
    if let Some(found) = lock().years.get(&key) {
        return Ok(found.clone());
    }
    let found = Arc::new(events::sky_events(
        start_of(year),
        start_of(year + 1),
        kind,
        &zodiac,
    )?);
    let mut kept = lock();
    if !kept.years.contains_key(&key) {
        if kept.order.len() >= KEPT
            && let Some(oldest) = kept.order.pop_front()
        {
            kept.years.remove(&oldest);
        }
        kept.order.push_back(key);
        kept.years.insert(key, found.clone());
    }
    Ok(found)
}

fn lock() -> std::sync::MutexGuard<'static, Kept> {
    // What is kept is whole values inserted under the lock: a panic elsewhere leaves it sound.
    kept().lock().unwrap_or_else(PoisonError::into_inner)
}

/// 1 January of `year`, 0h UT.
fn start_of(year: i32) -> JulianDay {
    JulianDay::from_utc(
        Utc.with_ymd_and_hms(year, 1, 1, 0, 0, 0)
            .single()
            .unwrap_or_default(),
    )
}

/// What [`events::events`] answers, from the years kept: every event of the `kinds` asked for
/// (all when empty) in `[from, to)` in time order, with the local circumstances of eclipses at
/// `place`.
pub fn events(
    from: JulianDay,
    to: JulianDay,
    place: Option<Observer>,
    kinds: &[EventKind],
    settings: &Settings,
) -> Result<Vec<Event>, EphemerisError> {
    let mut out = Vec::new();
    if to <= from {
        return Ok(out);
    }
    // The range ends before `to`: a range ending at a new year takes nothing of that year.
    let last_moment = to.to_utc() - chrono::Duration::milliseconds(1);
    let (first, last) = (from.to_utc().year(), last_moment.year());
    for kind in EventKind::ALL {
        if !kinds.is_empty() && !kinds.contains(&kind) {
            continue;
        }
        let start = out.len();
        for y in first..=last {
            let found = year(kind, y, settings)?;
            out.extend(found.iter().filter(|e| within(e, from, to)).cloned());
        }
        if kind == EventKind::Combustion {
            once_each(&mut out, start);
        }
    }
    events::in_time_order(&mut out);
    if let Some(place) = place {
        events::see_from(&mut out, place, settings)?;
    }
    Ok(out)
}

/// In the range as [`events::events`] reads it: the moment, or for combustion any part of the
/// period.
fn within(e: &Event, from: JulianDay, to: JulianDay) -> bool {
    match e {
        Event::Combustion(c) => c.end > from && c.start < to,
        _ => e.at() >= from && e.at() < to,
    }
}

/// A combustion period running across the new year is found by both years: keep the first
/// (the two agree to a second), each graha's periods being in time order year after year.
fn once_each(out: &mut Vec<Event>, start: usize) {
    let mut last_start: HashMap<_, JulianDay> = HashMap::new();
    let mut tail = out.split_off(start);
    tail.retain(|e| match e {
        Event::Combustion(c) => {
            let twice = last_start
                .get(&c.planet)
                .is_some_and(|s| (c.start.value() - s.value()).abs() < 1.0);
            if !twice {
                last_start.insert(c.planet, c.start);
            }
            !twice
        }
        _ => true,
    });
    out.append(&mut tail);
}
