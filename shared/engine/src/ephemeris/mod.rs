//! The Swiss Ephemeris, made safe and sidereal.
//!
//! The C library keeps its state per thread (`__thread`), so every entry point here first puts
//! the calling thread into the sidereal mode of the chosen ayanamsa (Lahiri unless the
//! [`Settings`] say otherwise) and points it at the ephemeris files, if any. Positions are
//! geocentric and apparent. Without data files the built-in Moshier theory is used.

use super::settings::{Ayanamsa, HouseSystem, Node, Settings};
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

/// A handle proving the calling thread is in the sidereal mode of its settings' ayanamsa.
/// Cheap; make one per computation (`Ephemeris::new()`, `Ephemeris::with(&settings)`), never
/// keep one across threads, and do not interleave two with different ayanamsas on one thread.
pub struct Ephemeris {
    flag: i32,
    /// `SEFLG_SIDEREAL`, or 0 for tropical.
    sidereal: i32,
    settings: Settings,
    /// The Sun sampled for sunrises and sunsets (`astro::sunrise`), filled as they are asked.
    sun: std::cell::RefCell<Samples>,
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

mod houses;

pub use houses::{Angles, Cusps, HouseFallback};

impl Ephemeris {
    /// Prepares the calling thread for the default settings (Lahiri, mean node).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Self {
        Self::with(&Settings::default())
    }

    /// Prepares the calling thread: ephemeris path (once per thread) and the sidereal mode of
    /// `settings.ayanamsa` (every time).
    pub fn with(settings: &Settings) -> Self {
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
        let sid_mode = settings.ayanamsa.sid_mode();
        // Tropical computes without the sidereal flag; the mode is still set to Lahiri so that a
        // later `swe_*` call on this thread never meets a stale mode.
        // SAFETY: plain call into the C library with constant arguments.
        unsafe { sys::swe_set_sid_mode(sid_mode.unwrap_or(sys::SE_SIDM_LAHIRI as i32), 0.0, 0.0) };
        Ephemeris {
            flag: cfg.flag,
            sidereal: if sid_mode.is_some() {
                sys::SEFLG_SIDEREAL as i32
            } else {
                0
            },
            settings: *settings,
            sun: Default::default(),
            _not_send: std::marker::PhantomData,
        }
    }

    /// The settings this handle computes with.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The ephemeris flag (`SEFLG_SWIEPH` with data files, else `SEFLG_MOSEPH`) for the Swiss
    /// Ephemeris calls made outside this module (the eclipse searches of `astro::events`).
    pub(crate) fn ephemeris_flag(&self) -> i32 {
        self.flag
    }

    /// `SEFLG_SIDEREAL`, or 0 for tropical.
    pub(crate) fn sidereal_flag(&self) -> i32 {
        self.sidereal
    }

    pub(crate) fn sun_samples(&self) -> &std::cell::RefCell<Samples> {
        &self.sun
    }

    fn body_id(&self, p: Planet) -> i32 {
        (match p {
            Planet::Sun => sys::SE_SUN,
            Planet::Moon => sys::SE_MOON,
            Planet::Mars => sys::SE_MARS,
            Planet::Mercury => sys::SE_MERCURY,
            Planet::Jupiter => sys::SE_JUPITER,
            Planet::Venus => sys::SE_VENUS,
            Planet::Saturn => sys::SE_SATURN,
            Planet::Rahu | Planet::Ketu => match self.settings.node {
                Node::Mean => sys::SE_MEAN_NODE,
                Node::True => sys::SE_TRUE_NODE,
            },
        }) as i32
    }

