//! The time zone of a point, from the time-zone boundaries the crate tzf-rs embeds (code MIT).
//! Data: timezone-boundary-builder's boundaries, from OpenStreetMap (© OpenStreetMap
//! contributors), licensed ODbL 1.0, as the crate tzf-dist ships them: its lite data,
//! simplified to within about 111 m of the full boundaries.
//!
//! The data covers the seas too: a point at sea gets its nautical zone, `Etc/GMT±N` (15° of
//! longitude wide; the sign is POSIX's, so `Etc/GMT-5` is five hours ahead of UTC).
//!
//! The finder reads the embedded data in place, without expanding its polygons, and is opened
//! once, on first use.

use chrono_tz::Tz;
use std::sync::OnceLock;
use tzf_rs::EmbeddedFinder;

fn finder() -> &'static EmbeddedFinder {
    static FINDER: OnceLock<EmbeddedFinder> = OnceLock::new();
    FINDER.get_or_init(EmbeddedFinder::new)
}

/// The zone at `latitude`, `longitude` (degrees, north and east positive), a zone that
/// [`crate::calc::zones`] accepts; `None` only for a point out of range. Where the data names
/// no zone, the nautical zone of the longitude.
pub fn at(latitude: f64, longitude: f64) -> Option<Tz> {
    if !(-90.0..=90.0).contains(&latitude) || !(-180.0..=180.0).contains(&longitude) {
        return None;
    }
    match finder().get_tz_name(longitude, latitude).parse() {
        Ok(tz) => Some(tz),
        Err(_) => Some(nautical(longitude)),
    }
}

/// The nautical zone of a longitude: whole hours, 15° wide, centred on multiples of 15°.
fn nautical(longitude: f64) -> Tz {
    let hours = (longitude / 15.0).round() as i32;
    let name = match hours {
        0 => "Etc/GMT".to_owned(),
        // POSIX's sign: east of Greenwich is "GMT-".
        h => format!("Etc/GMT{:+}", -h),
    };
    name.parse().unwrap_or(Tz::UTC)
}

/// Opens the finder now rather than on the first look-up.
pub fn warm() {
    finder();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cities_get_their_zones() {
        // ref: the zones GeoNames gives these cities (shared/data/places.tsv.gz).
        assert_eq!(at(27.70169, 85.3206), Some(Tz::Asia__Kathmandu));
        assert_eq!(at(28.65195, 77.23149), Some(Tz::Asia__Kolkata));
        assert_eq!(at(51.50853, -0.12574), Some(Tz::Europe__London));
        assert_eq!(at(40.71427, -74.00597), Some(Tz::America__New_York));
        assert_eq!(at(-33.86785, 151.20732), Some(Tz::Australia__Sydney));
    }

    #[test]
    fn the_sea_has_nautical_zones() {
        // Indian Ocean at 80° E: UTC+5 (zone of 72.5° E to 87.5° E), from the data itself.
        assert_eq!(finder().get_tz_name(80.0, -30.0), "Etc/GMT-5");
        assert_eq!(at(-30.0, 80.0), Some(Tz::Etc__GMTMinus5));
        // Mid-Atlantic at 30° W: UTC-2.
        assert_eq!(at(0.0, -30.0), Some(Tz::Etc__GMTPlus2));
        assert_eq!(nautical(80.0), Tz::Etc__GMTMinus5);
        assert_eq!(nautical(-30.0), Tz::Etc__GMTPlus2);
        assert_eq!(nautical(7.0), Tz::Etc__GMT);
        assert_eq!(nautical(180.0), Tz::Etc__GMTMinus12);
        assert_eq!(nautical(-180.0), Tz::Etc__GMTPlus12);
        for (lat, lon) in [(90.0, 0.0), (-90.0, 0.0), (0.0, 180.0), (0.0, -180.0)] {
            assert!(at(lat, lon).is_some(), "{lat} {lon}");
        }
        assert_eq!(at(91.0, 0.0), None);
        assert_eq!(at(0.0, 180.5), None);
    }

    #[test]
    fn every_zone_of_the_data_is_one_the_service_accepts() {
        for name in finder().timezonenames() {
            assert!(crate::calc::zones::zone(name).is_ok(), "{name}");
        }
    }

    #[test]
    fn every_city_gets_the_zone_of_its_own_clock() {
        // Where the boundaries and GeoNames name different zones, the two keep the same time
        // today, but for a few places astride a border and for Xinjiang, where GeoNames gives
        // the local Asia/Urumqi and the boundaries the official Beijing time.
        use chrono::{Offset, TimeZone, Utc};
        let now = Utc::now().naive_utc();
        let offset = |tz: Tz| tz.offset_from_utc_datetime(&now).fix();
        let mut differ = Vec::new();
        for p in super::super::gazetteer().places() {
            let found = at(p.latitude, p.longitude).expect("a city has a zone");
            let xinjiang = (p.timezone, found) == (Tz::Asia__Urumqi, Tz::Asia__Shanghai);
            if found != p.timezone && offset(found) != offset(p.timezone) && !xinjiang {
                differ.push(format!("{} {} {}", p.name, p.timezone, found));
            }
        }
        assert!(differ.len() <= 10, "{} differ: {differ:?}", differ.len());
    }
}
