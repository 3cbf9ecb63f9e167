//! Kalachakra, moola, naisargika and tara dashas against PyJHora 4.8.7
//! (`shared/tests/data/pyjhora_graha_dashas.json`, made by `scripts/pyjhora-graha-dashas`) for
//! the 20 public births, and their invariants.
//!
//! Conventions aligned: Lahiri, mean node, apparent positions, and PyJHora's dasha year, the
//! sidereal year (our `dashaYear: sidereal`). Where PyJHora departs from the rule we follow, the
//! difference is checked below as the difference it is (docs/decisions.md, "Four more graha
//! dashas"):
//! - Kalachakra: PyJHora lists nine mahas from birth, the first its balance; ours run from the
//!   running sign's theoretical start to 120 years. After a 4th pada PyJHora takes the other
//!   group of the same kind (savya/apasavya) as the next pada; ours the pada that truly follows
//!   in the zodiac. PyJHora's antardashas of the first maha divide its balance and start from
//!   the sign's first place in the pada's sequence; ours divide the whole maha from its own
//!   place.
//! - Moola: Sanjay Rath's years (the count to the moolatrikona ±1 for exaltation/debilitation,
//!   12 in the moolatrikona sign; the count less the Vimshottari years when larger, the full
//!   years when equal) against PyJHora's (Vimshottari years less the distance, then ±1, at least
//!   1); PyJHora also rotates the order to its strongest kendra planet from lagna, Moon and Sun.
//! - Naisargika: PyJHora adds a Lagna period of 12 years after Saturn and gives antardashas of
//!   the planets in kendradi order from the lord; BPHS gives neither, nor do we.
//! - Tara: after the first lord PyJHora follows a fixed cycle (Venus, Moon, Ketu, Saturn,
//!   Jupiter, Mercury, Rahu, Mars, Sun); ours keeps the kendradi order. With no graha in a
//!   kendra PyJHora gives none.
//! - Moola and tara rank grahas by Jaimini's tests for the stronger graha taken in turn;
//!   PyJHora compares pairwise with its own variant (a node-specific first test, its dispositor
//!   test), so the rankings within a group, and tara's first lord, often differ: both sides are
//!   checked against the kendradi grouping, and dates where the lords agree.

use crate::support::{birth_of, births};
use graha::astro::dasha_systems::{self as ds, Lord, System, SystemPeriod, Timeline};
use graha::astro::dignity::{debilitation, exaltation, moolatrikona};
use graha::astro::{Chart, DashaYear, Planet, Settings, Sign};
use serde_json::Value;

fn reference() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pyjhora_graha_dashas.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn chart_of(id: &str, dasha_year: DashaYear) -> Chart {
    let b = births().iter().find(|b| b["id"] == id).unwrap();
    let settings = Settings {
        dasha_year,
        ..Settings::default()
    };
    Chart::compute_with(&birth_of(&b["profile"]), &settings).unwrap()
}

const FOUR: [System; 4] = [
    System::Kalachakra,
    System::Moola,
    System::Naisargika,
    System::Tara,
];

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap()
}

fn s(v: &Value) -> &str {
    v.as_str().unwrap()
}

/// Largest date difference seen, in days, and the number of items compared.
#[derive(Default)]
struct Tally {
    worst: f64,
    items: usize,
}

impl Tally {
    fn date(&mut self, ours: f64, theirs: f64, what: &str) {
        let off = ours - theirs;
        assert!(off.abs() < 1.0, "{what}: {off} d");
        self.worst = self.worst.max(off.abs());
        self.items += 1;
    }
}

/// Nakshatras (0-based) whose 4th pada PyJHora follows with another group than the pada that
/// comes next: the savya group from Ashwini takes the one from Bharani, and so on in pairs.
const PYJHORA_NEXT_DIFFERS: [usize; 13] = [2, 4, 5, 8, 10, 11, 14, 16, 17, 20, 22, 23, 25];