    /// Sidereal (or tropical) position of a graha. Rahu is the mean or true node as the
    /// settings say; Ketu is Rahu + 180°.
    pub fn graha(&self, jd: JulianDay, p: Planet) -> Result<BodyPosition, EphemerisError> {
        let flags = self.flag | self.sidereal | sys::SEFLG_SPEED as i32;
        let x = self.calc_raw(jd, self.body_id(p) as u32, flags)?;
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
        let flags = self.flag | self.sidereal;
        let x = self.calc_raw(jd, self.body_id(p) as u32, flags)?[0];
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
            | self.sidereal
            | (sys::SEFLG_HELCTR | sys::SEFLG_TRUEPOS | sys::SEFLG_SPEED) as i32;
        let x = self.calc_raw(jd, self.body_id(p) as u32, flags)?;
        Ok(Heliocentric {
            longitude: x[0],
            latitude: x[1],
            distance: x[2],
            longitude_speed: x[3],
            latitude_speed: x[4],
            distance_speed: x[5],
        })
    }

    /// `swe_calc_ut` for a body and flags: the six numbers it returns, every one finite (a date
    /// outside the ephemeris gives NaNs).
    fn calc_raw(&self, jd: JulianDay, body: u32, flags: i32) -> Result<[f64; 6], EphemerisError> {
        let out =
            swisseph::swe::calc_ut(jd.value(), body, flags as u32).map_err(EphemerisError::Calc)?;
        if !out.out.iter().all(|v| v.is_finite()) {
            return Err(EphemerisError::OutOfRange);
        }
        Ok(out.out)
    }

    /// The true node (Rahu): the ascending node of the Moon's osculating orbit.
    ///
    /// The longitude is Swiss Ephemeris's `SE_TRUE_NODE` (`lunar_osc_elem` in `sweph.c`): the
    /// node on the true ecliptic of date of the plane spanned by the Moon's geometric position
    /// and velocity (J2000 vectors rotated into that frame, without the frame's own motion),
    /// less the ayanamsa with nutation. The daily motion is the node's instantaneous rate, from
    /// the Sun's tidal pull turning that plane (dh/dt = r × a), where Swiss Ephemeris takes a
    /// finite difference over three more lunar theories, t ± 0.1 day: this costs one cached
    /// Moon and Sun instead, a few µs against ~20.
    fn true_node(&self, jd: JulianDay) -> Result<BodyPosition, EphemerisError> {
        let geometric =
            (sys::SEFLG_XYZ | sys::SEFLG_TRUEPOS | sys::SEFLG_NOABERR | sys::SEFLG_NOGDEFL) as i32;
        let j2000 = self.flag | geometric | (sys::SEFLG_J2000 | sys::SEFLG_EQUATORIAL) as i32;
        let date = self.flag | geometric;
        let mj = self.calc_raw(jd, sys::SE_MOON, j2000 | sys::SEFLG_SPEED as i32)?;
        let md = self.calc_raw(jd, sys::SE_MOON, date)?;
        let sj = self.calc_raw(jd, sys::SE_SUN, j2000)?;
        let sd = self.calc_raw(jd, sys::SE_SUN, date)?;
        let (r, v, s) = (xyz(&mj), [mj[3], mj[4], mj[5]], xyz(&sj));
        // The rotation from the J2000 equator to the ecliptic of date: the one that takes the
        // Moon's and the Sun's J2000 directions to their directions of date.
        let (from, to) = (triad(r, s), triad(xyz(&md), xyz(&sd)));
        let rotate = |x: [f64; 3]| -> [f64; 3] {
            let c = [dot(from[0], x), dot(from[1], x), dot(from[2], x)];
            std::array::from_fn(|i| to[0][i] * c[0] + to[1][i] * c[1] + to[2][i] * c[2])
        };
        let h = rotate(cross(r, v));
        // The Sun's tidal acceleration of the Moon relative to the Earth, AU/day².
        let to_sun = [s[0] - r[0], s[1] - r[1], s[2] - r[2]];
        let (ds3, s3) = (dot(to_sun, to_sun).powf(1.5), dot(s, s).powf(1.5));
        let a: [f64; 3] = std::array::from_fn(|i| GM_SUN * (to_sun[i] / ds3 - s[i] / s3));
        let h_dot = rotate(cross(r, a));
        let node = h[0].atan2(-h[1]).to_degrees();
        let rate = (h[0] * h_dot[1] - h[1] * h_dot[0]) / (h[0] * h[0] + h[1] * h[1]);
        let (ayanamsa, frame_rate) = if self.sidereal == 0 {
            (0.0, PRECESSION_RATE)
        } else {
            (self.ayanamsa_true(jd)?, 0.0)
        };
        Ok(BodyPosition {
            longitude: Longitude::new(node - ayanamsa),
            latitude: 0.0,
            speed: rate.to_degrees() + frame_rate,
        })
    }

