//! A close and cheap stand-in for Saturn's geocentric apparent sidereal longitude, so that the
//! transit search (`transit/saturn.rs`) can tell where Saturn crosses a sign boundary without asking the
//! ephemeris at every step.
//!
//! Seen from the Earth, Saturn loops back once a year because the Earth moves; round the Sun it
//! moves slowly and smoothly, about 0.03° a day. So the model takes Saturn's heliocentric
//! position from the ephemeris every [`KNOT_DAYS`] and interpolates between (cubic Hermite, from
//! the positions and their daily motions), puts the Earth where the low-precision solar formula
//! says (Meeus, *Astronomical Algorithms*, ch. 25, good to 0.01°), and looks from one to the
//! other with light-time and annual aberration. Against the ephemeris (Moshier, every half day
//! over AD 1600–2400, in windows of 10 to 800 years) it is within 0.0015° of Saturn's apparent
//! longitude, and its daily motion within 0.0001°/day of Saturn's except close to the Sun (see
//! [`Point::speed_err`]). A model point costs about 0.2 µs, an ephemeris call 16–27 µs.
//!
//! Where Saturn is far from every boundary of interest no knots are taken at all (see
//! [`SaturnModel::build`]), so a century of Sade Sati needs about thirty ephemeris calls here.

use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::types::{JulianDay, Planet};

/// Days between heliocentric knots. At 600 days the interpolation adds nothing measurable to the
/// model's error; at 900 it doubles it.
const KNOT_DAYS: f64 = 600.0;

/// The model is within this of Saturn's apparent longitude (degrees; measured 0.00144).
pub(super) const BAND: f64 = 0.0025;

/// The model is trusted over AD 1600–2400 (Julian days), where it was measured.
const FIRST_JD: f64 = 2_305_447.5;
const LAST_JD: f64 = 2_597_641.5;

/// Saturn seen from the Earth is never further than this from Saturn seen from the Sun
/// (measured 6.41°: the Earth's orbit seen from Saturn's), degrees.
const PARALLAX: f64 = 6.6;

/// Saturn's top heliocentric speed (measured 0.0376°/day at perihelion), degrees per day.
const HELIO_SPEED: f64 = 0.038;

/// Light-time per astronomical unit, days.
const LIGHT_DAYS_PER_AU: f64 = 0.005_775_518_3;

/// The constant of annual aberration, 20.49552″, in degrees.
const ABERRATION: f64 = 20.495_52 / 3600.0;

/// A point of the model: time (Julian day), longitude (degrees, `[0, 360)`) and daily motion.
#[derive(Debug, Clone, Copy)]
pub(super) struct Point {
    pub t: f64,
    pub lon: f64,
    pub speed: f64,
    /// How far Saturn's daily motion may be from the model's here (°/day).
    pub speed_err: f64,
}

/// Saturn's daily motion is within this of the model's (°/day; measured 0.000064) ...
const SPEED_ERR: f64 = 1e-4;
/// ... except within [`SUN_DEGREES`] of the Sun, where the deflection of its light by the Sun,
/// left out of the model, changes quickly (measured 0.035). Saturn is then near conjunction and
/// moves at over 0.1°/day, so this never blurs its direction.
const SPEED_ERR_NEAR_SUN: f64 = 0.04;
const SUN_DEGREES: f64 = 5.0;

/// Saturn's heliocentric position at one moment: longitude and its distance projected onto the
/// ecliptic, with their daily motions.
#[derive(Debug, Clone, Copy)]
struct Knot {
    t: f64,
    lon: f64,
    lon_speed: f64,
    rho: f64,
    rho_speed: f64,
    /// No model is needed up to the next knot (see [`SaturnModel::build`]).
    gap_after: bool,
}

impl Knot {
    fn at(eph: &Ephemeris, t: f64) -> Result<Knot, EphemerisError> {
        let h = eph.heliocentric(JulianDay::new(t), Planet::Saturn)?;
        let (sin_b, cos_b) = h.latitude.to_radians().sin_cos();
        Ok(Knot {
            t,
            lon: h.longitude,
            lon_speed: h.longitude_speed,
            rho: h.distance * cos_b,
            rho_speed: h.distance_speed * cos_b
                - h.distance * sin_b * h.latitude_speed.to_radians(),
            gap_after: false,
        })
    }
}