#[test]
fn kalachakra_agrees_with_pyjhora() {
    let r = reference();
    let (mut tally, mut transitions) = (Tally::default(), 0);
    for b in r["births"].as_array().unwrap() {
        let id = s(&b["id"]);
        let chart = chart_of(id, DashaYear::Sidereal);
        let t = ds::timeline(&chart, System::Kalachakra);
        let theirs = b["systems"]["kalachakra"]["mahas"].as_array().unwrap();
        assert_eq!(theirs.len(), 9, "{id}");
        let moon = chart.graha(Planet::Moon).longitude.degrees();
        let pada = (moon / (10.0 / 3.0)).floor() as usize;
        let swapped = pada % 4 == 3 && PYJHORA_NEXT_DIFFERS.contains(&(pada / 4));
        // The first: running at birth with its balance.
        assert_eq!(t.periods[0].lord.name(), s(&theirs[0][0]), "{id}");
        tally.date(chart.jd.value(), f(&theirs[0][1]), id);
        assert!((t.balance_years - f(&theirs[0][2])).abs() < 1e-6, "{id}");
        let mut same = true;
        for (k, (p, w)) in t.periods.iter().zip(theirs).enumerate().skip(1) {
            same &= p.lord.name() == s(&w[0]);
            if same {
                assert_eq!(p.years, f(&w[2]), "{id} {k}");
                tally.date(p.start.value(), f(&w[1]), &format!("{id} {k}"));
            }
        }
        // Only a birth in a 4th pada whose next pada PyJHora takes from the other group parts.
        assert!(same || swapped, "{id}");
        transitions += usize::from(!same);
        first_kalachakra_antars(
            &chart,
            &t,
            &b["systems"]["kalachakra"]["firstMahaAntars"],
            id,
        );
    }
    println!(
        "kalachakra: {} dates, worst {:.2e} d, {transitions} births part at the next pada",
        tally.items, tally.worst
    );
    assert!(tally.items >= 20 * 6, "{}", tally.items);
    assert!(tally.worst < 0.01, "{}", tally.worst);
    assert!(transitions < 20);
}

/// The first maha's antardashas: the same nine signs as a cycle, with the same shares; PyJHora's
/// divide the balance from birth, ours the whole maha.
fn first_kalachakra_antars(chart: &Chart, t: &Timeline, want: &Value, id: &str) {
    let first = &t.periods[0];
    let subs = t.sub_periods(chart, first);
    let want = want.as_array().unwrap();
    assert_eq!((subs.len(), want.len()), (9, 9), "{id}");
    assert_eq!(subs[0].lord, first.lord, "{id}");
    assert_eq!(subs[0].lord.name(), s(&want[0][0]), "{id}");
    // Theirs is a rotation of ours (from the sign's first place in the sequence).
    let names: Vec<&str> = subs.iter().map(|p| p.lord.name()).collect();
    let theirs: Vec<&str> = want.iter().map(|w| s(&w[0])).collect();
    let r = (0..9).find(|&r| (0..9).all(|j| names[(r + j) % 9] == theirs[j]));
    assert!(r.is_some(), "{id}: {names:?} / {theirs:?}");
    let scale = t.balance_years / first.years;
    for (j, w) in want.iter().enumerate() {
        let ours = &subs[(r.unwrap() + j) % 9];
        assert!((ours.years * scale - f(&w[2])).abs() < 1e-6, "{id} {j}");
    }
}

/// Sanjay Rath's first-cycle years of a graha, as the engine's moola module states them.
fn rath_years(chart: &Chart, p: Planet) -> f64 {
    let sign = chart.graha(p).sign();
    let mt = target(p);
    let vim = p.vimshottari_years();
    let distance = f64::from(sign.house_of(mt) - 1);
    let count = if sign == mt {
        12.0
    } else if exaltation(p).is_some_and(|e| e.0 == sign) {
        distance + 1.0
    } else if debilitation(p) == Some(sign) {
        distance - 1.0
    } else {
        distance
    };
    if count == vim {
        vim
    } else {
        (vim - count).abs()
    }
}

