//! Loading the reference files and turning their profiles into birth data.

use chrono::{NaiveDate, NaiveTime};
use graha::astro::BirthData;
use graha::calc::{self, CalcRequest, Reply};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::OnceLock;

/// `../shared/reference` beside the project, or `GRAHA_REFERENCE_DIR`.
pub fn reference_dir() -> PathBuf {
    std::env::var_os("GRAHA_REFERENCE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/reference"))
}

pub fn load(name: &str) -> Value {
    let path = reference_dir().join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    serde_json::from_str(&text).expect("reference JSON")
}

pub fn births() -> &'static Vec<Value> {
    static B: OnceLock<Vec<Value>> = OnceLock::new();
    B.get_or_init(|| {
        load("births_public.json")["births"]
            .as_array()
            .unwrap()
            .clone()
    })
}

/// Birth data from a reference `profile` object.
pub fn birth_of(profile: &Value) -> BirthData {
    BirthData::new(
        NaiveDate::parse_from_str(profile["date"].as_str().unwrap(), "%Y-%m-%d").unwrap(),
        NaiveTime::parse_from_str(profile["time"].as_str().unwrap(), "%H:%M").unwrap(),
        profile["timezone"].as_str().unwrap().parse().unwrap(),
        profile["latitude"].as_f64().unwrap(),
        profile["longitude"].as_f64().unwrap(),
    )
    .unwrap()
}

/// Whether `got` is one of the values a record's `accept` block lists for `field`.
pub fn accepted(record: &Value, field: &str, got: &Value) -> bool {
    record["accept"][field]
        .as_array()
        .is_some_and(|a| a.iter().any(|v| v == got))
}

/// A calculation's reply as its endpoint's own type (`let r: RashiOut = typed(&req)`): what
/// tests assert on, the wire format (display names, numerals) aside.
pub fn typed<T: TryFrom<Reply, Error = Reply>>(req: &CalcRequest) -> T {
    let reply = calc::run_replied(req)
        .unwrap_or_else(|e| panic!("{}: {e:?}", req.endpoint().path()))
        .reply;
    T::try_from(reply)
        .unwrap_or_else(|r| panic!("{} answered another reply: {r:?}", req.endpoint().path()))
}