/// The model over one stretch of time.
pub(super) struct SaturnModel {
    knots: Vec<Knot>,
    ayanamsa: Parabola,
}

/// Lahiri's ayanamsha is smooth (precession: 50.29″ a year, bending by 1.1″ a century²), so a
/// parabola through its values at the ends and middle of the window serves for all of it: three
/// calls instead of one a knot. (An error in it turns the Earth about the Sun, which moves
/// Saturn's place by under a tenth as much.)
#[derive(Debug, Clone, Copy)]
struct Parabola {
    t0: f64,
    a: f64,
    b: f64,
    c: f64,
}

impl Parabola {
    fn through(eph: &Ephemeris, from: f64, to: f64) -> Parabola {
        let h = 0.5 * (to - from);
        let y = |t: f64| eph.ayanamsa(JulianDay::new(t));
        let (y0, y1, y2) = (y(from), y(from + h), y(to));
        let (b, c) = if h > 0.0 {
            ((y2 - y0) / (2.0 * h), (y2 - 2.0 * y1 + y0) / (2.0 * h * h))
        } else {
            (0.0, 0.0)
        };
        Parabola {
            t0: from + h,
            a: y1,
            b,
            c,
        }
    }
    /// Value and daily rate at `t`.
    fn at(&self, t: f64) -> (f64, f64) {
        let x = t - self.t0;
        (
            self.a + (self.b + self.c * x) * x,
            self.b + 2.0 * self.c * x,
        )
    }
}

impl SaturnModel {
    /// Whether the model may be used over `[from, to]` (Julian days).
    pub fn covers(from: f64, to: f64) -> bool {
        from >= FIRST_JD && to <= LAST_JD
    }

    /// The model over `[from, to]` for a search of the boundaries `bounds` (degrees). Saturn seen
    /// from the Earth stays within [`PARALLAX`] of where the Sun sees it, and round the Sun it
    /// only moves forward, at most [`HELIO_SPEED`] a day: while that keeps it clear of every
    /// boundary (with a degree to spare) nothing can cross and no knot is taken.
    pub fn build(
        eph: &Ephemeris,
        bounds: &[f64],
        from: f64,
        to: f64,
    ) -> Result<SaturnModel, EphemerisError> {
        let mut knots = vec![Knot::at(eph, from)?];
        while let Some(k) = knots.last_mut()
            && k.t < to
        {
            let quiet = quiet_days(k.lon, bounds);
            let next = if quiet > KNOT_DAYS {
                k.gap_after = true;
                k.t + quiet
            } else {
                k.t + KNOT_DAYS
            };
            knots.push(Knot::at(eph, next.min(to))?);
        }
        Ok(SaturnModel {
            knots,
            ayanamsa: Parabola::through(eph, from, to),
        })
    }

    /// The stretches of time where the model is defined (and needed), in order.
    pub fn spans(&self) -> Vec<(f64, f64)> {
        let mut out = Vec::new();
        let mut start = None;
        for w in self.knots.windows(2) {
            if w[0].gap_after {
                if let Some(s) = start.take() {
                    out.push((s, w[0].t));
                }
            } else {
                start.get_or_insert(w[0].t);
            }
        }
        if let (Some(s), Some(last)) = (start, self.knots.last()) {
            out.push((s, last.t));
        }
        out
    }

