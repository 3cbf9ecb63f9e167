//! Solar and lunar eclipses, global and as seen from a place, by the Swiss Ephemeris's own
//! searches and formulas (`swecl.c`).
//!
//! The global search gives each eclipse's type, greatest phase and contacts on the Earth as a
//! whole; the same for every place, it is found once ([`solar_eclipses`], [`lunar_eclipses`])
//! and the place added after ([`see_solar`], [`see_lunar`]).
//!
//! For a solar eclipse at a place, `swe_sol_eclipse_when_loc` finds the next eclipse *seen
//! there* (some phase with the Sun above the horizon): one such search answers for every global
//! eclipse before the one it finds, which were not seen there, so the place costs one sweep over
//! the range, not a search per eclipse. A lunar eclipse's contacts are the same for the whole
//! Earth: the place only decides which of them are seen and when the Moon rises or sets during
//! the eclipse, which [`see_lunar`] works out from the global contacts exactly as
//! `swe_lun_eclipse_when_loc` does, without its search.
//!
//! Local contacts are the ones seen: a contact with the Sun or the Moon below the horizon is
//! left out, and the rising or setting during the eclipse is given instead; the local maximum is
//! the greatest phase seen (at the rising or setting when the true maximum is below the
//! horizon), as the Swiss Ephemeris gives it.

mod swe;

use super::Observer;
use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::types::{JulianDay, Longitude, Planet};
use libswisseph_sys as sys;
use serde::{Deserialize, Serialize};
use swe::{
    Found, geopos, lun_how, lun_how_at, lun_when, moon_rise_or_set, sol_when_glob, sol_when_loc,
    sol_where,
};

/// The type of an eclipse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum EclipseType {
    Total,
    Annular,
    /// Annular along part of its path, total along the rest (solar).
    Hybrid,
    Partial,
    /// The Moon in the Earth's penumbra only (lunar).
    Penumbral,
}

impl EclipseType {
    /// From the Swiss Ephemeris's return flags (`SE_ECL_*`).
    fn from_flags(rc: i32) -> Option<EclipseType> {
        let has = |bit: u32| rc & bit as i32 != 0;
        Some(if has(sys::SE_ECL_HYBRID) {
            EclipseType::Hybrid
        } else if has(sys::SE_ECL_TOTAL) {
            EclipseType::Total
        } else if has(sys::SE_ECL_ANNULAR) {
            EclipseType::Annular
        } else if has(sys::SE_ECL_PARTIAL) {
            EclipseType::Partial
        } else if has(sys::SE_ECL_PENUMBRAL) {
            EclipseType::Penumbral
        } else {
            return None;
        })
    }
}

/// A phase of an eclipse: when it begins and ends.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Phase {
    pub begin: JulianDay,
    pub end: JulianDay,
}

impl Phase {
    /// From two Swiss Ephemeris times, 0 meaning "does not happen".
    fn of(begin: f64, end: f64) -> Option<Phase> {
        (begin > 0.0 && end > 0.0).then(|| Phase {
            begin: JulianDay::new(begin),
            end: JulianDay::new(end),
        })
    }
}

/// A solar eclipse, as the whole Earth sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct SolarEclipse {
    pub kind: EclipseType,
    /// Greatest eclipse: the shadow's axis nearest the Earth's centre.
    pub maximum: JulianDay,
    /// First to last contact of the Moon's penumbra with the Earth.
    pub partial: Phase,
    /// Totality or annularity anywhere on the Earth (central eclipses).
    pub central: Option<Phase>,
    /// Magnitude at greatest eclipse as NASA gives it: the fraction of the Sun's diameter
    /// covered for a partial eclipse, the ratio of the Moon's diameter to the Sun's for a total
    /// or annular one.
    pub magnitude: f64,
    /// The Sun's longitude (in the settings' zodiac) at greatest eclipse.
    pub sun: Longitude,
    /// As seen from the place, when one was given.
    pub local: Option<LocalSolar>,
}

/// A solar eclipse as seen from a place. Every field but `visible` is `None` when it is not
/// seen there.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct LocalSolar {
    pub visible: bool,
    pub kind: Option<EclipseType>,
    /// First contact, if the Sun is up.
    pub begin: Option<JulianDay>,
    /// Second contact (totality or annularity begins), if central there and the Sun is up.
    pub central_begin: Option<JulianDay>,
    /// The greatest phase seen.
    pub maximum: Option<JulianDay>,
    /// Third contact.
    pub central_end: Option<JulianDay>,
    /// Fourth contact.
    pub end: Option<JulianDay>,
    /// The Sun rising during the eclipse.
    pub sunrise: Option<JulianDay>,
    /// The Sun setting during the eclipse.
    pub sunset: Option<JulianDay>,
    /// NASA's magnitude at the greatest phase seen (see [`SolarEclipse::magnitude`]).
    pub magnitude: Option<f64>,
    /// Fraction of the Sun's disc covered then.
    pub obscuration: Option<f64>,
    /// The Sun's apparent altitude then, degrees.
    pub altitude: Option<f64>,
}

