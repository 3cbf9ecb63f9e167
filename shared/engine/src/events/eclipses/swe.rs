//! The Swiss Ephemeris's eclipse functions (`swecl.c`) and the one rising and setting search
//! the local lunar circumstances need, each returning its out-arrays or its error message.

use crate::ephemeris::EphemerisError;
use crate::events::Observer;
use crate::types::JulianDay;
use libswisseph_sys as sys;
use std::os::raw::c_char;

/// The Swiss Ephemeris's `tret[]` and `attr[]` of one search, with its return flags.
pub(super) struct Found {
    pub(super) flags: i32,
    pub(super) tret: [f64; 10],
    pub(super) attr: [f64; 20],
}

impl Found {
    /// `tret[i]` if it happens and its visibility bit is among the flags.
    pub(super) fn seen(&self, i: usize, bit: u32) -> Option<JulianDay> {
        (self.tret[i] > 0.0 && self.flags & bit as i32 != 0).then(|| JulianDay::new(self.tret[i]))
    }
    /// `tret[i]` if it happens.
    pub(super) fn at(&self, i: usize) -> Option<JulianDay> {
        (self.tret[i] > 0.0).then(|| JulianDay::new(self.tret[i]))
    }
}

/// A Swiss Ephemeris return code, or its error message.
fn checked(rc: i32, serr: &[c_char; 256]) -> Result<i32, EphemerisError> {
    if rc < 0 {
        // SAFETY: the library writes a NUL-terminated message into `serr` (zeroed before).
        let msg = unsafe { std::ffi::CStr::from_ptr(serr.as_ptr()) };
        return Err(EphemerisError::Calc(msg.to_string_lossy().into_owned()));
    }
    Ok(rc)
}

/// Geographic position as the Swiss Ephemeris takes it: longitude, latitude, metres.
pub(super) fn geopos(o: Observer) -> [f64; 10] {
    let mut g = [0.0; 10];
    (g[0], g[1]) = (o.longitude, o.latitude);
    g
}

/// `swe_sol_eclipse_when_glob`: the next solar eclipse of any type after `start`.
pub(super) fn sol_when_glob(flag: i32, start: f64) -> Result<Found, EphemerisError> {
    let (mut tret, attr, mut serr) = ([0.0; 10], [0.0; 20], [0 as c_char; 256]);
    // SAFETY: out-arrays of the sizes `swecl.c` documents (tret[10]).
    let rc = unsafe {
        sys::swe_sol_eclipse_when_glob(start, flag, 0, tret.as_mut_ptr(), 0, serr.as_mut_ptr())
    };
    Ok(Found {
        flags: checked(rc, &serr)?,
        tret,
        attr,
    })
}

/// `swe_sol_eclipse_where`: where greatest eclipse falls at `t` and its attributes.
pub(super) fn sol_where(flag: i32, t: f64) -> Result<[f64; 20], EphemerisError> {
    let (mut geo, mut attr, mut serr) = ([0.0; 20], [0.0; 20], [0 as c_char; 256]);
    // SAFETY: out-arrays of the sizes `swecl.c` documents (geopos[10], attr[20]).
    let rc = unsafe {
        sys::swe_sol_eclipse_where(
            t,
            flag,
            geo.as_mut_ptr(),
            attr.as_mut_ptr(),
            serr.as_mut_ptr(),
        )
    };
    checked(rc, &serr)?;
    Ok(attr)
}

/// `swe_sol_eclipse_when_loc`: the next solar eclipse seen from `o` after `start`.
pub(super) fn sol_when_loc(flag: i32, start: f64, o: Observer) -> Result<Found, EphemerisError> {
    let (mut tret, mut attr, mut serr) = ([0.0; 10], [0.0; 20], [0 as c_char; 256]);
    let mut geo = geopos(o);
    // SAFETY: out-arrays of the sizes `swecl.c` documents (tret[10], attr[20]); `geo` holds
    // the three numbers it reads.
    let rc = unsafe {
        sys::swe_sol_eclipse_when_loc(
            start,
            flag,
            geo.as_mut_ptr(),
            tret.as_mut_ptr(),
            attr.as_mut_ptr(),
            0,
            serr.as_mut_ptr(),
        )
    };
    Ok(Found {
        flags: checked(rc, &serr)?,
        tret,
        attr,
    })
}