    /// The model at `t`, which must lie in one of [`Self::spans`].
    pub fn at(&self, t: f64) -> Point {
        let n = self.knots.len();
        let mut i = self
            .knots
            .partition_point(|k| k.t <= t)
            .saturating_sub(1)
            .min(n.saturating_sub(2));
        // `t` at the end of a span, where a gap begins: the span's last interval.
        if self.knots[i].gap_after && i > 0 {
            i -= 1;
        }
        let (a, b) = (&self.knots[i], &self.knots[(i + 1).min(n - 1)]);
        let h = b.t - a.t;
        let s = if h > 0.0 { (t - a.t) / h } else { 0.0 };
        let lon_b = a.lon + wrap180(b.lon - a.lon);
        let (l, dl) = hermite(s, h, a.lon, a.lon_speed, lon_b, b.lon_speed);
        let (rho, drho) = hermite(s, h, a.rho, a.rho_speed, b.rho, b.rho_speed);
        let (aya, aya_speed) = self.ayanamsa.at(t);

        // The Sun, geocentric and sidereal; the Earth is opposite it.
        let sun = solar(t);
        let sun_lon = (sun.lon - aya).to_radians();
        let (sin_s, cos_s) = sun_lon.sin_cos();
        let dsun = (sun.speed - aya_speed).to_radians();
        let (xe, ye) = (-sun.r * cos_s, -sun.r * sin_s);
        let dxe = -sun.dr * cos_s + sun.r * sin_s * dsun;
        let dye = -sun.dr * sin_s - sun.r * cos_s * dsun;

        // Saturn, heliocentric.
        let (sin_l, cos_l) = l.to_radians().sin_cos();
        let dl = dl.to_radians();
        let (xs, ys) = (rho * cos_l, rho * sin_l);
        let dxs = drho * cos_l - rho * sin_l * dl;
        let dys = drho * sin_l + rho * cos_l * dl;

        // From the Earth, where Saturn was when the light left it.
        let (mut x, mut y) = (xs - xe, ys - ye);
        let tau = x.hypot(y) * LIGHT_DAYS_PER_AU;
        x -= dxs * tau;
        y -= dys * tau;
        let (dx, dy) = (dxs - dxe, dys - dye);
        let lam = y.atan2(x);
        let dlam = (x * dy - y * dx) / (x * x + y * y);

        // Annual aberration leans the apparent place towards the Earth's motion (Meeus 23.2,
        // leaving out the term of the Earth's eccentricity, under 0.4″).
        let (sin_e, cos_e) = (sun_lon - lam).sin_cos();
        let lon = lam.to_degrees() - ABERRATION * cos_e;
        let speed = dlam.to_degrees() + ABERRATION * sin_e * (dsun - dlam);
        let near_sun = cos_e > SUN_DEGREES.to_radians().cos();
        Point {
            t,
            lon: lon.rem_euclid(360.0),
            speed,
            speed_err: if near_sun {
                SPEED_ERR_NEAR_SUN
            } else {
                SPEED_ERR
            },
        }
    }
}

/// How long Saturn, heliocentric at `lon`, surely keeps clear of every boundary; zero when it
/// may be near one now.
fn quiet_days(lon: f64, bounds: &[f64]) -> f64 {
    let ahead = bounds
        .iter()
        .map(|&b| (b - lon).rem_euclid(360.0))
        .fold(f64::INFINITY, f64::min);
    let behind = bounds
        .iter()
        .map(|&b| (lon - b).rem_euclid(360.0))
        .fold(f64::INFINITY, f64::min);
    if behind <= PARALLAX {
        return 0.0;
    }
    ((ahead - PARALLAX - 1.0) / HELIO_SPEED).max(0.0)
}

/// An angle in degrees brought into `(-180, 180]`.
pub(super) fn wrap180(d: f64) -> f64 {
    let x = d.rem_euclid(360.0);
    if x > 180.0 { x - 360.0 } else { x }
}

/// Cubic Hermite interpolation at `s` in `[0, 1]` of an interval `h` days long, from values and
/// daily rates at both ends: the value and its daily rate.
fn hermite(s: f64, h: f64, y0: f64, d0: f64, y1: f64, d1: f64) -> (f64, f64) {
    let (s2, s3) = (s * s, s * s * s);
    let value = (2.0 * s3 - 3.0 * s2 + 1.0) * y0
        + (s3 - 2.0 * s2 + s) * h * d0
        + (3.0 * s2 - 2.0 * s3) * y1
        + (s3 - s2) * h * d1;
    let rate = if h > 0.0 {
        (6.0 * s2 - 6.0 * s) * (y0 - y1) / h
            + (3.0 * s2 - 4.0 * s + 1.0) * d0
            + (3.0 * s2 - 2.0 * s) * d1
    } else {
        d0
    };
    (value, rate)
}

/// The Sun's geometric longitude (mean equinox of date, degrees) and distance (AU), with their
/// daily rates.
struct Solar {
    lon: f64,
    speed: f64,
    r: f64,
    dr: f64,
}

