//! The houses and angles of a place: Swiss Ephemeris's house systems, with the whole-sign,
//! equal and Porphyry arithmetic of `swehouse.c` where the library is not called.

use super::*;

impl Ephemeris {
    /// Sidereal ascendant (and MC) for a place; `lat`, `lon` in degrees, east positive.
    pub fn angles(&self, jd: JulianDay, lat: f64, lon: f64) -> Result<Angles, EphemerisError> {
        let (rc, _, ascmc) = self.houses_raw(jd, lat, lon, b'W');
        if rc < 0 || !ascmc[0].is_finite() {
            return Err(EphemerisError::Calc("house computation failed".into()));
        }
        Ok(Angles {
            ascendant: Longitude::new(ascmc[0]),
            midheaven: Longitude::new(ascmc[1]),
        })
    }

    /// `swe_houses_ex` for one house-system letter: its return code, the 12 cusps (index 0
    /// unused) and the angles.
    fn houses_raw(
        &self,
        jd: JulianDay,
        lat: f64,
        lon: f64,
        hsys: u8,
    ) -> (i32, [f64; 13], [f64; 10]) {
        let mut cusps = [0.0f64; 13];
        let mut ascmc = [0.0f64; 10];
        let iflag = self.flag | self.sidereal;
        // SAFETY: the arrays have the sizes the C function documents (13 and 10 doubles; 13
        // is enough for every letter but Gauquelin's 'G', which we never pass).
        let rc = unsafe {
            sys::swe_houses_ex(
                jd.value(),
                iflag,
                lat,
                lon,
                i32::from(hsys),
                cusps.as_mut_ptr(),
                ascmc.as_mut_ptr(),
            )
        };
        (rc, cusps, ascmc)
    }

    /// The angles and, for a house system other than whole-sign, its twelve bhavas, from one
    /// `swe_houses_ex` call (two where Placidus or Koch falls back): the call for any system
    /// gives the ascendant and MC too. They are the whole-sign ones, as [`Self::angles`] gives
    /// them: inside the polar circles Swiss Ephemeris turns an ascendant lying west of the MC
    /// into the descendant (and for some systems the MC into the IC), each system by its own
    /// rule, so we undo that and apply the whole-sign rule (`'E'`/`'W'` in `swehouse.c`).
    ///
    /// Each bhava has where it begins and its middle (bhava madhya). For Sripati the beginning
    /// is the sandhi Swiss Ephemeris's `'S'` gives (halfway between two Porphyry cusps) and the
    /// middle the Porphyry cusp, so house 1's middle is the ascendant; for the others the middle
    /// is halfway along the arc to the next cusp. Where Placidus or Koch is undefined (inside
    /// the polar circles) Swiss Ephemeris answers with an error code: we take Porphyry and say
    /// so.
    pub fn houses(
        &self,
        jd: JulianDay,
        lat: f64,
        lon: f64,
        system: HouseSystem,
    ) -> Result<(Angles, Option<Cusps>), EphemerisError> {
        let failed = || EphemerisError::Calc("house computation failed".into());
        let Some(letter) = system.letter() else {
            return Ok((self.angles(jd, lat, lon)?, None));
        };
        let (mut used, mut fallback) = (system, None);
        let (mut rc, mut c, mut ascmc) = self.houses_raw(jd, lat, lon, letter);
        if rc < 0 && matches!(system, HouseSystem::Placidus | HouseSystem::Koch) {
            used = HouseSystem::Porphyry;
            fallback = Some(HouseFallback {
                requested: system,
                used,
            });
            (rc, c, ascmc) = self.houses_raw(jd, lat, lon, b'O');
        }
        if rc < 0 || !c[1..].iter().chain(&ascmc[..2]).all(|v| v.is_finite()) {
            return Err(failed());
        }
        let mc = south_mc(ascmc[1], ascmc[2]);
        let asc = east_of_mc(ascmc[0], mc);
        let begin: [Longitude; 12] = std::array::from_fn(|i| Longitude::new(c[i + 1]));
        let mid = if used == HouseSystem::Sripati {
            let p = porphyry(asc, mc);
            std::array::from_fn(|i| Longitude::new(p[i]))
        } else {
            std::array::from_fn(|i| {
                let arc = begin[i].forward_to(begin[(i + 1) % 12]);
                Longitude::new(begin[i].degrees() + arc / 2.0)
            })
        };
        let angles = Angles {
            ascendant: Longitude::new(asc),
            midheaven: Longitude::new(mc),
        };
        Ok((
            angles,
            Some(Cusps {
                system: used,
                begin,
                mid,
                fallback,
            }),
        ))
    }
}