/// A lunar eclipse, as the whole Earth sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct LunarEclipse {
    pub kind: EclipseType,
    /// Greatest eclipse.
    pub maximum: JulianDay,
    /// The Moon in the penumbra (the whole eclipse).
    pub penumbral: Phase,
    /// The Moon touching the umbra (partial and total eclipses).
    pub partial: Option<Phase>,
    /// The Moon wholly in the umbra (total eclipses).
    pub total: Option<Phase>,
    /// Umbral magnitude at greatest eclipse (negative for a penumbral eclipse).
    pub magnitude: f64,
    /// Penumbral magnitude at greatest eclipse.
    pub penumbral_magnitude: f64,
    /// The Moon's longitude (in the settings' zodiac) at greatest eclipse.
    pub moon: Longitude,
    /// As seen from the place, when one was given.
    pub local: Option<LocalLunar>,
}

/// A lunar eclipse as seen from a place. Every field but `visible` is `None` when it is not
/// seen there; contacts with the Moon below the horizon are left out.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct LocalLunar {
    pub visible: bool,
    /// The type of the phase seen at its greatest.
    pub kind: Option<EclipseType>,
    pub penumbral_begin: Option<JulianDay>,
    pub partial_begin: Option<JulianDay>,
    pub total_begin: Option<JulianDay>,
    /// The greatest phase seen.
    pub maximum: Option<JulianDay>,
    pub total_end: Option<JulianDay>,
    pub partial_end: Option<JulianDay>,
    pub penumbral_end: Option<JulianDay>,
    /// The Moon rising during the eclipse.
    pub moonrise: Option<JulianDay>,
    /// The Moon setting during the eclipse.
    pub moonset: Option<JulianDay>,
    /// Umbral magnitude at the greatest phase seen.
    pub magnitude: Option<f64>,
    /// The Moon's apparent altitude then, degrees.
    pub altitude: Option<f64>,
}

/// Half a day: a global eclipse and a local one found by separate searches are the same when
/// the local maximum lies within the global eclipse, with this to spare.
const SLACK: f64 = 0.5;

/// The local searches of one sweep: the last eclipse found seen from the place.
struct Sweep<F> {
    search: F,
    found: Option<Found>,
}

impl<F: Fn(f64) -> Result<Found, EphemerisError>> Sweep<F> {
    /// The local eclipse within `[begin, end]`, if the place sees one.
    fn within(&mut self, begin: f64, end: f64) -> Result<Option<&Found>, EphemerisError> {
        if self
            .found
            .as_ref()
            .is_none_or(|f| f.tret[0] < begin - SLACK)
        {
            self.found = Some((self.search)(begin - SLACK)?);
        }
        Ok(self
            .found
            .as_ref()
            .filter(|f| f.tret[0] >= begin - SLACK && f.tret[0] <= end + SLACK))
    }
}

/// Every solar eclipse whose greatest phase falls in `[from, to)`, without local
/// circumstances.
pub fn solar_eclipses(
    eph: &Ephemeris,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<SolarEclipse>, EphemerisError> {
    let flag = eph.ephemeris_flag();
    let mut out = Vec::new();
    let mut t = from.value();
    loop {
        let g = sol_when_glob(flag, t)?;
        let maximum = g.tret[0];
        if maximum >= to.value() {
            break;
        }
        let Some(kind) = EclipseType::from_flags(g.flags) else {
            return Err(EphemerisError::Calc("solar eclipse of no type".into()));
        };
        let partial = Phase::of(g.tret[2], g.tret[3]).unwrap_or(Phase {
            begin: JulianDay::new(maximum),
            end: JulianDay::new(maximum),
        });
        out.push(SolarEclipse {
            kind,
            maximum: JulianDay::new(maximum),
            partial,
            central: Phase::of(g.tret[4], g.tret[5]),
            magnitude: sol_where(flag, maximum)?[8],
            sun: eph.longitude(JulianDay::new(maximum), Planet::Sun)?,
            local: None,
        });
        // Eclipses are at least a fortnight apart.
        t = maximum + 10.0;
    }
    Ok(out)
}

/// Sets the local circumstances at `place` of each of `eclipses` (in time order).
pub fn see_solar<'a>(
    eph: &Ephemeris,
    eclipses: impl Iterator<Item = &'a mut SolarEclipse>,
    place: Observer,
) -> Result<(), EphemerisError> {
    let flag = eph.ephemeris_flag();
    let mut sweep = Sweep {
        search: move |t| sol_when_loc(flag, t, place),
        found: None,
    };
    for e in eclipses {
        e.local = Some(
            sweep
                .within(e.partial.begin.value(), e.partial.end.value())?
                .map(local_solar)
                .unwrap_or_default(),
        );
    }
    Ok(())
}

