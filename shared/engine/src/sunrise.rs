//! Sunrise and sunset from sampled positions of the Sun, with the answers of `swe_rise_trans`.
//!
//! The Swiss Ephemeris's `swe_rise_trans` computes the Sun afresh at every step of its search,
//! and beyond 65° of latitude it scans the Sun's altitude in two-hour steps refined by
//! bisection, a few dozen positions a crossing. Here the Sun's apparent geocentric right
//! ascension, declination and distance, and the part of the apparent sidereal time that is not
//! the Earth's rotation angle, are sampled every other day (UT noon) with the same library and
//! shared by every crossing of a computation ([`Ephemeris`] keeps them); between samples they are
//! interpolated (cubic Hermite on the Sun's own motions; the sidereal time's remainder through
//! four samples). The topocentric place follows `swi_get_observer` (the observer on the Earth's
//! ellipsoid at sea level, and the aberration of its rotation), the altitude `swe_azalt`: the
//! interpolated altitude stays within about a hundredth of an arcsecond of the library's.
//!
//! The crossing is the moment the true altitude of the Sun's centre plus its semi-diameter and
//! the refraction at the horizon (`swe_refrac_extended` at 1013.25 hPa and 15 °C, as the
//! library's search takes them) is zero: the upper limb on the horizon
//! ([`RiseKind::Astronomical`]), or the centre without refraction ([`RiseKind::Hindu`]).
//! Each search mirrors the library's:
//!
//! - up to 65° of latitude, the crossing is solved on the hour angle from the altitude
//!   equation, with the Sun where the last estimate put it, until it stands still (the
//!   library's `rise_set_fast` takes two such steps); the first crossing after the start;
//! - beyond, the altitude is scanned on the library's grid (from two hours before the start,
//!   fifteen points two hours apart), a maximum below the zero or a minimum above it refined
//!   (it may hide two crossings) and added, and the first crossing after the start between two
//!   points of opposite sign is the answer; none means the Sun does not rise (or set) in the 26
//!   hours after the start, as the library answers it (`-2`).

use super::ephemeris::{Ephemeris, EphemerisError, RiseKind, Sample};
use super::types::JulianDay;
use libswisseph_sys as sys;
use std::f64::consts::PI;

const D2R: f64 = PI / 180.0;
/// Days between two samples.
const STEP: f64 = 2.0;
/// `AUNIT`, metres.
const AU: f64 = 1.495_978_707e11;
/// `EARTH_RADIUS` and `EARTH_OBLATENESS` of `sweph.h`.
const EARTH_RADIUS: f64 = 6_378_136.6;
const FLATTENING: f64 = 1.0 / 298.256_42;
/// `EARTH_ROT_SPEED`, radians a day.
const EARTH_ROTATION: f64 = 7.292_115_146_7e-5 * 86_400.0;
/// Light, AU a day.
const LIGHT: f64 = 299_792_458.0 * 86_400.0 / AU;
/// The Sun's radius over an AU (`pla_diam[SE_SUN] / 2 / AUNIT`).
const SUN_RADIUS_AU: f64 = 1_392_000_000.0 / 2.0 / AU;
/// The latitude beyond which the library scans (`swe_rise_trans`, the Sun's limit).
const FAST_LIMIT: f64 = 65.0;
/// Where `swe_sidtime` changes model (`SIDT_LTERM_T0`, `SIDT_LTERM_T1`): no interpolation
/// across these.
const SIDTIME_JUMPS: [f64; 2] = [2_396_758.5, 2_469_807.5];

/// The Earth rotation angle (IERS 2010, the term `swe_sidtime` starts from), degrees.
fn rotation_angle(t: f64) -> f64 {
    ((0.779_057_273_264 + 1.002_737_811_911_354_5 * (t - 2_451_545.0)) * 360.0).rem_euclid(360.0)
}

/// `a − b` wrapped into [−180°, 180°).
fn wrap(a: f64) -> f64 {
    (a + 180.0).rem_euclid(360.0) - 180.0
}

/// Cubic Hermite on [0, 1].
fn hermite(y0: f64, y1: f64, d0: f64, d1: f64, s: f64) -> f64 {
    let (s2, s3) = (s * s, s * s * s);
    (2.0 * s3 - 3.0 * s2 + 1.0) * y0
        + (s3 - 2.0 * s2 + s) * d0
        + (-2.0 * s3 + 3.0 * s2) * y1
        + (s3 - s2) * d1
}