/// `swe_lun_eclipse_when`: the next lunar eclipse of any type after `start`.
pub(super) fn lun_when(flag: i32, start: f64) -> Result<Found, EphemerisError> {
    let (mut tret, attr, mut serr) = ([0.0; 10], [0.0; 20], [0 as c_char; 256]);
    // SAFETY: out-arrays of the sizes `swecl.c` documents (tret[10]).
    let rc = unsafe {
        sys::swe_lun_eclipse_when(start, flag, 0, tret.as_mut_ptr(), 0, serr.as_mut_ptr())
    };
    Ok(Found {
        flags: checked(rc, &serr)?,
        tret,
        attr,
    })
}

/// `swe_lun_eclipse_how` for the whole Earth: the magnitudes at `t`.
pub(super) fn lun_how(flag: i32, t: f64) -> Result<[f64; 20], EphemerisError> {
    let (mut attr, mut serr) = ([0.0; 20], [0 as c_char; 256]);
    // SAFETY: attr[20] as documented; a null geopos asks for the geocentric attributes only.
    let rc = unsafe {
        sys::swe_lun_eclipse_how(
            t,
            flag,
            std::ptr::null_mut(),
            attr.as_mut_ptr(),
            serr.as_mut_ptr(),
        )
    };
    checked(rc, &serr)?;
    Ok(attr)
}

/// `swe_lun_eclipse_when_loc`: the next lunar eclipse seen from `o` after `start` (what
/// [`super::see_lunar`] reproduces without the search; kept to check it).
#[cfg(test)]
pub(super) fn lun_when_loc(flag: i32, start: f64, o: Observer) -> Result<Found, EphemerisError> {
    let (mut tret, mut attr, mut serr) = ([0.0; 10], [0.0; 20], [0 as c_char; 256]);
    let mut geo = geopos(o);
    // SAFETY: as for `sol_when_loc`.
    let rc = unsafe {
        sys::swe_lun_eclipse_when_loc(
            start,
            flag,
            geo.as_mut_ptr(),
            tret.as_mut_ptr(),
            attr.as_mut_ptr(),
            0,
            serr.as_mut_ptr(),
        )
    };
    Ok(Found {
        flags: checked(rc, &serr)?,
        tret,
        attr,
    })
}

/// `swe_lun_eclipse_how` at a place: its return flags and attributes (`attr[6]` the Moon's
/// apparent altitude).
pub(super) fn lun_how_at(
    flag: i32,
    t: f64,
    geo: &mut [f64; 10],
) -> Result<(i32, [f64; 20]), EphemerisError> {
    let (mut attr, mut serr) = ([0.0; 20], [0 as c_char; 256]);
    // SAFETY: attr[20] as documented; `geo` holds the three numbers it reads.
    let rc = unsafe {
        sys::swe_lun_eclipse_how(
            t,
            flag,
            geo.as_mut_ptr(),
            attr.as_mut_ptr(),
            serr.as_mut_ptr(),
        )
    };
    Ok((checked(rc, &serr)?, attr))
}

/// The next moonrise or moonset after `t` (the lower limb, no atmosphere given: the Swiss
/// Ephemeris's defaults) as `swe_lun_eclipse_when_loc` asks for it; `None` for a Moon that
/// neither rises nor sets then.
pub(super) fn moon_rise_or_set(
    flag: i32,
    t: f64,
    geo: &mut [f64; 10],
    which: u32,
) -> Result<Option<f64>, EphemerisError> {
    let (mut tret, mut serr) = ([0.0; 10], [0 as c_char; 256]);
    // SAFETY: out-pointers point at live locals of the documented sizes; the star name may be
    // null for a planet.
    let rc = unsafe {
        sys::swe_rise_trans(
            t,
            sys::SE_MOON as i32,
            std::ptr::null_mut(),
            flag,
            (which | sys::SE_BIT_DISC_BOTTOM) as i32,
            geo.as_mut_ptr(),
            0.0,
            0.0,
            tret.as_mut_ptr(),
            serr.as_mut_ptr(),
        )
    };
    if rc == -2 {
        return Ok(None);
    }
    checked(rc, &serr)?;
    Ok(Some(tret[0]))
}
