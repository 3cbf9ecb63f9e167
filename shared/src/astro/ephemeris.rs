//! The Swiss Ephemeris, made safe and sidereal.
//!
//! The C library keeps its state per thread (`__thread`), so every entry point here first puts
//! the calling thread into Lahiri sidereal mode and points it at the ephemeris files, if any.
//! Positions are geocentric and apparent. Without data files the built-in Moshier theory is used.

use super::types::{JulianDay, Longitude, Planet};
use libswisseph_sys as sys;
use std::ffi::CString;
use std::os::raw::c_char;
use std::sync::OnceLock;

/// What went wrong inside the ephemeris.
#[derive(Debug, Clone, thiserror::Error, PartialEq)]
pub enum EphemerisError {
    #[error("ephemeris: {0}")]
    Calc(String),
    #[error("the date is outside the range the ephemeris covers")]
    OutOfRange,
}

struct Config {
    path: Option<CString>,
    flag: i32,
}

static CONFIG: OnceLock<Config> = OnceLock::new();

/// Use Swiss Ephemeris data files from `path` (the folder holding `sepl_*.se1` and friends).
/// Call once at start-up, before any computation; later calls are ignored. Without it, the
/// variable `GRAHA_EPHE_PATH` is read, and without that the built-in Moshier ephemeris is used.
pub fn configure(path: Option<&str>) {
    let _ = CONFIG.set(make_config(path));
}

fn make_config(path: Option<&str>) -> Config {
    let path = path
        .map(str::to_owned)
        .or_else(|| std::env::var("GRAHA_EPHE_PATH").ok())
        .filter(|p| !p.is_empty() && has_data_files(p));
    match path {
        Some(p) => Config {
            path: CString::new(p).ok(),
            flag: sys::SEFLG_SWIEPH as i32,
        },
        None => Config {
            path: None,
            flag: sys::SEFLG_MOSEPH as i32,
        },
    }
}

fn has_data_files(dir: &str) -> bool {
    std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .any(|e| e.file_name().to_string_lossy().ends_with(".se1"))
        })
        .unwrap_or(false)
}

fn config() -> &'static Config {
    CONFIG.get_or_init(|| make_config(None))
}

thread_local! {
    static PATH_SET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// A handle proving the calling thread is in Lahiri sidereal mode. Cheap; make one per
/// computation (`Ephemeris::new()`), never keep one across threads.
pub struct Ephemeris {
    flag: i32,
    _not_send: std::marker::PhantomData<*const ()>,
}

/// Apparent geocentric sidereal position of a body.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BodyPosition {
    pub longitude: Longitude,
    /// Ecliptic latitude, degrees.
    pub latitude: f64,
    /// Daily motion in longitude, degrees per day (negative when retrograde).
    pub speed: f64,
}

/// Heliocentric sidereal ecliptic position: degrees, AU and their daily motions.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Heliocentric {
    pub longitude: f64,
    pub latitude: f64,
    pub distance: f64,
    pub longitude_speed: f64,
    pub latitude_speed: f64,
    pub distance_speed: f64,
}

/// Which point of the Sun's disc marks sunrise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RiseKind {
    /// Upper limb on the horizon with standard refraction (Drik Panchang, almanacs). Our default.
    Astronomical,
    /// Disc centre, no refraction (PyJHora, JHora).
    Hindu,
}

