//! The days around a range at a place: sunrise, sunset and moonrise, each computed once.

use super::{ResolveError, next, prev};
use crate::calendar::Place;
use crate::calendar::muhurta::DayFrame;
use crate::calendar::sky::Sky;
use crate::panchang::{PanchangError, sunrise_on};
use crate::types::{Days, JulianDay};
use chrono::NaiveDate;
use std::collections::HashMap;

/// Sunrise, sunset and moonrise of the days around a range, computed once.
pub(crate) struct DayCache<'s, 'e> {
    pub(crate) sky: &'s mut Sky<'e>,
    pub(crate) place: Place,
    /// `None`: no sunrise (sunset) that date; a polar date is searched once.
    rises: HashMap<NaiveDate, Option<JulianDay>>,
    sets: HashMap<NaiveDate, Option<JulianDay>>,
    moonrises: HashMap<NaiveDate, Option<JulianDay>>,
}

impl<'s, 'e> DayCache<'s, 'e> {
    pub(crate) fn new(sky: &'s mut Sky<'e>, place: Place) -> Self {
        DayCache {
            sky,
            place,
            rises: HashMap::new(),
            sets: HashMap::new(),
            moonrises: HashMap::new(),
        }
    }

    /// Sunrise of a date.
    pub(crate) fn sunrise(&mut self, date: NaiveDate) -> Result<JulianDay, ResolveError> {
        let rise = match self.rises.get(&date) {
            Some(s) => *s,
            None => {
                let p = self.place;
                let rise = match sunrise_on(self.sky.ephemeris(), date, p.latitude, p.longitude) {
                    Ok(t) => Some(t),
                    Err(PanchangError::NoSunrise(_)) => None,
                    Err(e) => return Err(e),
                };
                self.rises.insert(date, rise);
                rise
            }
        };
        rise.ok_or(PanchangError::NoSunrise(date))
    }

    /// Sunset of a date (the first after its sunrise).
    pub(crate) fn sunset(&mut self, date: NaiveDate) -> Result<JulianDay, ResolveError> {
        if let Some(s) = self.sets.get(&date) {
            return s.ok_or(PanchangError::NoSunrise(date));
        }
        let rise = self.sunrise(date)?;
        let p = self.place;
        let set = match self.sky.ephemeris().sun_crossing(
            rise,
            p.latitude,
            p.longitude,
            false,
            crate::RiseKind::Astronomical,
        )? {
            Some(t) if t - rise < Days::new(1.0) => Some(t),
            _ => None,
        };
        self.sets.insert(date, set);
        set.ok_or(PanchangError::NoSunrise(date))
    }

    /// Sunrise and sunset of a date.
    pub(crate) fn sun(&mut self, date: NaiveDate) -> Result<(JulianDay, JulianDay), ResolveError> {
        Ok((self.sunrise(date)?, self.sunset(date)?))
    }

    /// The frame of a date: the sunset before, sunrise, sunset, the next sunrise.
    pub(crate) fn frame(&mut self, date: NaiveDate) -> Result<DayFrame, ResolveError> {
        let previous_sunset = self.sunset(prev(date))?;
        let (sunrise, sunset) = self.sun(date)?;
        let next_sunrise = self.sunrise(next(date))?;
        Ok(DayFrame {
            previous_sunset,
            sunrise,
            sunset,
            next_sunrise,
        })
    }

    /// The first moonrise after the date's sunrise, if before the next sunrise.
    pub(crate) fn moonrise_after_sunrise(
        &mut self,
        date: NaiveDate,
    ) -> Result<Option<JulianDay>, ResolveError> {
        if let Some(m) = self.moonrises.get(&date) {
            return Ok(*m);
        }
        let (rise, next_rise) = (self.sunrise(date)?, self.sunrise(next(date))?);
        let p = self.place;
        let m = self
            .sky
            .ephemeris()
            .moon_crossing(rise, p.latitude, p.longitude, true)?
            .filter(|t| *t < next_rise);
        self.moonrises.insert(date, m);
        Ok(m)
    }

    /// The civil date of a moment at the place.
    pub(crate) fn date_of(&self, t: JulianDay) -> NaiveDate {
        self.place.date_of(t)
    }

    /// The day (sunrise to sunrise) a moment lies in.
    pub(crate) fn day_holding(&mut self, t: JulianDay) -> Result<NaiveDate, ResolveError> {
        let d = self.date_of(t);
        let rise = self.sunrise(d)?;
        Ok(if t < rise { prev(d) } else { d })
    }
}
