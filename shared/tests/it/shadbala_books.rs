//! Shadbala against the two worked examples of the books:
//!
//! - **Raman**: B.V. Raman, *Graha and Bhava Balas*, the example horoscope worked through the
//!   whole book: born 16 October 1918, 14:22:16 IST (UTC+5:30), 13°00′ N, 77°35′ E, Raman's
//!   ayanamsa.
//! - **Jain**: V.P. Jain, *Text Book for Shadbala (Grahas) and Bhavabala*, the example
//!   horoscope: born 13 September 1981, 01:30 IST, 28°39′ N, 77°13′ E, Lahiri's ayanamsa.
//!
//! Every expected number below is the book's, as PyJHora's tests transcribe them
//! (`src/jhora/tests/pvr_tests.py`, `shadbala_BVRamanBook_tests` and
//! `shadbala_VPJainBook_tests`, naturalstupid/PyJHora V4.8.5): the facts only, checked by hand
//! against the books' own sums. Each bala total is the sum of its printed parts, except Jain's
//! kala totals of Mercury and Jupiter (a planetary war, see `yuddha`) and Raman's grand totals
//! of the Sun and Mars (0.70 and 0.54 below the sums of their parts). Where a number is not
//! printed but follows from printed ones, the comment says how.
//!
//! Tolerance: every component of every planet within 5 % of the book's value, with a floor of
//! 0.5 virupa (1/120 rupa) so that a value the book prints as 0.95 or −0.32 is not held to a
//! few hundredths of a virupa, finer than the book's own tables and rounding. The books print
//! the Sun's and the Moon's cheshta bala under kala bala ([`component`] maps ours to their
//! layout). The few components that cannot match, because the book used its tables, erred, or
//! counts what we do not compute, are listed in `EXCEPTIONS`, each with its reason and the
//! looser check it gets instead.

use chrono::{NaiveDate, NaiveTime};
use graha::astro::settings::{Ayanamsa, Settings};
use graha::astro::shadbala::{GrahaStrength, shadbala};
use graha::astro::{BirthData, Chart, Planet};

/// Relative tolerance (5 %, the issue's) and its absolute floor in virupas (module note).
const RELATIVE: f64 = 0.05;
const FLOOR: f64 = 0.5;

/// One worked example: the birth and the book's table, Sun … Saturn in each row.
struct Book {
    name: &'static str,
    date: (i32, u32, u32),
    time: (u32, u32, u32),
    latitude: f64,
    longitude: f64,
    ayanamsa: Ayanamsa,
    /// Sidereal longitudes of Sun … Saturn printed by the book, degrees.
    longitudes: [f64; 7],
    table: &'static [(&'static str, [f64; 7])],
}

fn dms(d: f64, m: f64, s: f64) -> f64 {
    d + m / 60.0 + s / 3600.0
}

/// B.V. Raman, *Graha and Bhava Balas* (the book's example horoscope, its tables in chapters
/// III–VIII and the summary).
fn raman() -> Book {
    Book {
        name: "Raman",
        date: (1918, 10, 16),
        time: (14, 22, 16),
        latitude: 13.0,
        longitude: dms(77.0, 35.0, 0.0),
        ayanamsa: Ayanamsa::Raman,
        longitudes: [
            dms(180.0, 53.0, 55.0),
            dms(311.0, 17.0, 19.0),
            dms(229.0, 30.0, 34.0),
            dms(181.0, 31.0, 34.0),
            dms(84.0, 0.0, 49.0),
            dms(171.0, 9.0, 56.0),
            dms(124.0, 22.0, 41.0),
        ],
        table: &[
            ("uchcha", [3.0, 32.75, 37.06, 54.5, 56.33, 1.95, 34.08]),
            (
                "saptavargaja",
                [90.0, 48.75, 90.0, 135.0, 71.25, 116.25, 97.5],
            ),
            ("ojhayugma", [30.0, 15.0, 15.0, 30.0, 15.0, 30.0, 15.0]),
            ("kendradi", [60.0, 30.0, 30.0, 60.0, 15.0, 15.0, 30.0]),
            ("drekkana", [15.0, 0.0, 0.0, 0.0, 0.0, 15.0, 0.0]),
            (
                "sthana",
                [198.0, 126.5, 172.06, 279.5, 157.58, 178.2, 177.3],
            ),
            ("dig", [48.10, 31.56, 64.30, 21.09, 11.50, 15.15, 58.02]),
            (
                "nathonnatha",
                [48.32, 11.68, 11.68, 60.0, 48.32, 48.32, 11.68],
            ),
            // Mercury counted a malefic: it shares Libra with the Sun alone.
            ("paksha", [16.54, 86.92, 16.54, 16.54, 43.46, 43.46, 16.54]),
            ("tribhaga", [0.0, 0.0, 0.0, 0.0, 60.0, 0.0, 60.0]),
            ("abda", [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 15.0]),
            ("masa", [0.0, 0.0, 0.0, 30.0, 0.0, 0.0, 0.0]),
            ("vara", [0.0, 0.0, 0.0, 45.0, 0.0, 0.0, 0.0]),
            ("hora", [0.0, 60.0, 0.0, 0.0, 0.0, 0.0, 0.0]),
            // The Sun's is doubled (see `book_layout`).
            ("ayana", [38.12, 43.44, 1.84, 41.25, 59.4, 23.75, 13.75]),
            // No planetary war: the kala totals are the sums of the parts above.
            ("yuddha", [0.0; 7]),
            (
                "kala",
                [102.98, 202.04, 30.06, 192.79, 211.18, 115.53, 116.97],
            ),
            ("cheshta", [0.0, 0.0, 22.23, 2.3, 35.26, 5.95, 21.14]),
            (
                "naisargika",
                [60.0, 51.43, 17.14, 25.70, 34.28, 42.85, 8.57],
            ),
            ("drik", [15.86, -21.73, 0.95, 15.64, -16.04, 18.47, 7.21]),
            (
                "total",
                [424.24, 389.80, 306.20, 537.02, 433.71, 376.15, 389.21],
            ),
            ("rupas", [7.07, 6.5, 5.1, 8.95, 7.23, 6.27, 6.49]),
        ],
    }
}