/// PyJHora's first-cycle years (its `_moola_cycle1_years` with the default correction of 12).
fn pyjhora_years(chart: &Chart, p: Planet) -> f64 {
    let sign = chart.graha(p).sign();
    let mt = target(p);
    let mut y = p.vimshottari_years()
        - if sign == mt {
            12.0
        } else {
            f64::from(sign.house_of(mt) - 1)
        };
    // PyJHora's table (`const.house_strengths_of_planets`): Rahu exalted in Taurus and Gemini,
    // debilitated in Scorpio and Sagittarius, Ketu the reverse; Mercury never exalted (Virgo is
    // its own sign there).
    let (up, down): (&[Sign], &[Sign]) = match p {
        Planet::Rahu => (
            &[Sign::Taurus, Sign::Gemini],
            &[Sign::Scorpio, Sign::Sagittarius],
        ),
        Planet::Ketu => (
            &[Sign::Scorpio, Sign::Sagittarius],
            &[Sign::Taurus, Sign::Gemini],
        ),
        Planet::Mercury => (&[], &[Sign::Pisces]),
        _ => (&[], &[]),
    };
    let exalted = exaltation(p).is_some_and(|e| e.0 == sign) && p != Planet::Mercury;
    let debilitated = debilitation(p) == Some(sign);
    let nodes = matches!(p, Planet::Rahu | Planet::Ketu | Planet::Mercury);
    let (up, down) = if nodes {
        (up.contains(&sign), down.contains(&sign))
    } else {
        (exalted, debilitated)
    };
    if up {
        y += 1.0;
    } else if down {
        y -= 1.0;
    }
    if y <= 0.0 { 1.0 } else { y }
}

fn target(p: Planet) -> Sign {
    match p {
        Planet::Rahu => Sign::Aquarius,
        Planet::Ketu => Sign::Scorpio,
        _ => moolatrikona(p).0,
    }
}

fn planet(name: &str) -> Planet {
    Planet::from_name(name).unwrap()
}

#[test]
fn moola_agrees_with_pyjhora_where_the_rules_agree() {
    let r = reference();
    let (mut same_years, mut same_order, mut same_ranking) = (0, 0, 0);
    let mut tally = Tally::default();
    for b in r["births"].as_array().unwrap() {
        let id = s(&b["id"]);
        let chart = chart_of(id, DashaYear::Sidereal);
        let t = ds::timeline(&chart, System::Moola);
        let theirs = b["systems"]["moola"]["mahas"].as_array().unwrap();
        assert_eq!(theirs.len(), 18, "{id}");
        // Years: each side's own rule, checked graha by graha.
        for w in &theirs[..9] {
            let p = planet(s(&w[0]));
            assert_eq!(f(&w[2]), pyjhora_years(&chart, p), "{id} {p}");
            let ours = t.periods[..9].iter().find(|q| q.lord == Lord::Planet(p));
            assert_eq!(ours.unwrap().years, rath_years(&chart, p), "{id} {p}");
            same_years += usize::from(f(&w[2]) == rath_years(&chart, p));
        }
        // Order: ours kendras, panapharas, apoklimas; theirs a rotation of the same.
        let group = |p: Planet| (chart.graha(p).house - 1) % 3;
        let ours: Vec<Planet> = t.periods[..9]
            .iter()
            .map(|q| planet(q.lord.name()))
            .collect();
        assert!(ours.windows(2).all(|w| group(w[0]) <= group(w[1])), "{id}");
        let order: Vec<Planet> = theirs[..9].iter().map(|w| planet(s(&w[0]))).collect();
        let sorted =
            |r: usize| (0..8).all(|j| group(order[(r + j) % 9]) <= group(order[(r + j + 1) % 9]));
        let rotated = (0..9).find(|&r| sorted(r));
        assert!(rotated.is_some(), "{id}: {order:?}");
        let unrotated: Vec<Planet> = (0..9).map(|j| order[(rotated.unwrap() + j) % 9]).collect();
        same_ranking += usize::from(unrotated == ours);
        if ours == order {
            same_order += 1;
            // Same order from birth: the dates agree while the years do.
            for (p, w) in t.periods.iter().zip(theirs) {
                if p.years != f(&w[2]) {
                    break;
                }
                tally.date(p.start.value(), f(&w[1]), id);
            }
        }
    }
    println!(
        "moola: years agree {same_years}/180, order {same_order}/20, ranking {same_ranking}/20, {} dates",
        tally.items
    );
    assert!(same_years > 90, "{same_years}");
    assert!(tally.worst < 0.01);
}

