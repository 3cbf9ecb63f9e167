//! The five doshas against constructed charts: present and absent for each published
//! trigger, the severity scales and the named Kaal Sarp types.

use crate::yogas::chart;
use graha::astro::doshas::{self, DoshaKind, Extent, Finding, KaalSarp, Side};
use graha::astro::{MangalCancellation, Planet, Severity};

#[test]
fn mangal_follows_the_ascendant_trigger() {
    // Mars in the 4th (Cancer from Aries) raises it; in the 2nd it does not.
    let d = doshas::mangal(&chart("Ari; Ma Can 10"));
    assert!(d.present);
    assert_eq!(d.affected_houses, [4]);
    assert!(!doshas::mangal(&chart("Ari; Ma Tau 10")).present);
    // Mars in its own sign in the 1st: still present (a cancellation never changes the
    // presence), but cancelled.
    let d = doshas::mangal(&chart("Ari; Ma Ari 10"));
    assert!(d.present);
    assert_eq!(d.severity, Severity::Cancelled);
    let Finding::Mangal(m) = &d.finding else {
        panic!("mangal finding")
    };
    assert!(m.cancellations.contains(&MangalCancellation::OwnSign));
}

#[test]
fn kaal_sarp_full_partial_and_absent() {
    // All seven between Rahu (Aries 10°) and Ketu (Libra 10°), none in a node's sign: full,
    // Rahu in the 1st: Anant.
    let full =
        "Ari; Ra Ari 10; Su Gem 1; Mo Can 2; Ma Leo 3; Me Gem 20; Ju Vir 5; Ve Can 20; Sa Leo 7";
    let d = doshas::kaal_sarp(&chart(full));
    assert!(d.present);
    assert_eq!(d.severity, Severity::High);
    assert_eq!(d.affected_houses, [1, 7]);
    let Finding::KaalSarp(k) = d.finding else {
        panic!("kaal sarp finding")
    };
    assert_eq!((k.extent, k.kind), (Extent::Full, "Anant"));
    // Saturn at Aries 15°: past Rahu by degree, in Rahu's sign: partial.
    let d = doshas::kaal_sarp(&chart(&full.replace("Sa Leo 7", "Sa Ari 15")));
    assert_eq!(d.severity, Severity::Moderate);
    assert!(matches!(d.finding, Finding::KaalSarp(k) if k.extent == Extent::Partial));
    // Saturn at Aries 5°, behind Rahu: outside the arc, no Kaal Sarp.
    assert!(!doshas::kaal_sarp(&chart(&full.replace("Sa Leo 7", "Sa Ari 5"))).present);
    // Saturn in Pisces, on the Ketu→Rahu side while the six others are on the Rahu→Ketu side.
    assert!(!doshas::kaal_sarp(&chart(&full.replace("Sa Leo 7", "Sa Pis 10"))).present);
}

fn kaal_sarp_of(spec: &str) -> Option<KaalSarp> {
    doshas::find_kaal_sarp(&chart(spec))
}

// Rahu Aries 10°, Ketu Libra 10°: the seven in Gemini–Virgo (the Rahu→Ketu arc), and the same
// seven moved six signs on, into Sagittarius–Pisces (the Ketu→Rahu arc).
const ASCENDING: &str =
    "Ari; Ra Ari 10; Su Gem 1; Mo Can 2; Ma Leo 3; Me Gem 20; Ju Vir 5; Ve Can 20; Sa Leo 7";
const DESCENDING: &str =
    "Ari; Ra Ari 10; Su Sag 1; Mo Cap 2; Ma Aqu 3; Me Sag 20; Ju Pis 5; Ve Cap 20; Sa Aqu 7";

#[test]
fn kaal_sarp_is_found_on_either_side_of_the_axis() {
    // The module doc: all seven between the nodes on either side is Kaal Sarp; the
    // Rahu→Ketu side (in the order of the signs) is ascending, Ketu→Rahu descending (Kaal Amrit).
    let k = kaal_sarp_of(ASCENDING).expect("ascending");
    assert_eq!(
        (k.side, k.extent, k.kind),
        (Side::Ascending, Extent::Full, "Anant")
    );
    let k = kaal_sarp_of(DESCENDING).expect("descending");
    // The type still follows Rahu's house (1st: Anant), the severity the extent only.
    assert_eq!(
        (k.side, k.extent, k.kind),
        (Side::Descending, Extent::Full, "Anant")
    );
    assert_eq!((k.rahu_house, k.ketu_house), (1, 7));
    let d = doshas::kaal_sarp(&chart(DESCENDING));
    assert!(d.present);
    assert_eq!(d.severity, Severity::High);
    // A planet in a node's sign on the descending side: partial (Saturn Aries 5°, behind Rahu).
    let k = kaal_sarp_of(&DESCENDING.replace("Sa Aqu 7", "Sa Ari 5")).unwrap();
    assert_eq!((k.side, k.extent), (Side::Descending, Extent::Partial));
    // One planet on the other side breaks either form.
    assert!(kaal_sarp_of(&DESCENDING.replace("Sa Aqu 7", "Sa Leo 7")).is_none());
    assert!(kaal_sarp_of(&ASCENDING.replace("Sa Leo 7", "Sa Aqu 7")).is_none());
}

