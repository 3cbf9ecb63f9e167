//! Gazetteer benchmarks (criterion): `cargo bench -p graha --bench places`.
//!
//! Targets (2-core machine, release): a search's p99 ≤ 1 ms over a spread of queries; a zone
//! look-up ≤ 50 µs; the gazetteer and the zone finder together ≤ 60 MB of resident memory.
//! Before criterion's benchmarks, the binary prints the memory each adds to the process
//! (VmRSS, under mimalloc as in the API) and the distribution of search times over 20,000
//! queries: prefixes of 1 to 10 characters of the places' names and of their Devanagari names,
//! whole names, and misses.

use criterion::{Criterion, criterion_group};
use graha::places::{gazetteer, zone};
use std::hint::black_box;
use std::time::Instant;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The process's resident memory, in KiB.
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn memory() {
    let before = rss_kib();
    let started = Instant::now();
    let g = gazetteer();
    let loaded = started.elapsed();
    let with_places = rss_kib();
    let started = Instant::now();
    zone::warm();
    let opened = started.elapsed();
    black_box(zone::at(27.7, 85.3));
    let with_zones = rss_kib();
    // What the API's housekeeping gives back: the loading's temporary allocations.
    graha::runtime::release_freed_memory();
    let settled = rss_kib();
    let mb = |kib: u64| kib as f64 / 1024.0;
    println!(
        "memory: {:.1} MB before; gazetteer +{:.1} MB ({} places, read in {:.0?}); zone finder \
         +{:.1} MB (opened in {:.0?}); together +{:.1} MB, +{:.1} MB once freed memory is released",
        mb(before),
        mb(with_places - before),
        g.places().len(),
        loaded,
        mb(with_zones - with_places),
        opened,
        mb(with_zones - before),
        mb(settled.saturating_sub(before)),
    );
}

/// A spread of queries, the same on every run: prefixes of places' names (most searches are a
/// few letters typed), Devanagari prefixes, whole names and misses.
fn queries() -> Vec<String> {
    let places = gazetteer().places();
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut out = Vec::new();
    while out.len() < 20_000 {
        let p = &places[next(places.len())];
        let name: &str = match next(10) {
            0 => p.devanagari.as_deref().unwrap_or(&p.name),
            _ => &p.name,
        };
        let chars: Vec<char> = name.chars().collect();
        let q: String = match next(10) {
            0 => name.to_owned(),
            1 => format!("{name}zq"),
            _ => chars[..(1 + next(10)).min(chars.len())].iter().collect(),
        };
        out.push(q);
    }
    out
}

fn distribution() {
    let g = gazetteer();
    let queries = queries();
    for limit in [10, 50] {
        let mut times: Vec<(u128, &str)> = Vec::with_capacity(queries.len());
        for q in &queries {
            let started = Instant::now();
            black_box(g.search(black_box(q), limit));
            times.push((started.elapsed().as_nanos(), q));
        }
        times.sort();
        let at = |p: f64| times[((times.len() - 1) as f64 * p) as usize].0 as f64 / 1000.0;
        let worst = times.last().unwrap();
        println!(
            "search, limit {limit}, {} queries: p50 {:.1} µs, p90 {:.1} µs, p99 {:.1} µs, max {:.1} µs ({:?})",
            times.len(),
            at(0.5),
            at(0.9),
            at(0.99),
            worst.0 as f64 / 1000.0,
            worst.1
        );
    }
    // Zones: the places' own coordinates (land, many near a border) and a grid over the globe
    // (mostly sea).
    let mut points: Vec<(f64, f64)> = g
        .places()
        .iter()
        .map(|p| (p.latitude, p.longitude))
        .collect();
    for lat in (-89..=89).step_by(2) {
        for lon in (-179..=179).step_by(2) {
            points.push((lat as f64, lon as f64));
        }
    }
    let mut times: Vec<u128> = points
        .iter()
        .map(|&(lat, lon)| {
            let started = Instant::now();
            black_box(zone::at(black_box(lat), black_box(lon)));
            started.elapsed().as_nanos()
        })
        .collect();
    times.sort();
    let at = |p: f64| times[((times.len() - 1) as f64 * p) as usize] as f64 / 1000.0;
    println!(
        "zone, {} points: p50 {:.2} µs, p99 {:.2} µs, max {:.1} µs",
        times.len(),
        at(0.5),
        at(0.99),
        *times.last().unwrap() as f64 / 1000.0
    );
}

fn bench_search(c: &mut Criterion) {
    let g = gazetteer();
    for (name, q) in [
        ("places_search_one_letter", "s"),
        ("places_search_kathm", "kathm"),
        ("places_search_devanagari", "काठमा"),
        ("places_search_sao_paulo", "Sao Paulo"),
        ("places_search_word", "york"),
        ("places_search_miss", "zzqx"),
    ] {
        c.bench_function(name, |b| b.iter(|| g.search(black_box(q), 10)));
    }
}

fn bench_zone(c: &mut Criterion) {
    zone::warm();
    for (name, lat, lon) in [
        ("zone_kathmandu", 27.70169, 85.3206),
        ("zone_new_york", 40.71427, -74.00597),
        // Near the border of India and Nepal.
        ("zone_border_birgunj", 27.0104, 84.8774),
        ("zone_sea", -30.0, 80.0),
    ] {
        c.bench_function(name, |b| {
            b.iter(|| zone::at(black_box(lat), black_box(lon)))
        });
    }
}

criterion_group!(benches, bench_search, bench_zone);

fn main() {
    memory();
    distribution();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