/// The MC as whole-sign houses give it: of `mc` and the point opposite, the one on the
/// meridian above the horizon, whose right ascension is the ARMC (`armc`, degrees; never
/// sidereal). Regiomontanus and Campanus turn both angles by 180° inside the polar circles
/// (`swehouse.c`, case `'R'`); the sidereal MC lies within about 30° (the ayanamsa and the
/// ecliptic's slant) of the ARMC, the opposite point about 150° or more away.
fn south_mc(mc: f64, armc: f64) -> f64 {
    if difdeg2n(mc, armc).abs() > 90.0 {
        degnorm(mc + 180.0)
    } else {
        mc
    }
}

/// The ascendant as the whole-sign (and equal) houses of Swiss Ephemeris give it: of `asc` and
/// the point opposite, the one east of the MC (`swehouse.c`, case `'E'`, "within polar circle
/// we swap AC/DC if AC is on wrong side").
fn east_of_mc(asc: f64, mc: f64) -> f64 {
    if difdeg2n(asc, mc) < 0.0 {
        degnorm(asc + 180.0)
    } else {
        asc
    }
}

/// The twelve Porphyry cusps from the ascendant (east of the MC) and the MC, the arithmetic of
/// `swehouse.c` (case `'O'`): each quadrant trisected, houses 4–9 opposite 10–3.
fn porphyry(asc: f64, mc: f64) -> [f64; 12] {
    let acmc = difdeg2n(asc, mc);
    let mut c = [0.0; 12];
    c[0] = asc;
    c[1] = degnorm(asc + (180.0 - acmc) / 3.0);
    c[2] = degnorm(asc + (180.0 - acmc) / 3.0 * 2.0);
    c[9] = mc;
    c[10] = degnorm(mc + acmc / 3.0);
    c[11] = degnorm(mc + acmc / 3.0 * 2.0);
    for i in 3..9 {
        c[i] = degnorm(c[(i + 6) % 12] + 180.0);
    }
    c
}

/// A house system asked for but undefined at the place, and the one used instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HouseFallback {
    pub requested: HouseSystem,
    pub used: HouseSystem,
}

/// The twelve bhavas of a house system (index 0 = house 1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cusps {
    /// The system the cusps are of (Porphyry after a fallback).
    pub system: HouseSystem,
    /// Where each house begins (for Sripati, the sandhi).
    pub begin: [Longitude; 12],
    /// Each house's middle (bhava madhya).
    pub mid: [Longitude; 12],
    pub fallback: Option<HouseFallback>,
}

impl Cusps {
    /// The house (1–12) whose arc `[begin, next begin)` holds `lon`.
    pub fn house_of(&self, lon: Longitude) -> u8 {
        let mut best = 0;
        for i in 0..12 {
            let start = self.begin[i];
            let arc = start.forward_to(self.begin[(i + 1) % 12]);
            if start.forward_to(lon) < arc {
                return i as u8 + 1;
            }
            if start.forward_to(lon) < self.begin[best].forward_to(lon) {
                best = i;
            }
        }
        // Degenerate cusps (zero-width houses): the house begun most recently.
        best as u8 + 1
    }
}

/// The chart's angles.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Angles {
    pub ascendant: Longitude,
    pub midheaven: Longitude,
}