#[test]
fn a_planet_on_a_nodes_degree_is_hemmed() {
    // Rule (module doc): the arcs are closed; a planet on the node's exact degree is swallowed
    // by it, inside the snake, and, sharing the node's sign, makes the dosha partial.
    for spec in [
        ASCENDING.replace("Sa Leo 7", "Sa Ari 10"),
        ASCENDING.replace("Sa Leo 7", "Sa Lib 10"),
    ] {
        let k = kaal_sarp_of(&spec).expect(&spec);
        assert_eq!(
            (k.side, k.extent),
            (Side::Ascending, Extent::Partial),
            "{spec}"
        );
    }
    for spec in [
        DESCENDING.replace("Sa Aqu 7", "Sa Ari 10"),
        DESCENDING.replace("Sa Aqu 7", "Sa Lib 10"),
    ] {
        let k = kaal_sarp_of(&spec).expect(&spec);
        assert_eq!(
            (k.side, k.extent),
            (Side::Descending, Extent::Partial),
            "{spec}"
        );
    }
    // A tenth of a degree off the axis, on the wrong side, breaks it.
    assert!(kaal_sarp_of(&ASCENDING.replace("Sa Leo 7", "Sa Ari 9.9")).is_none());
    assert!(kaal_sarp_of(&DESCENDING.replace("Sa Aqu 7", "Sa Ari 10.1")).is_none());
}

#[test]
fn kaal_sarp_types_follow_rahus_house() {
    // The same positions from each of the twelve ascendants: Rahu in Aries falls in house
    // 1, 12, 11, … and takes the type of that house.
    let signs = [
        "Ari", "Tau", "Gem", "Can", "Leo", "Vir", "Lib", "Sco", "Sag", "Cap", "Aqu", "Pis",
    ];
    for (i, asc) in signs.iter().enumerate() {
        let spec = format!(
            "{asc}; Ra Ari 10; Su Gem 1; Mo Can 2; Ma Leo 3; Me Gem 20; Ju Vir 5; Ve Can 20; Sa Leo 7"
        );
        let d = doshas::kaal_sarp(&chart(&spec));
        let Finding::KaalSarp(k) = d.finding else {
            panic!("{asc}")
        };
        let house = (12 - i) % 12 + 1;
        assert_eq!(usize::from(k.rahu_house), house, "{asc}");
        assert_eq!(k.kind, doshas::KAAL_SARP_TYPES[house - 1], "{asc}");
    }
    assert_eq!(doshas::KAAL_SARP_TYPES[3], "Shankhpal");
    assert_eq!(doshas::KAAL_SARP_TYPES[11], "Sheshnag");
}

#[test]
fn pitra_by_conjunction_or_node_aspect() {
    // Sun 5° from Rahu in Gemini: high.
    let d = doshas::pitra(&chart("Ari; Su Gem 10; Mo Vir 1; Ra Gem 15"));
    assert!(d.present);
    assert_eq!(d.severity, Severity::High);
    assert_eq!(d.affected_houses, [3]);
    // Rahu in Aries casts its 5th aspect on the Sun in Leo, nothing joins a luminary: low.
    let c = chart("Ari; Su Leo 10; Mo Tau 20; Ra Ari 10");
    let d = doshas::pitra(&c);
    assert!(d.present);
    assert_eq!(d.severity, Severity::Low);
    // ... and that is no Grahan dosha (same sign required).
    assert!(!doshas::grahan(&c).present);
    // Rahu in Gemini, Ketu in Sagittarius: neither touches Taurus.
    assert!(!doshas::pitra(&chart("Ari; Su Tau 10; Mo Tau 20; Ra Gem 10")).present);
}

#[test]
fn grahan_needs_a_node_in_a_luminarys_sign() {
    // Sun and Moon with Rahu in Taurus, Rahu 2° from the Sun: high.
    let d = doshas::grahan(&chart("Ari; Su Tau 10; Mo Tau 20; Ra Tau 12"));
    assert!(d.present);
    assert_eq!(d.severity, Severity::High);
    assert_eq!(d.planets, [Planet::Sun, Planet::Moon, Planet::Rahu]);
    // Only the Moon with Ketu, 25° apart: low.
    let d = doshas::grahan(&chart("Ari; Su Gem 10; Mo Sco 29; Ra Tau 4"));
    assert_eq!(d.severity, Severity::Low);
    assert!(!doshas::grahan(&chart("Ari; Su Tau 10; Mo Tau 20; Ra Gem 10")).present);
}

#[test]
fn shrapit_is_saturn_with_rahu() {
    let d = doshas::shrapit(&chart("Ari; Sa Cap 10; Ra Cap 15"));
    assert!(d.present);
    assert_eq!(d.severity, Severity::High);
    // Jupiter in Virgo aspects Capricorn (its 5th): one step lighter.
    let d = doshas::shrapit(&chart("Ari; Sa Cap 10; Ra Cap 15; Ju Vir 10"));
    assert_eq!(d.severity, Severity::Moderate);
    assert!(!doshas::shrapit(&chart("Ari; Sa Cap 10; Ra Aqu 15")).present);
}

#[test]
fn all_five_in_spec_order() {
    let names: Vec<&str> = doshas::doshas(&chart("Ari"))
        .iter()
        .map(|d| d.kind.name())
        .collect();
    assert_eq!(
        names,
        [
            "Mangal Dosha",
            "Kaal Sarp Dosha",
            "Pitra Dosha",
            "Shrapit Dosha",
            "Grahan Dosha"
        ]
    );
    assert_eq!(DoshaKind::ALL.len(), 5);
}