/// A place and the disc point whose crossing is sought.
#[derive(Debug, Clone, Copy)]
struct Horizon {
    lat: f64,
    lon: f64,
    /// Whether the semi-diameter counts (upper limb).
    limb: bool,
    /// Refraction at the horizon, degrees (0 without).
    refraction: f64,
    /// The observer, equatorial, AU: distance from the axis and height over the equator.
    axis: f64,
    height: f64,
}

impl Horizon {
    fn new(lat: f64, lon: f64, kind: RiseKind) -> Horizon {
        let (sf, cf) = (lat * D2R).sin_cos();
        let cc = 1.0 / (cf * cf + (1.0 - FLATTENING).powi(2) * sf * sf).sqrt();
        let ss = (1.0 - FLATTENING).powi(2) * cc;
        let (limb, refraction) = match kind {
            RiseKind::Astronomical => (true, horizon_refraction()),
            RiseKind::Hindu => (false, 0.0),
        };
        Horizon {
            lat,
            lon,
            limb,
            refraction,
            axis: EARTH_RADIUS * cc * cf / AU,
            height: EARTH_RADIUS * ss * sf / AU,
        }
    }
}

/// The refraction `swe_rise_trans` adds at the horizon: `swe_refrac_extended` from an
/// apparent altitude of 0.000001° to the true one, sea level, 1013.25 hPa, 15 °C.
fn horizon_refraction() -> f64 {
    let mut dret = [0.0f64; 4];
    // SAFETY: `dret` holds the four numbers the function writes.
    unsafe {
        sys::swe_refrac_extended(
            0.000_001,
            0.0,
            1013.25,
            15.0,
            sys::SE_LAPSE_RATE,
            sys::SE_APP_TO_TRUE as i32,
            dret.as_mut_ptr(),
        )
    };
    dret[1] - dret[0]
}

/// The Sun seen from the place at one moment.
struct Seen {
    /// The function whose zero is the crossing: true altitude (+ semi-diameter + refraction),
    /// degrees.
    f: f64,
    /// Hour angle of the topocentric Sun, degrees.
    hour: f64,
    /// The hour angle the crossing needs, degrees (0–180), or `None` when the altitude
    /// equation has none with the Sun where it is.
    crossing_hour: Option<f64>,
    /// Degrees a day the hour angle grows.
    hour_rate: f64,
}

impl Ephemeris {
    fn sun_sample(&self, k: i64) -> Result<Sample, EphemerisError> {
        if let Some(s) = self.sun_samples().borrow().0.get(&k) {
            return Ok(*s);
        }
        let t = k as f64 * STEP;
        let flags = self.ephemeris_flag() | (sys::SEFLG_EQUATORIAL | sys::SEFLG_SPEED) as i32;
        let x =
            swisseph::swe::calc_ut(t, sys::SE_SUN, flags as u32).map_err(EphemerisError::Calc)?;
        let x = x.out;
        if !x.iter().all(|v| v.is_finite()) {
            return Err(EphemerisError::OutOfRange);
        }
        let s = Sample {
            ra: x[0],
            dec: x[1],
            dist: x[2],
            d_ra: x[3],
            d_dec: x[4],
            d_dist: x[5],
            sid: wrap(sidtime(t) - rotation_angle(t)),
        };
        self.sun_samples().borrow_mut().0.insert(k, s);
        Ok(s)
    }