    /// The ayanamsa Swiss Ephemeris subtracts from a tropical longitude of date: with nutation,
    /// and for the star-based ones the star's apparent position.
    fn ayanamsa_true(&self, jd: JulianDay) -> Result<f64, EphemerisError> {
        let mut daya = 0.0;
        let mut serr = [0 as c_char; 256];
        // SAFETY: out-pointers point at live locals of the documented sizes.
        let rc = unsafe {
            sys::swe_get_ayanamsa_ex_ut(jd.value(), self.flag, &mut daya, serr.as_mut_ptr())
        };
        if rc < 0 || !daya.is_finite() {
            return Err(EphemerisError::Calc("ayanamsa computation failed".into()));
        }
        Ok(daya)
    }

    /// All nine grahas in `Planet::ALL` order (one node computation serves Rahu and Ketu).
    pub fn grahas(&self, jd: JulianDay) -> Result<[BodyPosition; 9], EphemerisError> {
        let mut out = [BodyPosition {
            longitude: Longitude::new(0.0),
            latitude: 0.0,
            speed: 0.0,
        }; 9];
        for p in &Planet::ALL[..7] {
            out[p.index()] = self.graha(jd, *p)?;
        }
        // A chart's true node comes from the Moon and Sun just computed (a few µs, where Swiss
        // Ephemeris's own would evaluate three more lunar theories): the same longitude, its
        // motion the instantaneous rate (see `true_node`). A single-body call (`graha`, as the
        // transit searches make) asks Swiss Ephemeris itself, whose motion the searches' Newton
        // steps are tuned to.
        out[Planet::Rahu.index()] = match self.settings.node {
            Node::True => self.true_node(jd)?,
            Node::Mean => self.graha(jd, Planet::Rahu)?,
        };
        out[Planet::Ketu.index()] = ketu(out[Planet::Rahu.index()]);
        Ok(out)
    }

    /// The nine grahas' longitudes alone, as [`Self::grahas`] gives them but without the daily
    /// motions, which the Swiss Ephemeris computes by further evaluations: for a caller that
    /// only needs the signs (a sky sampled through a period).
    pub fn longitudes(&self, jd: JulianDay) -> Result<[Longitude; 9], EphemerisError> {
        let mut out = [Longitude::new(0.0); 9];
        for p in &Planet::ALL[..7] {
            out[p.index()] = self.longitude(jd, *p)?;
        }
        let rahu = match self.settings.node {
            Node::True => self.true_node(jd)?.longitude,
            Node::Mean => self.longitude(jd, Planet::Rahu)?,
        };
        out[Planet::Rahu.index()] = rahu;
        out[Planet::Ketu.index()] = Longitude::new(rahu.degrees() + 180.0);
        Ok(out)
    }

    /// The chosen ayanamsa in degrees at `jd` (mean, without nutation, as published in
    /// tables); 0 for tropical.
    pub fn ayanamsa(&self, jd: JulianDay) -> f64 {
        if self.settings.ayanamsa == Ayanamsa::Tropical {
            return 0.0;
        }
        swisseph::swe::get_ayanamsa_ut(jd.value())
    }

    /// The next sunrise (`rise = true`) or sunset after `jd` at a place; `None` when the Sun
    /// does not cross the horizon that day (polar day or night). The answer of
    /// [`Self::sun_crossing_reference`], from the Sun sampled once a day (`astro::sunrise`).
    pub fn sun_crossing(
        &self,
        jd: JulianDay,
        lat: f64,
        lon: f64,
        rise: bool,
        kind: RiseKind,
    ) -> Result<Option<JulianDay>, EphemerisError> {
        self.sun_crossing_sampled(jd, (lat, lon), rise, kind)
    }