#[test]
fn naisargika_agrees_with_pyjhora() {
    let r = reference();
    let mut tally = Tally::default();
    for b in r["births"].as_array().unwrap() {
        let id = s(&b["id"]);
        let chart = chart_of(id, DashaYear::Sidereal);
        let t = ds::timeline(&chart, System::Naisargika);
        let theirs = b["systems"]["naisargika"]["mahas"].as_array().unwrap();
        // PyJHora's eighth, Lagna 12 years, lies past our 120.
        assert_eq!((t.periods.len(), theirs.len()), (7, 8), "{id}");
        assert_eq!((s(&theirs[7][0]), f(&theirs[7][2])), ("Lagna", 12.0));
        for (p, w) in t.periods.iter().zip(theirs) {
            assert_eq!(p.lord.name(), s(&w[0]), "{id}");
            assert_eq!(p.years, f(&w[2]), "{id}");
            tally.date(p.start.value(), f(&w[1]), id);
        }
        // Antardashas: BPHS gives none; PyJHora the six other grahas in kendradi order from
        // the Moon's sign.
        assert!(t.sub_periods(&chart, &t.periods[0]).is_empty());
        let antars = b["systems"]["naisargika"]["firstMahaAntars"]
            .as_array()
            .unwrap();
        let mut names: Vec<&str> = antars.iter().map(|a| s(&a[0])).collect();
        names.sort_unstable();
        assert_eq!(
            names,
            ["Jupiter", "Mars", "Mercury", "Saturn", "Sun", "Venus"],
            "{id}"
        );
    }
    println!(
        "naisargika: {} dates, worst {:.2e} d",
        tally.items, tally.worst
    );
    assert_eq!(tally.items, 20 * 7);
    assert!(tally.worst < 0.01, "{}", tally.worst);
}

/// PyJHora's fixed tara cycle (TARA_TYPE.SANJAY_RATH).
const PYJHORA_TARA: [Planet; 9] = [
    Planet::Venus,
    Planet::Moon,
    Planet::Ketu,
    Planet::Saturn,
    Planet::Jupiter,
    Planet::Mercury,
    Planet::Rahu,
    Planet::Mars,
    Planet::Sun,
];