    /// The Sun seen from `h` at `t` (UT).
    fn seen(&self, h: &Horizon, t: f64) -> Result<Seen, EphemerisError> {
        let k = (t / STEP).floor() as i64;
        let s = t / STEP - k as f64;
        let (a, b) = (self.sun_sample(k)?, self.sun_sample(k + 1)?);
        let ra = hermite(
            a.ra,
            a.ra + wrap(b.ra - a.ra),
            a.d_ra * STEP,
            b.d_ra * STEP,
            s,
        );
        let dec = hermite(a.dec, b.dec, a.d_dec * STEP, b.d_dec * STEP, s);
        let dist = hermite(a.dist, b.dist, a.d_dist * STEP, b.d_dist * STEP, s);
        let near_jump = SIDTIME_JUMPS
            .iter()
            .any(|j| (k - 1) as f64 * STEP <= *j && (k + 2) as f64 * STEP >= *j);
        let sid = if near_jump {
            wrap(sidtime(t) - rotation_angle(t))
        } else {
            let (p, n) = (self.sun_sample(k - 1)?, self.sun_sample(k + 2)?);
            let y1 = a.sid + wrap(b.sid - a.sid);
            let y_p = a.sid + wrap(p.sid - a.sid);
            let y_n = a.sid + wrap(n.sid - a.sid);
            hermite(a.sid, y1, (y1 - y_p) / 2.0, (y_n - a.sid) / 2.0, s)
        };
        // Local apparent sidereal time, and the observer in the equatorial frame of date.
        let theta = rotation_angle(t) + sid + h.lon;
        let (st, ct) = (theta * D2R).sin_cos();
        let obs = [h.axis * ct, h.axis * st, h.height];
        let (sd, cd) = (dec * D2R).sin_cos();
        let (sa, ca) = (ra * D2R).sin_cos();
        let x = [
            dist * cd * ca - obs[0],
            dist * cd * sa - obs[1],
            dist * sd - obs[2],
        ];
        let r = (x[0] * x[0] + x[1] * x[1] + x[2] * x[2]).sqrt();
        let mut u = [x[0] / r, x[1] / r, x[2] / r];
        // The aberration of the observer's motion with the Earth's rotation.
        let v = [
            -EARTH_ROTATION * obs[1] / LIGHT,
            EARTH_ROTATION * obs[0] / LIGHT,
        ];
        let uv = u[0] * v[0] + u[1] * v[1];
        u = [
            u[0] + v[0] - u[0] * uv,
            u[1] + v[1] - u[1] * uv,
            u[2] - u[2] * uv,
        ];
        let n = (u[0] * u[0] + u[1] * u[1] + u[2] * u[2]).sqrt();
        let (ra_t, dec_t) = (u[1].atan2(u[0]), (u[2] / n).asin());
        let hour = wrap(theta - ra_t / D2R);
        let (sl, cl) = (h.lat * D2R).sin_cos();
        let (sdt, cdt) = dec_t.sin_cos();
        let altitude = (sl * sdt + cl * cdt * (hour * D2R).cos()).asin() / D2R;
        let lift = if h.limb {
            (SUN_RADIUS_AU / r).asin() / D2R + h.refraction
        } else {
            0.0
        };
        let cos_h = ((-lift * D2R).sin() - sl * sdt) / (cl * cdt);
        Ok(Seen {
            f: altitude + lift,
            hour,
            crossing_hour: (cos_h.abs() <= 1.0).then(|| cos_h.acos() / D2R),
            hour_rate: 360.985_647_366_29 - a.d_ra,
        })
    }

    /// The next sunrise (`rise`) or sunset after `from` at `(lat, lon)`, as `swe_rise_trans`
    /// finds it (see the module doc); `None` when there is none.
    pub(crate) fn sun_crossing_sampled(
        &self,
        from: JulianDay,
        (lat, lon): (f64, f64),
        rise: bool,
        kind: RiseKind,
    ) -> Result<Option<JulianDay>, EphemerisError> {
        let h = Horizon::new(lat, lon, kind);
        let t = if lat.abs() <= FAST_LIMIT {
            match self.by_hour_angle(&h, from.value(), rise)? {
                Some(t) if t >= from.value() => Some(t),
                Some(_) => self.by_hour_angle(&h, from.value() + 0.5, rise)?,
                None => None,
            }
        } else {
            self.by_scan(&h, from.value(), rise)?
        };
        Ok(t.map(JulianDay::new))
    }

    /// Iterates on the hour angle of the crossing from `from`: the first step goes forward
    /// (or back by at most 2°, as the library's does), the next ones to the nearest.
    fn by_hour_angle(
        &self,
        h: &Horizon,
        from: f64,
        rise: bool,
    ) -> Result<Option<f64>, EphemerisError> {
        let mut t = from;
        for i in 0..12 {
            let s = self.seen(h, t)?;
            // Up to 65° the Sun always crosses; clamp what rounding may leave outside.
            let h0 = s
                .crossing_hour
                .unwrap_or(if s.f > 0.0 { 180.0 } else { 0.0 });
            let target = if rise { -h0 } else { h0 };
            let mut d = wrap(target - s.hour);
            if i == 0 {
                d = (d + 2.0).rem_euclid(360.0) - 2.0;
            }
            let dt = d / s.hour_rate;
            t += dt;
            if dt.abs() < 1e-9 {
                return Ok(Some(t));
            }
        }
        Ok(Some(t))
    }