/// V.P. Jain, *Text Book for Shadbala (Grahas) and Bhavabala* (the book's example horoscope).
fn jain() -> Book {
    Book {
        name: "Jain",
        date: (1981, 9, 13),
        time: (1, 30, 0),
        latitude: dms(28.0, 39.0, 0.0),
        longitude: dms(77.0, 13.0, 0.0),
        ayanamsa: Ayanamsa::Lahiri,
        longitudes: [
            dms(146.0, 37.0, 19.0),
            dms(309.0, 50.0, 0.0),
            dms(103.0, 18.0, 0.0),
            dms(170.0, 53.0, 0.0),
            dms(170.0, 45.0, 0.0),
            dms(186.0, 27.0, 0.0),
            dms(166.0, 43.0, 0.0),
        ],
        table: &[
            ("uchcha", [14.54, 32.17, 4.94, 58.16, 34.85, 3.09, 48.81]),
            (
                "saptavargaja",
                [127.5, 30.0, 135.0, 120.0, 58.13, 150.0, 82.5],
            ),
            ("ojhayugma", [15.0, 0.0, 15.0, 0.0, 0.0, 15.0, 0.0]),
            // Not printed in the transcription: the book's sthana total minus its uchcha,
            // saptavargaja and ojhayugma (ascendant Gemini: Sun and Moon in apoklimas, Mars and
            // Venus in panaparas, Mercury, Jupiter, Saturn in the 4th; only Saturn, neuter, in
            // its second drekkana).
            ("kendradi", [15.0, 15.0, 30.0, 60.0, 60.0, 30.0, 60.0]),
            ("drekkana", [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 15.0]),
            (
                "sthana",
                [172.04, 77.17, 184.94, 238.16, 152.98, 198.08, 206.31],
            ),
            ("dig", [6.59, 12.22, 20.99, 31.97, 31.99, 53.29, 26.67]),
            ("nathonnatha", [6.1, 53.9, 53.9, 60.0, 6.1, 6.1, 53.9]),
            ("paksha", [5.62, 108.76, 5.62, 54.38, 54.38, 54.38, 5.62]),
            ("tribhaga", [0.0, 0.0, 0.0, 0.0, 60.0, 60.0, 0.0]),
            ("abda", [0.0, 0.0, 15.0, 0.0, 0.0, 0.0, 0.0]),
            ("masa", [0.0, 0.0, 30.0, 0.0, 0.0, 0.0, 0.0]),
            ("vara", [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 45.0]),
            ("hora", [0.0, 0.0, 0.0, 60.0, 0.0, 0.0, 0.0]),
            ("ayana", [70.08, 43.19, 53.56, 37.10, 22.94, 15.41, 35.04]),
            // Not printed in the transcription (which lists 0): the kala totals exceed the sums
            // of the parts by −0.80 for Mercury and +0.80 for Jupiter, 8′ apart in Virgo, a
            // planetary war that Jupiter wins.
            ("yuddha", [0.0, 0.0, 0.0, -0.80, 0.80, 0.0, 0.0]),
            (
                "kala",
                [81.80, 205.85, 158.08, 210.68, 144.22, 135.89, 139.56],
            ),
            ("cheshta", [0.0, 0.0, 20.93, 28.76, 8.43, 28.18, 5.05]),
            (
                "naisargika",
                [60.0, 51.43, 17.14, 25.71, 34.29, 42.86, 8.57],
            ),
            ("drik", [11.24, -0.32, -5.10, 4.29, 4.32, -2.86, 5.82]),
            (
                "total",
                [331.67, 346.35, 396.98, 539.57, 376.23, 455.45, 391.98],
            ),
            ("rupas", [5.52, 5.78, 6.62, 9.00, 6.27, 7.59, 6.54]),
        ],
    }
}