#[test]
fn tara_agrees_with_pyjhora_on_the_first_lord() {
    let r = reference();
    let (mut same_first, mut empty, mut tally) = (0, 0, Tally::default());
    for b in r["births"].as_array().unwrap() {
        let id = s(&b["id"]);
        let chart = chart_of(id, DashaYear::Sidereal);
        let t = ds::timeline(&chart, System::Tara);
        let theirs = b["systems"]["tara"]["mahas"].as_array().unwrap();
        let kendra = |p: Planet| matches!(chart.graha(p).house, 1 | 4 | 7 | 10);
        let lord = planet(t.periods[0].lord.name());
        if theirs.is_empty() {
            // No graha in a kendra: PyJHora gives no tara dasha; ours opens with the strongest
            // in a panaphara.
            assert!(!Planet::ALL.iter().any(|&p| kendra(p)), "{id}");
            assert!(matches!(chart.graha(lord).house, 2 | 5 | 8 | 11), "{id}");
            empty += 1;
            continue;
        }
        assert_eq!(theirs.len(), 9, "{id}");
        // Theirs: the fixed cycle from its first lord, a graha in a kendra.
        let first = planet(s(&theirs[0][0]));
        assert!(kendra(first), "{id}");
        let i = PYJHORA_TARA.iter().position(|&p| p == first).unwrap();
        for (k, w) in theirs.iter().enumerate() {
            assert_eq!(s(&w[0]), PYJHORA_TARA[(i + k) % 9].name(), "{id}");
        }
        // Ours: the kendradi order; the first is a kendra graha.
        let ours = &t.periods[0];
        assert!(kendra(lord), "{id}");
        if lord == first {
            same_first += 1;
            // Same lord, same balance rule: the same start.
            tally.date(ours.start.value(), f(&theirs[0][1]), id);
            let antars = b["systems"]["tara"]["firstMahaAntars"].as_array().unwrap();
            let subs = t.sub_periods(&chart, ours);
            assert_eq!((subs.len(), antars.len()), (9, 9), "{id}");
            for a in antars {
                let sub = subs.iter().find(|q| q.lord.name() == s(&a[0])).unwrap();
                assert!((sub.years - f(&a[2])).abs() < 1e-9, "{id}: each years/120");
            }
            tally.date(subs[0].start.value(), f(&antars[0][1]), id);
        }
    }
    println!(
        "tara: first lord {same_first}/{}, {} dates, worst {:.2e} d",
        20 - empty,
        tally.items,
        tally.worst
    );
    assert!(same_first >= 10, "{same_first}");
    assert!(tally.worst < 0.01, "{}", tally.worst);
}

fn check_tiles(chart: &Chart, t: &Timeline, p: &SystemPeriod, what: &str) {
    let subs = t.sub_periods(chart, p);
    if t.system == System::Naisargika {
        assert!(subs.is_empty(), "{what}");
        return;
    }
    assert_eq!(subs.len(), 9, "{what}");
    assert_eq!(subs[0].lord, p.lord, "{what}: from the maha's own");
    assert_eq!(subs[0].start, p.start, "{what}");
    for w in subs.windows(2) {
        assert_eq!(w[0].end, w[1].start, "{what}");
    }
    assert!((subs[8].end - p.end).days().abs() < 1e-6, "{what}");
    let years: f64 = subs.iter().map(|q| q.years).sum();
    assert!((years - p.years).abs() < 1e-9, "{what}");
}

#[test]
fn the_four_are_contiguous_cover_120_years_and_tile_their_mahas() {
    for dasha_year in [DashaYear::Julian, DashaYear::Savana] {
        for b in births() {
            let id = s(&b["id"]);
            let chart = chart_of(id, dasha_year);
            for system in FOUR {
                let t = ds::timeline(&chart, system);
                let what = format!("{id} {}", system.name());
                let first = &t.periods[0];
                assert!(first.contains(chart.jd), "{what}: running at birth");
                assert!(t.balance_years > 0.0 && t.balance_years <= first.years);
                if matches!(system, System::Moola | System::Naisargika) {
                    assert_eq!(first.start, chart.jd, "{what}: from birth");
                }
                let last = t.periods.last().unwrap();
                let until = chart.jd + t.year * 120.0;
                assert!(last.start < until && until <= last.end, "{what}");
                for w in t.periods.windows(2) {
                    assert_eq!(w[0].end, w[1].start, "{what}");
                }
                for p in &t.periods {
                    let length = (p.end - p.start) / t.year;
                    assert!((length - p.years).abs() < 1e-6, "{what}");
                    check_tiles(&chart, &t, p, &what);
                }
                if let Some(cycle) = system.cycle_years() {
                    let total: f64 = t.periods.iter().map(|p| p.years).sum();
                    assert!(total >= cycle - 1e-9 || system == System::Tara, "{what}");
                }
            }
        }
    }
}