impl Ephemeris {
    /// Prepares the calling thread: ephemeris path (once per thread) and Lahiri mode (every time).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Self {
        let cfg = config();
        PATH_SET.with(|set| {
            if !set.get() {
                if let Some(p) = &cfg.path {
                    // SAFETY: `p` is a valid NUL-terminated string that outlives the call.
                    unsafe { sys::swe_set_ephe_path(p.as_ptr()) };
                }
                set.set(true);
            }
        });
        // SAFETY: plain call into the C library with constant arguments.
        unsafe { sys::swe_set_sid_mode(sys::SE_SIDM_LAHIRI as i32, 0.0, 0.0) };
        Ephemeris {
            flag: cfg.flag,
            _not_send: std::marker::PhantomData,
        }
    }

    fn body_id(p: Planet) -> i32 {
        (match p {
            Planet::Sun => sys::SE_SUN,
            Planet::Moon => sys::SE_MOON,
            Planet::Mars => sys::SE_MARS,
            Planet::Mercury => sys::SE_MERCURY,
            Planet::Jupiter => sys::SE_JUPITER,
            Planet::Venus => sys::SE_VENUS,
            Planet::Saturn => sys::SE_SATURN,
            Planet::Rahu | Planet::Ketu => sys::SE_MEAN_NODE,
        }) as i32
    }

    /// Sidereal position of a graha. Rahu is the mean node; Ketu is Rahu + 180°.
    pub fn graha(&self, jd: JulianDay, p: Planet) -> Result<BodyPosition, EphemerisError> {
        let flags = self.flag | (sys::SEFLG_SIDEREAL | sys::SEFLG_SPEED) as i32;
        let out = swisseph::swe::calc_ut(jd.value(), Self::body_id(p) as u32, flags as u32)
            .map_err(EphemerisError::Calc)?;
        let x = out.out;
        if !x[0].is_finite() {
            return Err(EphemerisError::OutOfRange);
        }
        let lon = if p == Planet::Ketu {
            x[0] + 180.0
        } else {
            x[0]
        };
        let lat = if p == Planet::Ketu { -x[1] } else { x[1] };
        Ok(BodyPosition {
            longitude: Longitude::new(lon),
            latitude: lat,
            speed: x[3],
        })
    }

    /// Sidereal longitude of a graha alone, the same as [`Self::graha`] gives: without the daily
    /// motion the Swiss Ephemeris skips a second planetary theory evaluation, which makes this
    /// about 40% cheaper for a search that only needs to know which side of a line a graha is.
    pub fn longitude(&self, jd: JulianDay, p: Planet) -> Result<Longitude, EphemerisError> {
        let flags = self.flag | sys::SEFLG_SIDEREAL as i32;
        let out = swisseph::swe::calc_ut(jd.value(), Self::body_id(p) as u32, flags as u32)
            .map_err(EphemerisError::Calc)?;
        let x = out.out[0];
        if !x.is_finite() {
            return Err(EphemerisError::OutOfRange);
        }
        Ok(Longitude::new(if p == Planet::Ketu {
            x + 180.0
        } else {
            x
        }))
    }

    /// Geometric heliocentric sidereal position of a planet (Mars to Saturn), with daily
    /// motions: the slow, smooth part of its geocentric motion, which the transit search
    /// interpolates (see `transit/model.rs`). No light-time correction.
    pub fn heliocentric(&self, jd: JulianDay, p: Planet) -> Result<Heliocentric, EphemerisError> {
        let flags = self.flag
            | (sys::SEFLG_SIDEREAL | sys::SEFLG_HELCTR | sys::SEFLG_TRUEPOS | sys::SEFLG_SPEED)
                as i32;
        let out = swisseph::swe::calc_ut(jd.value(), Self::body_id(p) as u32, flags as u32)
            .map_err(EphemerisError::Calc)?;
        let x = out.out;
        if !x.iter().all(|v| v.is_finite()) {
            return Err(EphemerisError::OutOfRange);
        }
        Ok(Heliocentric {
            longitude: x[0],
            latitude: x[1],
            distance: x[2],
            longitude_speed: x[3],
            latitude_speed: x[4],
            distance_speed: x[5],
        })
    }

    /// All nine grahas in `Planet::ALL` order (one node computation serves Rahu and Ketu).
    pub fn grahas(&self, jd: JulianDay) -> Result<[BodyPosition; 9], EphemerisError> {
        let mut out = [BodyPosition {
            longitude: Longitude::new(0.0),
            latitude: 0.0,
            speed: 0.0,
        }; 9];
        for p in &Planet::ALL[..8] {
            out[p.index()] = self.graha(jd, *p)?;
        }
        let rahu = out[Planet::Rahu.index()];
        out[Planet::Ketu.index()] = BodyPosition {
            longitude: Longitude::new(rahu.longitude.degrees() + 180.0),
            latitude: -rahu.latitude,
            speed: rahu.speed,
        };
        Ok(out)
    }

    /// Sidereal ascendant (and MC) for a place; `lat`, `lon` in degrees, east positive.
    pub fn angles(&self, jd: JulianDay, lat: f64, lon: f64) -> Result<Angles, EphemerisError> {
        let mut cusps = [0.0f64; 13];
        let mut ascmc = [0.0f64; 10];
        let iflag = self.flag | sys::SEFLG_SIDEREAL as i32;
        // SAFETY: the arrays have the sizes the C function documents (13 and 10 doubles).
        let rc = unsafe {
            sys::swe_houses_ex(
                jd.value(),
                iflag,
                lat,
                lon,
                i32::from(b'W'),
                cusps.as_mut_ptr(),
                ascmc.as_mut_ptr(),
            )
        };
        if rc < 0 || !ascmc[0].is_finite() {
            return Err(EphemerisError::Calc("house computation failed".into()));
        }
        Ok(Angles {
            ascendant: Longitude::new(ascmc[0]),
            midheaven: Longitude::new(ascmc[1]),
        })
    }

    /// Lahiri ayanamsha in degrees at `jd` (mean, without nutation, as published in tables).
    pub fn ayanamsa(&self, jd: JulianDay) -> f64 {
        swisseph::swe::get_ayanamsa_ut(jd.value())
    }

    /// The next sunrise (`rise = true`) or sunset after `jd` at a place; `None` when the Sun
    /// does not cross the horizon that day (polar day or night).
    pub fn sun_crossing(
        &self,
        jd: JulianDay,
        lat: f64,
        lon: f64,
        rise: bool,
        kind: RiseKind,
    ) -> Result<Option<JulianDay>, EphemerisError> {
        let mut geopos = [lon, lat, 0.0];
        let mut tret = [0.0f64; 10];
        let mut serr = [0 as c_char; 256];
        let mut rsmi = if rise {
            sys::SE_CALC_RISE
        } else {
            sys::SE_CALC_SET
        } as i32;
        if kind == RiseKind::Hindu {
            rsmi |= (sys::SE_BIT_DISC_CENTER | sys::SE_BIT_NO_REFRACTION) as i32;
        }
        // SAFETY: out-pointers point at live locals of the documented sizes; the star name
        // may be null for a planet.
        let rc = unsafe {
            sys::swe_rise_trans(
                jd.value(),
                sys::SE_SUN as i32,
                std::ptr::null_mut(),
                self.flag,
                rsmi,
                geopos.as_mut_ptr(),
                1013.25,
                15.0,
                tret.as_mut_ptr(),
                serr.as_mut_ptr(),
            )
        };
        match rc {
            0 => Ok(Some(JulianDay::new(tret[0]))),
            -2 => Ok(None),
            _ => Err(EphemerisError::Calc("rise/set computation failed".into())),
        }
    }
}

/// The chart's angles.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Angles {
    pub ascendant: Longitude,
    pub midheaven: Longitude,
}
