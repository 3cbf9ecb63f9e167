//! `POST /v1/events`: the sky events of a range as published, every moment in
//! the place's zone as RFC 3339 with its offset, to the second.

use super::call::EventsOptions;
use super::natal::round;
use super::{CalcError, CalcRequest, Replied, Reply, SettingsEcho};
use crate::astro::events::{
    Combustion, Direction, EclipseType, Event, EventKind, LocalLunar, LocalSolar, LunarEclipse,
    NakshatraIngress, Observer, SolarEclipse, Station,
};
use crate::astro::transit::Ingress;
use crate::astro::{JulianDay, Longitude, Settings};
use chrono::{DateTime, Months, NaiveDate, SecondsFormat, Utc};
use chrono_tz::Tz;
use serde::Serialize;

/// The longest range one request may ask for (ten years), in calendar months.
pub const MAX_MONTHS: u32 = 120;

/// The reply of `POST /v1/events`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventsOut {
    /// The range asked for, in the place's zone.
    pub from: String,
    pub to: String,
    /// The IANA zone every moment is given in.
    pub timezone: String,
    /// In time order.
    pub events: Vec<EventOut>,
}

/// One sky event. Which fields are present depends on `kind`:
///
/// - `ingress`: `planet`, `sign` entered, `fromSign`, `retrograde` (entered moving backwards);
/// - `nakshatra-ingress` (Jupiter, Saturn, Rahu, Ketu): `planet`, `nakshatra` entered,
///   `fromNakshatra`, `pada` entered, `sign`, `retrograde`;
/// - `station` (Mercury to Saturn): `planet`, `station` (the motion that begins: `retrograde`
///   or `direct`), `longitude`, `sign`, `degree`, `nakshatra`;
/// - `combustion` (Mercury to Saturn; the Moon's monthly one is not listed): `planet`, `at`
///   the start and `end` the end of the period; a period under way at `from` is given whole;
/// - `solar-eclipse`, `lunar-eclipse`: `at` greatest eclipse, `eclipseType`, `magnitude`,
///   `contacts` on the Earth as a whole, the eclipsed body's `longitude`, `sign`, `degree`,
///   `nakshatra`, and with a place, `local`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventOut {
    pub kind: EventKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::PlanetName>)]
    pub planet: Option<crate::astro::Planet>,
    /// RFC 3339 in the place's zone.
    pub at: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::SignName>)]
    pub sign: Option<crate::astro::Sign>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::SignName>)]
    pub from_sign: Option<crate::astro::Sign>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::NakshatraName>)]
    pub nakshatra: Option<crate::astro::Nakshatra>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::NakshatraName>)]
    pub from_nakshatra: Option<crate::astro::Nakshatra>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pada: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retrograde: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub station: Option<Direction>,
    /// Degrees, 0–360, in the settings' zodiac.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub longitude: Option<f64>,
    /// Degrees within `sign`, 0–30.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub degree: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eclipse_type: Option<EclipseType>,
    /// Solar: NASA's magnitude at greatest eclipse (fraction of the Sun's diameter covered, or
    /// for a total or annular eclipse the ratio of the Moon's diameter to the Sun's). Lunar:
    /// the umbral magnitude (negative for a penumbral eclipse).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub magnitude: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub penumbral_magnitude: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contacts: Option<ContactsOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub local: Option<LocalOut>,
}

/// An eclipse's phases on the Earth as a whole. Solar: `begin`/`end` the Moon's penumbra first
/// and last touching the Earth, `centralBegin`/`centralEnd` totality or annularity anywhere.
/// Lunar: `begin`/`end` the penumbral phase, `partialBegin`/`partialEnd` the umbral,
/// `totalBegin`/`totalEnd` totality.
#[derive(Debug, Clone, Default, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactsOut {
    pub begin: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partial_begin: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub central_begin: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_begin: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_end: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub central_end: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partial_end: Option<String>,
    pub end: String,
}

/// An eclipse as seen from the place. Only the contacts seen (the Sun or Moon above the
/// horizon) are given; `sunrise`/`sunset`/`moonrise`/`moonset` when they fall during the
/// eclipse; `maximum` is the greatest phase seen. Solar: `begin`, `centralBegin`, `maximum`,
/// `centralEnd`, `end` are the four contacts and greatest eclipse. Lunar: the penumbral,
/// partial and total phases' ends.
#[derive(Debug, Clone, Default, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocalOut {
    pub visible: bool,
    /// The type seen at the greatest phase seen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eclipse_type: Option<EclipseType>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub penumbral_begin: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub begin: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partial_begin: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub central_begin: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_begin: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub maximum: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_end: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub central_end: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partial_end: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub penumbral_end: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sunrise: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sunset: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moonrise: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moonset: Option<String>,
    /// As the event's `magnitude`, at the greatest phase seen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub magnitude: Option<f64>,
    /// Solar: the fraction of the Sun's disc covered at the greatest phase seen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub obscuration: Option<f64>,
    /// The Sun's (solar) or Moon's (lunar) apparent altitude then, degrees.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub altitude: Option<f64>,
}