fn local_solar(f: &Found) -> LocalSolar {
    LocalSolar {
        visible: true,
        kind: EclipseType::from_flags(f.flags),
        begin: f.seen(1, sys::SE_ECL_1ST_VISIBLE),
        central_begin: f.seen(2, sys::SE_ECL_2ND_VISIBLE),
        maximum: f.at(0),
        central_end: f.seen(3, sys::SE_ECL_3RD_VISIBLE),
        end: f.seen(4, sys::SE_ECL_4TH_VISIBLE),
        sunrise: f.at(5),
        sunset: f.at(6),
        magnitude: Some(f.attr[8]),
        obscuration: Some(f.attr[2]),
        altitude: Some(f.attr[6]),
    }
}

/// Every lunar eclipse whose greatest phase falls in `[from, to)`, without local
/// circumstances.
pub fn lunar_eclipses(
    eph: &Ephemeris,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<LunarEclipse>, EphemerisError> {
    let flag = eph.ephemeris_flag();
    let mut out = Vec::new();
    let mut t = from.value();
    loop {
        let g = lun_when(flag, t)?;
        let maximum = g.tret[0];
        if maximum >= to.value() {
            break;
        }
        let Some(kind) = EclipseType::from_flags(g.flags) else {
            return Err(EphemerisError::Calc("lunar eclipse of no type".into()));
        };
        let penumbral = Phase::of(g.tret[6], g.tret[7]).unwrap_or(Phase {
            begin: JulianDay::new(maximum),
            end: JulianDay::new(maximum),
        });
        let attr = lun_how(flag, maximum)?;
        out.push(LunarEclipse {
            kind,
            maximum: JulianDay::new(maximum),
            penumbral,
            partial: Phase::of(g.tret[2], g.tret[3]),
            total: Phase::of(g.tret[4], g.tret[5]),
            magnitude: attr[0],
            penumbral_magnitude: attr[1],
            moon: eph.longitude(JulianDay::new(maximum), Planet::Moon)?,
            local: None,
        });
        t = maximum + 10.0;
    }
    Ok(out)
}

/// Sets the local circumstances at `place` of each of `eclipses`.
pub fn see_lunar<'a>(
    eph: &Ephemeris,
    eclipses: impl Iterator<Item = &'a mut LunarEclipse>,
    place: Observer,
) -> Result<(), EphemerisError> {
    let flag = eph.ephemeris_flag();
    for e in eclipses {
        e.local = Some(
            lunar_seen(flag, e, place)?
                .as_ref()
                .map(local_lunar)
                .unwrap_or_default(),
        );
    }
    Ok(())
}

/// The global contacts of a lunar eclipse in the Swiss Ephemeris's `tret[]` order, 0 for a
/// contact that does not happen.
fn lunar_tret(e: &LunarEclipse) -> [f64; 10] {
    let mut tret = [0.0; 10];
    let phase = |p: Option<Phase>| p.map_or((0.0, 0.0), |p| (p.begin.value(), p.end.value()));
    tret[0] = e.maximum.value();
    (tret[2], tret[3]) = phase(e.partial);
    (tret[4], tret[5]) = phase(e.total);
    (tret[6], tret[7]) = phase(Some(e.penumbral));
    tret
}