fn chart_of(book: &Book) -> Chart {
    let (y, m, d) = book.date;
    let (hh, mm, ss) = book.time;
    let birth = BirthData::new(
        NaiveDate::from_ymd_opt(y, m, d).unwrap(),
        NaiveTime::from_hms_opt(hh, mm, ss).unwrap(),
        "Asia/Kolkata".parse().unwrap(),
        book.latitude,
        book.longitude,
    )
    .unwrap();
    // Both books give the time in IST, UTC+5:30 in 1918 and in 1981.
    assert_eq!(birth.utc_offset_hours(), 5.5, "{}", book.name);
    let settings = Settings {
        ayanamsa: book.ayanamsa,
        ..Settings::default()
    };
    Chart::compute_with(&birth, &settings).unwrap()
}

/// Our value of a named component, virupas (rupas for `rupas`), in the books' layout: the
/// books print the Sun's cheshta bala (its ayana bala, BPHS 27) as a doubled ayana bala and the
/// Moon's (its paksha bala) as a doubled paksha bala, both under kala bala, and leave their
/// cheshta bala blank; so for the Sun our ayana + cheshta is compared with the book's ayana, for
/// the Moon our paksha + cheshta with the book's paksha, and for both our kala + cheshta with
/// the book's kala. Their blank cheshta is checked by [`luminaries_cheshta_is_their_kala_share`]
/// instead. Totals and rupas need no mapping.
fn component(g: &GrahaStrength, name: &str) -> f64 {
    let (s, k) = (&g.sthana, &g.kala);
    let luminary = matches!(g.planet, Planet::Sun | Planet::Moon);
    match name {
        "uchcha" => s.uchcha,
        "saptavargaja" => s.saptavargaja,
        "ojhayugma" => s.ojhayugma,
        "kendradi" => s.kendradi,
        "drekkana" => s.drekkana,
        "sthana" => s.total(),
        "dig" => g.dig,
        "nathonnatha" => k.nathonnatha,
        "paksha" if g.planet == Planet::Moon => k.paksha + g.cheshta,
        "paksha" => k.paksha,
        "tribhaga" => k.tribhaga,
        "abda" => k.abda,
        "masa" => k.masa,
        "vara" => k.vara,
        "hora" => k.hora,
        "ayana" if g.planet == Planet::Sun => k.ayana + g.cheshta,
        "ayana" => k.ayana,
        // Not computed (module note of `astro::shadbala`; see `EXCEPTIONS`).
        "yuddha" => 0.0,
        "kala" if luminary => k.total() + g.cheshta,
        "kala" => k.total(),
        "cheshta" if luminary => 0.0,
        "cheshta" => g.cheshta,
        "naisargika" => g.naisargika,
        "drik" => g.drik,
        "ishta" => g.ishta_phala(),
        "kashta" => g.kashta_phala(),
        "total" => g.total_virupas(),
        "rupas" => g.rupas(),
        _ => panic!("unknown component {name}"),
    }
}

/// How a component the 5 % rule cannot hold is checked instead.
#[derive(Clone, Copy)]
enum Instead {
    /// Within this many virupas of the book.
    Within(f64),
    /// Not compared (the reason says why); ours is still checked against its classical range
    /// by `shadbala::balas_are_within_their_classical_ranges`.
    NotCompared,
}