/// The sky events of `[from, to)` of the `kinds` asked for (all when empty), moments in `tz`,
/// eclipses' local circumstances at `place` when given. The range must be at most ten years.
pub fn events_reply(
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    place: Option<Observer>,
    tz: Tz,
    kinds: &[EventKind],
    settings: &Settings,
) -> Result<EventsOut, CalcError> {
    if to <= from {
        return Err(CalcError::invalid("to", "must be after from"));
    }
    if from
        .checked_add_months(Months::new(MAX_MONTHS))
        .is_some_and(|limit| to > limit)
    {
        return Err(CalcError::invalid("to", "at most 10 years after from"));
    }
    if let Some(p) = place {
        if !(-90.0..=90.0).contains(&p.latitude) {
            return Err(CalcError::invalid("latitude", "must be between -90 and 90"));
        }
        if !(-180.0..=180.0).contains(&p.longitude) {
            return Err(CalcError::invalid(
                "longitude",
                "must be between -180 and 180",
            ));
        }
    }
    let found = super::sky::events(
        JulianDay::from_utc(from),
        JulianDay::from_utc(to),
        place,
        kinds,
        settings,
    )?;
    let clock = Clock(tz);
    Ok(EventsOut {
        from: clock.at(from),
        to: clock.at(to),
        timezone: tz.name().to_owned(),
        events: found.iter().map(|e| event_out(&clock, e)).collect(),
    })
}

/// Moments as the reply gives them: in one zone, to the second.
struct Clock(Tz);

impl Clock {
    fn at(&self, t: DateTime<Utc>) -> String {
        t.with_timezone(&self.0)
            .to_rfc3339_opts(SecondsFormat::Secs, false)
    }
    /// A moment, rounded to the nearest second.
    fn jd(&self, jd: JulianDay) -> String {
        let ms = jd.to_utc().timestamp_millis();
        let secs = (ms as f64 / 1000.0).round() as i64;
        self.at(DateTime::from_timestamp(secs, 0).unwrap_or_default())
    }
    fn opt(&self, jd: Option<JulianDay>) -> Option<String> {
        jd.map(|t| self.jd(t))
    }
}

fn event_out(clock: &Clock, e: &Event) -> EventOut {
    let base = EventOut::new(e.kind(), e.planet(), clock.jd(e.at()));
    match e {
        Event::Ingress(i) => ingress(base, i),
        Event::NakshatraIngress(n) => nakshatra_ingress(base, n),
        Event::Station(s) => station(base, s),
        Event::Combustion(c) => combustion(clock, base, c),
        Event::SolarEclipse(s) => solar(clock, base, s),
        Event::LunarEclipse(l) => lunar(clock, base, l),
    }
}

fn ingress(base: EventOut, i: &Ingress) -> EventOut {
    EventOut {
        sign: Some(i.to),
        from_sign: Some(i.from),
        retrograde: Some(i.retrograde),
        ..base
    }
}

fn nakshatra_ingress(base: EventOut, n: &NakshatraIngress) -> EventOut {
    // The sign where the graha enters: at the nakshatra's start moving forwards, at its end
    // moving backwards (a hair inside, the boundary being a sign's edge for every ninth one).
    let span = 360.0 / 27.0;
    let entry = if n.retrograde {
        n.to.start().degrees() + span - 1e-9
    } else {
        n.to.start().degrees() + 1e-9
    };
    EventOut {
        nakshatra: Some(n.to),
        from_nakshatra: Some(n.from),
        pada: Some(n.pada),
        sign: Some(Longitude::new(entry).sign()),
        retrograde: Some(n.retrograde),
        ..base
    }
}

impl EventOut {
    /// An event with only its kind, graha and moment.
    fn new(kind: EventKind, planet: Option<crate::astro::Planet>, at: String) -> EventOut {
        EventOut {
            kind,
            planet,
            at,
            end: None,
            sign: None,
            from_sign: None,
            nakshatra: None,
            from_nakshatra: None,
            pada: None,
            retrograde: None,
            station: None,
            longitude: None,
            degree: None,
            eclipse_type: None,
            magnitude: None,
            penumbral_magnitude: None,
            contacts: None,
            local: None,
        }
    }