/// A lunar eclipse as `swe_lun_eclipse_when_loc` gives it for `place` when its search reaches
/// this eclipse: the contacts with the Moon above the horizon flagged as seen, the moonrise or
/// moonset during the eclipse, the greatest phase seen and its attributes; `None` when the place
/// does not see it (where that function would search on).
fn lunar_seen(
    flag: i32,
    e: &LunarEclipse,
    place: Observer,
) -> Result<Option<Found>, EphemerisError> {
    let mut tret = lunar_tret(e);
    let mut geo = geopos(place);
    let mut flags = 0;
    for (i, bit) in LUNAR_CONTACTS {
        if tret[i] == 0.0 {
            continue;
        }
        let (_, attr) = lun_how_at(flag, tret[i], &mut geo)?;
        if attr[6] > 0.0 {
            flags |= (sys::SE_ECL_VISIBLE | bit) as i32;
        }
    }
    if flags == 0 {
        return Ok(None);
    }
    let mut maximum = tret[0];
    let rise = moon_rise_or_set(flag, tret[6] - 0.001, &mut geo, sys::SE_CALC_RISE)?;
    let set = match rise {
        Some(_) => moon_rise_or_set(flag, tret[6] - 0.001, &mut geo, sys::SE_CALC_SET)?,
        None => None,
    };
    if let (Some(rise), Some(set)) = (rise, set) {
        if set < tret[6] || (set > rise && rise > tret[7]) {
            return Ok(None);
        }
        if rise > tret[6] && rise < tret[7] {
            tret[6] = 0.0;
            for t in &mut tret[2..=5] {
                if rise > *t {
                    *t = 0.0;
                }
            }
            tret[8] = rise;
            if rise > tret[0] {
                maximum = rise;
            }
        }
        if set > tret[6] && set < tret[7] {
            tret[7] = 0.0;
            for t in &mut tret[2..=5] {
                if set < *t {
                    *t = 0.0;
                }
            }
            tret[9] = set;
            if set < tret[0] {
                maximum = set;
            }
        }
    }
    tret[0] = maximum;
    let (rc, attr) = lun_how_at(flag, maximum, &mut geo)?;
    if rc == 0 {
        return Ok(None);
    }
    flags |= rc & sys::SE_ECL_ALLTYPES_LUNAR as i32;
    Ok(Some(Found { flags, tret, attr }))
}

/// The contacts whose visibility `swe_lun_eclipse_when_loc` flags, in its order (the last
/// first), with their bits.
const LUNAR_CONTACTS: [(usize, u32); 7] = [
    (7, sys::SE_ECL_PENUMBEND_VISIBLE),
    (6, sys::SE_ECL_PENUMBBEG_VISIBLE),
    (5, sys::SE_ECL_TOTEND_VISIBLE),
    (4, sys::SE_ECL_TOTBEG_VISIBLE),
    (3, sys::SE_ECL_PARTEND_VISIBLE),
    (2, sys::SE_ECL_PARTBEG_VISIBLE),
    (0, sys::SE_ECL_MAX_VISIBLE),
];

fn local_lunar(f: &Found) -> LocalLunar {
    LocalLunar {
        visible: true,
        kind: EclipseType::from_flags(f.flags),
        penumbral_begin: f.seen(6, sys::SE_ECL_PENUMBBEG_VISIBLE),
        partial_begin: f.seen(2, sys::SE_ECL_PARTBEG_VISIBLE),
        total_begin: f.seen(4, sys::SE_ECL_TOTBEG_VISIBLE),
        maximum: f.at(0),
        total_end: f.seen(5, sys::SE_ECL_TOTEND_VISIBLE),
        partial_end: f.seen(3, sys::SE_ECL_PARTEND_VISIBLE),
        penumbral_end: f.seen(7, sys::SE_ECL_PENUMBEND_VISIBLE),
        moonrise: f.at(8),
        moonset: f.at(9),
        magnitude: Some(f.attr[0]),
        altitude: Some(f.attr[6]),
    }
}

#[cfg(test)]
mod tests {
    use super::swe::lun_when_loc;
    use super::*;
    use crate::settings::Settings;

    /// The lunar eclipses of 1990–2040 seen from places north, south, east, west and beyond the
    /// polar circles, as `see_lunar` gives them and as the Swiss Ephemeris's own local search
    /// (swept as the solar one is) gives them: the same contacts, flags and attributes.
    #[test]
    fn lunar_local_circumstances_are_the_swiss_ephemeris_local_search() {
        let eph = Ephemeris::with(&Settings::default());
        let flag = eph.ephemeris_flag();
        let (from, to) = (JulianDay::new(2_447_892.5), JulianDay::new(2_466_154.5));
        let places = [
            (27.7172, 85.324),
            (28.6139, 77.209),
            (-33.8688, 151.2093),
            (40.7128, -74.006),
            (69.6492, 18.9553),
            (-77.85, 166.67),
            (0.0, -160.0),
        ];
        let mut seen = 0;
        for (latitude, longitude) in places {
            let place = Observer {
                latitude,
                longitude,
            };
            let mut ours = lunar_eclipses(&eph, from, to).unwrap();
            see_lunar(&eph, ours.iter_mut(), place).unwrap();
            let mut sweep = Sweep {
                search: move |t| lun_when_loc(flag, t, place),
                found: None,
            };
            for e in &ours {
                let theirs = sweep
                    .within(e.penumbral.begin.value(), e.penumbral.end.value())
                    .unwrap()
                    .map(local_lunar)
                    .unwrap_or_default();
                assert_eq!(e.local, Some(theirs), "{place:?} {:?}", e.maximum);
                seen += usize::from(theirs.visible);
            }
        }
        assert!(seen > 200, "{seen}");
    }
}
