//! Shadbala invariants over every birth of `births_public.json` (there are no reference values
//! for shadbala; these are the classical rules a user can check by hand).

use crate::support::{birth_of, births};
use graha::astro::shadbala::{drishti, naisargika, shadbala, uchcha};
use graha::astro::{Chart, Longitude, Planet};

fn charts() -> Vec<Chart> {
    births()
        .iter()
        .map(|b| Chart::compute(&birth_of(&b["profile"])).unwrap())
        .collect()
}

#[test]
fn naisargika_values_are_exact() {
    // BPHS 27: Sun 60, Moon 51.43, Venus 42.86, Jupiter 34.29, Mercury 25.71, Mars 17.14,
    // Saturn 8.57 (60 × k / 7).
    let want = [
        (Planet::Sun, 60.0),
        (Planet::Moon, 360.0 / 7.0),
        (Planet::Venus, 300.0 / 7.0),
        (Planet::Jupiter, 240.0 / 7.0),
        (Planet::Mercury, 180.0 / 7.0),
        (Planet::Mars, 120.0 / 7.0),
        (Planet::Saturn, 60.0 / 7.0),
    ];
    for (p, v) in want {
        assert!((naisargika(p) - v).abs() < 1e-12, "{p}");
    }
}

#[test]
fn balas_are_within_their_classical_ranges() {
    for c in charts() {
        let s = shadbala(&c);
        for g in &s.grahas {
            let p = g.planet;
            let st = g.sthana;
            for (name, v, max) in [
                ("uchcha", st.uchcha, 60.0),
                ("saptavargaja", st.saptavargaja, 7.0 * 45.0),
                ("ojhayugma", st.ojhayugma, 30.0),
                ("kendradi", st.kendradi, 60.0),
                ("drekkana", st.drekkana, 15.0),
                ("dig", g.dig, 60.0),
                ("nathonnatha", g.kala.nathonnatha, 60.0),
                ("paksha", g.kala.paksha, 60.0),
                ("tribhaga", g.kala.tribhaga, 60.0),
                ("ayana", g.kala.ayana, 60.0),
                ("cheshta", g.cheshta, 60.0),
            ] {
                assert!((0.0..=max + 1e-9).contains(&v), "{p} {name} = {v}");
            }
            // Drik bala may be negative, but a quarter of six full aspects at most.
            assert!(g.drik.abs() <= 6.0 * 60.0 / 4.0, "{p} drik {}", g.drik);
            assert!(g.total_virupas() > 0.0);
            assert!((g.rupas() * 60.0 - g.total_virupas()).abs() < 1e-9);
            assert!((g.ratio() * g.required_rupas() - g.rupas()).abs() < 1e-9);
            assert_eq!(g.is_strong(), g.ratio() >= 1.0);
        }
        // Ranks are a permutation of 1..=7, by ratio.
        let mut ranks: Vec<u8> = s.grahas.iter().map(|g| g.rank).collect();
        ranks.sort();
        assert_eq!(ranks, (1..=7).collect::<Vec<u8>>());
        let mut by_rank = s.grahas.to_vec();
        by_rank.sort_by_key(|g| g.rank);
        assert!(by_rank.windows(2).all(|w| w[0].ratio() >= w[1].ratio()));
    }
}

#[test]
fn kala_bala_shares_are_conserved() {
    for c in charts() {
        let s = shadbala(&c);
        let sum = |f: &dyn Fn(&graha::astro::shadbala::GrahaStrength) -> f64| -> f64 {
            s.grahas.iter().map(f).sum()
        };
        // BPHS 27: one lord each of the year (15), month (30), weekday (45) and hour (60).
        assert_eq!(sum(&|g| g.kala.abda), 15.0);
        assert_eq!(sum(&|g| g.kala.masa), 30.0);
        assert_eq!(sum(&|g| g.kala.vara), 45.0);
        assert_eq!(sum(&|g| g.kala.hora), 60.0);
        // Tribhaga: Jupiter always, plus the lord of the third of the day or night.
        assert_eq!(sum(&|g| g.kala.tribhaga), 120.0);
        let of = |p| s.of(p).unwrap();
        // Nathonnatha: the diurnal and nocturnal halves are complementary; Mercury always 60.
        assert!(
            (of(Planet::Sun).kala.nathonnatha + of(Planet::Moon).kala.nathonnatha - 60.0).abs()
                < 1e-9
        );
        assert_eq!(of(Planet::Mercury).kala.nathonnatha, 60.0);
        // Paksha: a benefic's and a malefic's shares sum to 60; the Moon's is a benefic's.
        let (ju, sa) = (
            of(Planet::Jupiter).kala.paksha,
            of(Planet::Saturn).kala.paksha,
        );
        assert!((ju + sa - 60.0).abs() < 1e-9);
        assert!((of(Planet::Moon).kala.paksha - ju).abs() < 1e-9);
        // BPHS 27: the Sun's cheshta bala is its ayana bala, the Moon's its paksha bala (the
        // books print each as a doubled kala bala share instead).
        assert!((of(Planet::Sun).kala.ayana - of(Planet::Sun).cheshta).abs() < 1e-9);
        assert!((of(Planet::Moon).kala.paksha - of(Planet::Moon).cheshta).abs() < 1e-9);
        // Ishta and kashta phala (Raman ch. X): geometric means, within 0–60.
        for g in &s.grahas {
            let (i, k) = (g.ishta_phala(), g.kashta_phala());
            assert!(
                (i * i - g.sthana.uchcha * g.cheshta).abs() < 1e-6,
                "{}",
                g.planet
            );
            assert!(
                (0.0..=60.0).contains(&i) && (0.0..=60.0).contains(&k),
                "{}",
                g.planet
            );
        }
    }
}