    /// The position fields of a longitude.
    fn placed(self, lon: Longitude) -> EventOut {
        EventOut {
            longitude: Some(round(lon.degrees(), 6)),
            sign: Some(lon.sign()),
            degree: Some(round(lon.degree_in_sign(), 6)),
            nakshatra: Some(lon.nakshatra()),
            ..self
        }
    }
}

fn station(base: EventOut, s: &Station) -> EventOut {
    EventOut {
        station: Some(s.turns),
        ..base
    }
    .placed(s.longitude)
}

fn combustion(clock: &Clock, base: EventOut, c: &Combustion) -> EventOut {
    EventOut {
        end: Some(clock.jd(c.end)),
        ..base
    }
}

fn solar(clock: &Clock, base: EventOut, s: &SolarEclipse) -> EventOut {
    let central = s.central;
    EventOut {
        eclipse_type: Some(s.kind),
        magnitude: Some(round(s.magnitude, 4)),
        contacts: Some(ContactsOut {
            begin: clock.jd(s.partial.begin),
            central_begin: clock.opt(central.map(|p| p.begin)),
            central_end: clock.opt(central.map(|p| p.end)),
            end: clock.jd(s.partial.end),
            ..ContactsOut::default()
        }),
        local: s.local.map(|l| local_solar(clock, &l)),
        ..base
    }
    .placed(s.sun)
}

fn local_solar(clock: &Clock, l: &LocalSolar) -> LocalOut {
    LocalOut {
        visible: l.visible,
        eclipse_type: l.kind,
        begin: clock.opt(l.begin),
        central_begin: clock.opt(l.central_begin),
        maximum: clock.opt(l.maximum),
        central_end: clock.opt(l.central_end),
        end: clock.opt(l.end),
        sunrise: clock.opt(l.sunrise),
        sunset: clock.opt(l.sunset),
        magnitude: l.magnitude.map(|m| round(m, 4)),
        obscuration: l.obscuration.map(|m| round(m, 4)),
        altitude: l.altitude.map(|a| round(a, 2)),
        ..LocalOut::default()
    }
}

fn lunar(clock: &Clock, base: EventOut, l: &LunarEclipse) -> EventOut {
    EventOut {
        eclipse_type: Some(l.kind),
        magnitude: Some(round(l.magnitude, 4)),
        penumbral_magnitude: Some(round(l.penumbral_magnitude, 4)),
        contacts: Some(ContactsOut {
            begin: clock.jd(l.penumbral.begin),
            partial_begin: clock.opt(l.partial.map(|p| p.begin)),
            total_begin: clock.opt(l.total.map(|p| p.begin)),
            total_end: clock.opt(l.total.map(|p| p.end)),
            partial_end: clock.opt(l.partial.map(|p| p.end)),
            end: clock.jd(l.penumbral.end),
            ..ContactsOut::default()
        }),
        local: l.local.map(|x| local_lunar(clock, &x)),
        ..base
    }
    .placed(l.moon)
}

fn local_lunar(clock: &Clock, l: &LocalLunar) -> LocalOut {
    LocalOut {
        visible: l.visible,
        eclipse_type: l.kind,
        penumbral_begin: clock.opt(l.penumbral_begin),
        partial_begin: clock.opt(l.partial_begin),
        total_begin: clock.opt(l.total_begin),
        maximum: clock.opt(l.maximum),
        total_end: clock.opt(l.total_end),
        partial_end: clock.opt(l.partial_end),
        penumbral_end: clock.opt(l.penumbral_end),
        moonrise: clock.opt(l.moonrise),
        moonset: clock.opt(l.moonset),
        magnitude: l.magnitude.map(|m| round(m, 4)),
        altitude: l.altitude.map(|a| round(a, 2)),
        ..LocalOut::default()
    }
}

/// `POST /v1/events`: the request's days (`options.span`, read in the place's zone, else UTC,
/// the last day whole) at its place if any; no chart is cast.
pub fn events_replied(req: &CalcRequest, o: &EventsOptions) -> Result<Replied, CalcError> {
    let (first, last) = (o.from.0, o.to.0);
    let zone = match &req.place {
        Some(p) => p.zone()?,
        None => chrono_tz::UTC,
    };
    let start = |d: NaiveDate| crate::astro::calendar::midnight(d, zone).to_utc();
    let from = start(first);
    let to = start(last.succ_opt().unwrap_or(last));
    let observer = req.place.as_ref().map(|p| Observer {
        latitude: p.latitude,
        longitude: p.longitude,
    });
    let kinds = o.kinds.clone().unwrap_or_default();
    let settings = &req.settings;
    let out = events_reply(from, to, observer, zone, &kinds, settings)?;
    Ok(Replied {
        reply: Reply::Events(out),
        settings: SettingsEcho::at(settings, JulianDay::from_utc(from)),
    })
}