/// Meeus, *Astronomical Algorithms*, ch. 25 (low accuracy, 0.01°). `jd` is taken as dynamical
/// time; the minute or so of ΔT moves the Sun by under 0.001°.
fn solar(jd: f64) -> Solar {
    const DAYS_PER_CENTURY: f64 = 36525.0;
    let t = (jd - 2451545.0) / DAYS_PER_CENTURY;
    let l0 = 280.46646 + 36000.76983 * t + 0.0003032 * t * t;
    let dl0 = (36000.76983 + 2.0 * 0.0003032 * t) / DAYS_PER_CENTURY;
    let m = (357.52911 + 35999.05029 * t - 0.0001537 * t * t).to_radians();
    let dm = (35999.05029 / DAYS_PER_CENTURY).to_radians();
    let e = 0.016708634 - 0.000042037 * t - 0.0000001267 * t * t;
    let (c1, c2, c3) = (
        1.914602 - 0.004817 * t - 0.000014 * t * t,
        0.019993 - 0.000101 * t,
        0.000289,
    );
    let c = c1 * m.sin() + c2 * (2.0 * m).sin() + c3 * (3.0 * m).sin();
    let dc = (c1 * m.cos() + 2.0 * c2 * (2.0 * m).cos() + 3.0 * c3 * (3.0 * m).cos()) * dm;
    let nu = m + c.to_radians();
    let dnu = dm + dc.to_radians();
    let q = 1.0 + e * nu.cos();
    let r = 1.000001018 * (1.0 - e * e) / q;
    Solar {
        lon: l0 + c,
        speed: dl0 + dc,
        r,
        dr: r * e * nu.sin() * dnu / q,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hermite_matches_a_cubic() {
        let f = |x: f64| 2.0 - 0.5 * x + 0.03 * x * x - 0.001 * x * x * x;
        let df = |x: f64| -0.5 + 0.06 * x - 0.003 * x * x;
        let (a, h) = (3.0, 7.0);
        for s in [0.0, 0.25, 0.5, 0.9, 1.0] {
            let (v, d) = hermite(s, h, f(a), df(a), f(a + h), df(a + h));
            assert!((v - f(a + s * h)).abs() < 1e-12);
            assert!((d - df(a + s * h)).abs() < 1e-12);
        }
    }

    #[test]
    fn the_model_keeps_within_its_band_of_the_ephemeris() {
        let eph = Ephemeris::new();
        let bounds: Vec<f64> = (0..12).map(|i| f64::from(i) * 30.0).collect();
        // AD 1900–2100 in windows of 50 years, every 7.3 days.
        for w in 0..4 {
            let from = 2_415_020.5 + f64::from(w) * 18_262.5;
            let model = SaturnModel::build(&eph, &bounds, from, from + 18_262.5).unwrap();
            assert_eq!(model.spans().len(), 1, "twelve boundaries leave no gaps");
            let mut t = from + 0.31;
            while t < from + 18_262.5 {
                let p = model.at(t);
                let g = eph.graha(JulianDay::new(t), Planet::Saturn).unwrap();
                let off = wrap180(p.lon - g.longitude.degrees()).abs();
                assert!(off < BAND, "JD {t}: {off}° off");
                assert!(
                    (p.speed - g.speed).abs() < p.speed_err,
                    "JD {t}: {p:?} {g:?}"
                );
                t += 7.3;
            }
        }
    }

    #[test]
    fn no_knots_where_saturn_is_far_from_every_boundary() {
        let eph = Ephemeris::new();
        // The Sade Sati signs of a Pisces Moon over a century: four spans, not a knot every
        // 600 days.
        let bounds = [0.0, 30.0, 300.0, 330.0];
        let (from, to) = (2_433_282.5, 2_433_282.5 + 36_525.0);
        let model = SaturnModel::build(&eph, &bounds, from, to).unwrap();
        let spans = model.spans();
        assert!((3..=5).contains(&spans.len()), "{spans:?}");
        assert!(model.knots.len() < 40, "{} knots", model.knots.len());
        // Between spans Saturn keeps a degree clear of the signs.
        for w in spans.windows(2) {
            let mut t = w[0].1;
            while t < w[1].0 {
                let lon = eph
                    .graha(JulianDay::new(t), Planet::Saturn)
                    .unwrap()
                    .longitude
                    .degrees();
                assert!((31.0..299.0).contains(&lon), "JD {t}: {lon}");
                t += 10.0;
            }
        }
    }

    #[test]
    fn the_suns_rates_are_its_derivatives() {
        let jd = 2_460_000.3;
        let (a, b) = (solar(jd - 0.01), solar(jd + 0.01));
        let s = solar(jd);
        assert!(((b.lon - a.lon) / 0.02 - s.speed).abs() < 1e-6);
        assert!(((b.r - a.r) / 0.02 - s.dr).abs() < 1e-9);
    }
}