    /// [`Self::sun_crossing`] by the Swiss Ephemeris's own search (`swe_rise_trans`), which
    /// the sampled one reproduces; kept to check it.
    pub fn sun_crossing_reference(
        &self,
        jd: JulianDay,
        lat: f64,
        lon: f64,
        rise: bool,
        kind: RiseKind,
    ) -> Result<Option<JulianDay>, EphemerisError> {
        self.crossing(sys::SE_SUN as i32, jd, (lat, lon), rise, kind)
    }

    /// The next moonrise (`rise = true`) or moonset after `jd` at a place: the upper limb on the
    /// horizon with standard refraction (as almanacs print it); `None` when the Moon does not
    /// cross the horizon within the search (near the poles).
    pub fn moon_crossing(
        &self,
        jd: JulianDay,
        lat: f64,
        lon: f64,
        rise: bool,
    ) -> Result<Option<JulianDay>, EphemerisError> {
        self.crossing(
            sys::SE_MOON as i32,
            jd,
            (lat, lon),
            rise,
            RiseKind::Astronomical,
        )
    }

    /// `swe_rise_trans` for a body at a place `(latitude, longitude)`.
    fn crossing(
        &self,
        body: i32,
        jd: JulianDay,
        (lat, lon): (f64, f64),
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
                body,
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

/// `swe_difdeg2n`: `a − b` in (−180°, 180°].
fn difdeg2n(a: f64, b: f64) -> f64 {
    // SAFETY: a pure function of two numbers.
    unsafe { sys::swe_difdeg2n(a, b) }
}

/// `swe_degnorm`: into [0°, 360°).
fn degnorm(a: f64) -> f64 {
    // SAFETY: a pure function of one number.
    unsafe { sys::swe_degnorm(a) }
}

/// GM of the Sun, AU³/day²: the square of Gauss's constant k.
const GM_SUN: f64 = 0.017_202_098_95 * 0.017_202_098_95;

/// General precession in longitude, degrees per day (50.29″ a Julian year): how fast the
/// equinox of date slides back along the ecliptic, which a tropical longitude's motion includes.
const PRECESSION_RATE: f64 = 50.29 / 3600.0 / 365.25;

/// Ketu from Rahu: the opposite point, the same motion.
fn ketu(rahu: BodyPosition) -> BodyPosition {
    BodyPosition {
        longitude: Longitude::new(rahu.longitude.degrees() + 180.0),
        latitude: -rahu.latitude,
        speed: rahu.speed,
    }
}

fn xyz(x: &[f64; 6]) -> [f64; 3] {
    [x[0], x[1], x[2]]
}

fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn unit(a: [f64; 3]) -> [f64; 3] {
    let n = dot(a, a).sqrt();
    [a[0] / n, a[1] / n, a[2] / n]
}

/// An orthonormal frame from two directions: `a`, the completion, `a × b`.
fn triad(a: [f64; 3], b: [f64; 3]) -> [[f64; 3]; 3] {
    let e1 = unit(a);
    let e3 = unit(cross(a, b));
    [e1, cross(e3, e1), e3]
}

/// The Sun at one sample: right ascension, declination (degrees), distance (AU), their daily
/// motions, and the apparent sidereal time less the rotation angle (degrees).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sample {
    pub(crate) ra: f64,
    pub(crate) dec: f64,
    pub(crate) dist: f64,
    pub(crate) d_ra: f64,
    pub(crate) d_dec: f64,
    pub(crate) d_dist: f64,
    pub(crate) sid: f64,
}

/// The Sun's samples of one computation, by day (filled by `sunrise`).
#[derive(Debug, Default)]
pub(crate) struct Samples(pub(crate) std::collections::HashMap<i64, Sample>);