/// The components that cannot match the book within 5 %, each with its reason: (book, planet,
/// component, check instead, reason). Everything not listed here is held to the 5 % rule.
const EXCEPTIONS: &[(&str, Planet, &str, Instead, &str)] = &[
    (
        "Raman",
        Planet::Mars,
        "dig",
        Instead::NotCompared,
        "the book prints 64.30, above the 60 virupas dig bala cannot exceed (BPHS 27: one \
         rupa at the strongest point); ours is 55.4. Its total (306.20) carries the same \
         excess and still agrees within 5 %.",
    ),
    (
        "Raman",
        Planet::Mercury,
        "cheshta",
        Instead::Within(5.0),
        "the book reads Mercury's sighrochcha (mean heliocentric longitude) from its tables, \
         about 13° ahead of Meeus' mean elements for 1918: 2.30 against our 6.60.",
    ),
    (
        "Raman",
        Planet::Venus,
        "cheshta",
        Instead::Within(1.0),
        "the book's tabled mean longitudes again: 5.95 against our 6.67 (a cheshta kendra 2° \
         apart).",
    ),
    (
        "Jain",
        Planet::Mercury,
        "cheshta",
        Instead::Within(5.0),
        "as Raman's: Mercury's sighrochcha from the book's tables: 28.76 against our 24.38.",
    ),
    (
        "Raman",
        Planet::Mars,
        "ayana",
        Instead::Within(1.0),
        "the book's kranti for Mars (tabled) is 0.47° further south than the longitude gives: \
         1.84 against our 2.42.",
    ),
    (
        "Jain",
        Planet::Mercury,
        "yuddha",
        Instead::Within(1.0),
        "planetary war (Mercury and Jupiter 8′ apart) is not computed; the book's −0.80 is \
         inside its kala total, which agrees within 5 %.",
    ),
    (
        "Jain",
        Planet::Jupiter,
        "yuddha",
        Instead::Within(1.0),
        "as for Mercury: the book's +0.80 to Jupiter, the winner.",
    ),
];