    /// The library's scan (`swe_rise_trans_true_hor`) on the sampled Sun.
    fn by_scan(&self, h: &Horizon, from: f64, rise: bool) -> Result<Option<f64>, EphemerisError> {
        const TWO_HOURS: f64 = 1.0 / 12.0;
        let mut pts: Vec<(f64, f64)> = Vec::with_capacity(20);
        for i in 0..15 {
            let t = from - TWO_HOURS + i as f64 * TWO_HOURS;
            pts.push((t, self.seen(h, t)?.f));
        }
        // Maxima and minima between the grid's points.
        let mut extremes = Vec::new();
        for w in pts.windows(3) {
            let (a, b, c) = (w[0].1, w[1].1, w[2].1);
            // Only an extreme on the far side of the zero from its neighbours adds crossings.
            let (max, min) = (b > a && b > c, b < a && b < c);
            if (max && b < 0.0) || (min && b > 0.0) {
                extremes.push(self.extreme(h, w[1].0, TWO_HOURS, max)?);
            }
        }
        pts.extend(extremes);
        pts.sort_by(|a, b| a.0.total_cmp(&b.0));
        for w in pts.windows(2) {
            let ((t0, f0), (t1, f1)) = (w[0], w[1]);
            if f0 * f1 >= 0.0 || (f0 < f1) != rise {
                continue;
            }
            let t = self.root(h, (t0, f0), (t1, f1))?;
            if t > from {
                return Ok(Some(t));
            }
        }
        Ok(None)
    }

    /// The maximum (or minimum) of the altitude within `span` of `t`: golden-section search.
    fn extreme(
        &self,
        h: &Horizon,
        t: f64,
        span: f64,
        max: bool,
    ) -> Result<(f64, f64), EphemerisError> {
        let sign = if max { 1.0 } else { -1.0 };
        let g = 0.618_033_988_749_895;
        let (mut a, mut b) = (t - span, t + span);
        let mut c = b - g * (b - a);
        let mut d = a + g * (b - a);
        let mut fc = sign * self.seen(h, c)?.f;
        let mut fd = sign * self.seen(h, d)?.f;
        while b - a > 1e-5 {
            if fc > fd {
                b = d;
                (d, fd) = (c, fc);
                c = b - g * (b - a);
                fc = sign * self.seen(h, c)?.f;
            } else {
                a = c;
                (c, fc) = (d, fd);
                d = a + g * (b - a);
                fd = sign * self.seen(h, d)?.f;
            }
        }
        let t = (a + b) / 2.0;
        Ok((t, self.seen(h, t)?.f))
    }

    /// The zero between two points of opposite sign: regula falsi (Illinois), every fourth
    /// step a bisection, until the bracket is under 1e-9 day.
    fn root(
        &self,
        h: &Horizon,
        (mut t0, mut f0): (f64, f64),
        (mut t1, mut f1): (f64, f64),
    ) -> Result<f64, EphemerisError> {
        let mut side = 0i8;
        for i in 0..200 {
            if (t1 - t0).abs() < 1e-9 {
                return Ok(t0 + (t1 - t0) * f0 / (f0 - f1));
            }
            let mid = t0 + (t1 - t0) / 2.0;
            let falsi = t0 + (t1 - t0) * f0 / (f0 - f1);
            // Strictly inside the bracket, else halve it.
            let inside = (falsi - t0) * (t1 - falsi) > 0.0;
            let t = if i % 4 == 3 || !inside { mid } else { falsi };
            let f = self.seen(h, t)?.f;
            if f * f1 > 0.0 {
                (t1, f1) = (t, f);
                if side == -1 {
                    f0 /= 2.0;
                }
                side = -1;
            } else if f * f0 > 0.0 {
                (t0, f0) = (t, f);
                if side == 1 {
                    f1 /= 2.0;
                }
                side = 1;
            } else {
                return Ok(t);
            }
        }
        Ok((t0 + t1) / 2.0)
    }
}

/// `swe_sidtime` in degrees.
fn sidtime(t: f64) -> f64 {
    // SAFETY: a pure function of one number (it reads the library's thread state only).
    unsafe { sys::swe_sidtime(t) * 15.0 }
}