#[test]
fn uchcha_and_drishti_follow_the_rules() {
    // BPHS 27: 60 virupas at deep exaltation (Sun 10° Aries), 0 at deep debilitation.
    assert!((uchcha(Planet::Sun, Longitude::new(10.0)) - 60.0).abs() < 1e-9);
    assert!(uchcha(Planet::Sun, Longitude::new(190.0)).abs() < 1e-9);
    assert!((uchcha(Planet::Saturn, Longitude::new(290.0)) - 30.0).abs() < 1e-9);
    // BPHS 26: full aspect on the 7th; Saturn's 3rd and 10th, Jupiter's 5th and 9th, Mars'
    // 4th and 8th are full too.
    assert_eq!(drishti(Planet::Sun, 180.0), 60.0);
    assert_eq!(drishti(Planet::Saturn, 60.0), 60.0);
    assert_eq!(drishti(Planet::Saturn, 270.0), 60.0);
    assert_eq!(drishti(Planet::Jupiter, 120.0), 60.0);
    assert_eq!(drishti(Planet::Jupiter, 240.0), 60.0);
    assert_eq!(drishti(Planet::Mars, 90.0), 60.0);
    assert_eq!(drishti(Planet::Mars, 210.0), 60.0);
    assert_eq!(drishti(Planet::Venus, 10.0), 0.0);
}

#[test]
#[ignore = "prints the table for a hand check"]
fn print_shadbala() {
    for c in charts().iter().take(3) {
        for g in &shadbala(c).grahas {
            println!(
                "{:8} sthana {:6.1} {:?} dig {:5.1} kala {:6.1} {:?} cheshta {:5.1} nais {:5.1} drik {:6.1} = {:6.1} ({:.2} rupas, ratio {:.2}, rank {})",
                g.planet.name(),
                g.sthana.total(),
                g.sthana,
                g.dig,
                g.kala.total(),
                g.kala,
                g.cheshta,
                g.naisargika,
                g.drik,
                g.total_virupas(),
                g.rupas(),
                g.ratio(),
                g.rank
            );
        }
        println!();
    }
}

#[test]
fn shadbala_reply_lists_seven_planets() {
    use crate::dasha::request;
    use crate::support::typed;
    use graha::calc::strength::ShadbalaOut;
    use graha::endpoints::Endpoint;
    let b = &births()[1];
    let reply: ShadbalaOut = typed(&request(
        Endpoint::Shadbala,
        &b["profile"],
        serde_json::json!({}),
    ));
    let planets = &reply.planets;
    assert_eq!(planets.len(), 7);
    // BPHS 27 required rupas.
    let required = [6.5, 6.0, 5.0, 7.0, 6.5, 5.5, 5.0];
    for (p, want) in planets.iter().zip(required) {
        assert_eq!(p.required_rupas, want);
        let six: f64 = [
            p.sthana_bala,
            p.dig_bala,
            p.kala_bala,
            p.cheshta_bala,
            p.naisargika_bala,
            p.drik_bala,
        ]
        .iter()
        .sum();
        assert!((six - p.total_virupas).abs() < 0.05);
        assert_eq!(p.is_strong, p.ratio >= 1.0);
        assert!(!p.description.is_empty());
        for (k, v) in [
            ("ishtaPhala", p.ishta_phala),
            ("kashtaPhala", p.kashta_phala),
        ] {
            assert!((0.0..=60.0).contains(&v), "{k}");
        }
    }
    let strongest = planets.iter().find(|p| p.rank == 1).unwrap();
    assert_eq!(reply.strongest, strongest.planet);
}