/// Ishta and kashta phala are not in the transcribed tables: derived from the book's own uchcha
/// and cheshta balas by Raman's formulas (ch. X), the Sun's and the Moon's cheshta being half
/// the book's doubled ayana and paksha. Where the book's cheshta is an exception, so are these.
fn phala_rows(book: &Book) -> [(&'static str, [f64; 7]); 2] {
    let row = |name: &str| book.table.iter().find(|r| r.0 == name).unwrap().1;
    let (u, c, ayana, paksha) = (row("uchcha"), row("cheshta"), row("ayana"), row("paksha"));
    let cheshta = |i: usize| match i {
        0 => ayana[0] / 2.0,
        1 => paksha[1] / 2.0,
        _ => c[i],
    };
    let ishta = std::array::from_fn(|i| (u[i] * cheshta(i)).sqrt());
    let kashta = std::array::from_fn(|i| ((60.0 - u[i]) * (60.0 - cheshta(i))).sqrt());
    [("ishta", ishta), ("kashta", kashta)]
}

fn exception(book: &str, p: Planet, name: &str) -> Option<Instead> {
    let find = |name: &str| {
        EXCEPTIONS
            .iter()
            .find(|e| e.0 == book && e.1 == p && e.2 == name)
            .map(|e| e.3)
    };
    match name {
        // Derived from the book's cheshta bala: not compared where that is an exception.
        "ishta" | "kashta" => find("cheshta").map(|_| Instead::NotCompared),
        n => find(n),
    }
}

/// One comparison that did not hold, for the failure message.
struct Miss {
    planet: Planet,
    component: &'static str,
    ours: f64,
    book: f64,
}

/// The largest deviation seen: (planet, component, deviation).
type Worst = (Planet, &'static str, f64);

/// Compares every component of every planet with the book. Returns the misses, the largest
/// relative deviation where 5 % is the bound (the book's value 10 virupas or more) and the
/// largest absolute one where the 0.5-virupa floor is.
fn compare(book: &Book) -> (Vec<Miss>, Worst, Worst) {
    let s = shadbala(&chart_of(book));
    let derived = phala_rows(book);
    let mut misses = Vec::new();
    let mut worst = (Planet::Sun, "", 0.0);
    let mut worst_floor = (Planet::Sun, "", 0.0);
    for &(name, row) in book.table.iter().chain(derived.iter()) {
        for (i, &want) in row.iter().enumerate() {
            let p = Planet::SEVEN[i];
            let ours = component(s.of(p).unwrap(), name);
            let dev = (ours - want).abs();
            let ok = match exception(book.name, p, name) {
                Some(Instead::Within(v)) => dev <= v,
                Some(Instead::NotCompared) => true,
                None => {
                    let floor = if name == "rupas" { FLOOR / 60.0 } else { FLOOR };
                    if RELATIVE * want.abs() >= floor {
                        if dev / want.abs() > worst.2 {
                            worst = (p, name, dev / want.abs());
                        }
                    } else if dev > worst_floor.2 {
                        worst_floor = (p, name, dev);
                    }
                    dev <= (RELATIVE * want.abs()).max(floor)
                }
            };
            if !ok {
                misses.push(Miss {
                    planet: p,
                    component: name,
                    ours,
                    book: want,
                });
            }
        }
    }
    (misses, worst, worst_floor)
}

fn check(book: &Book) {
    let chart = chart_of(book);
    // The chart itself: each planet within 0.5° of the book's printed longitude. Raman's agree
    // with ours within 0.06°; Jain's, as transcribed, lie 0.1°–0.37° behind ours, yet Jain's
    // uchcha balas, which follow from the longitudes, agree with ours within 0.01 virupa
    // (0.03°), so the book computed with positions as ours.
    for (p, want) in Planet::SEVEN.iter().zip(book.longitudes) {
        let got = chart.graha(*p).longitude.degrees();
        let d = (got - want + 180.0).rem_euclid(360.0) - 180.0;
        assert!(
            d.abs() < 0.5,
            "{} {p}: {got} vs the book's {want}",
            book.name
        );
    }
    let (misses, worst, worst_floor) = compare(book);
    let report: Vec<String> = misses
        .iter()
        .map(|m| {
            format!(
                "{} {}: ours {:.2}, book {:.2}",
                m.planet.name(),
                m.component,
                m.ours,
                m.book
            )
        })
        .collect();
    assert!(
        report.is_empty(),
        "{}: {} components off:\n{}",
        book.name,
        report.len(),
        report.join("\n")
    );
    println!(
        "{}: largest deviation {} {} {:.2} % (5 % bound); {} {} {:.2} virupa (floor)",
        book.name,
        worst.0.name(),
        worst.1,
        worst.2 * 100.0,
        worst_floor.0.name(),
        worst_floor.1,
        worst_floor.2
    );
}

#[test]
fn raman_worked_example_within_five_percent() {
    check(&raman());
}

#[test]
fn jain_worked_example_within_five_percent() {
    check(&jain());
}

#[test]
#[ignore = "prints ours beside the books' for a hand check"]
fn print_books_side_by_side() {
    for book in [raman(), jain()] {
        let s = shadbala(&chart_of(&book));
        println!("== {}", book.name);
        for &(name, row) in book.table.iter().chain(phala_rows(&book).iter()) {
            let ours: Vec<String> = Planet::SEVEN
                .iter()
                .zip(row)
                .map(|(&p, want)| format!("{:7.2}/{:7.2}", component(s.of(p).unwrap(), name), want))
                .collect();
            println!("{name:13} {}", ours.join(" "));
        }
    }
}

/// BPHS 27: the Sun's cheshta bala is its ayana bala and the Moon's its paksha bala, the share
/// the books print as the doubling of those two under kala bala (their cheshta column is blank).
#[test]
fn luminaries_cheshta_is_their_kala_share() {
    for book in [raman(), jain()] {
        let s = shadbala(&chart_of(&book));
        let (sun, moon) = (s.of(Planet::Sun).unwrap(), s.of(Planet::Moon).unwrap());
        assert!(sun.cheshta > 0.0 && (sun.cheshta - sun.kala.ayana).abs() < 1e-9);
        assert!(moon.cheshta > 0.0 && (moon.cheshta - moon.kala.paksha).abs() < 1e-9);
        let row = |name: &str| book.table.iter().find(|r| r.0 == name).unwrap().1;
        assert_eq!(row("cheshta")[..2], [0.0, 0.0], "{}", book.name);
    }
}

/// The year and month lords of both books, by the ahargana from the creation epoch (BPHS 27.13):
/// Raman, 16 October 1918: year Saturn, month Mercury; Jain, 12/13 September 1981: year and
/// month Mars. The Kali Yuga count we used before gave Sun and Jupiter, Mercury and Mercury.
#[test]
fn year_and_month_lords_follow_the_ahargana() {
    for (book, abda, masa) in [
        (raman(), Planet::Saturn, Planet::Mercury),
        (jain(), Planet::Mars, Planet::Mars),
    ] {
        let s = shadbala(&chart_of(&book));
        let lord = |f: fn(&GrahaStrength) -> f64| {
            s.grahas
                .iter()
                .filter(|g| f(g) > 0.0)
                .map(|g| g.planet)
                .collect::<Vec<_>>()
        };
        assert_eq!(lord(|g| g.kala.abda), [abda], "{}", book.name);
        assert_eq!(lord(|g| g.kala.masa), [masa], "{}", book.name);
    }
}
