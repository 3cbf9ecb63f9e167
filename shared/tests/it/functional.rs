//! Functional nature for all twelve ascendants against BPHS ch. 34 v. 19–44 (the per-lagna
//! lists, restated in Laghu Parashari): the yogakaraka, and the planets the verses call
//! auspicious or malefic.

use crate::yogas::chart;
use graha::astro::functional::{self, Nature};
use graha::astro::{Planet, Sign};

use Planet::*;

/// (ascendant, yogakaraka, auspicious, malefic) as BPHS ch. 34 lists them.
type Row = (Sign, Option<Planet>, &'static [Planet], &'static [Planet]);

const TABLE: [Row; 12] = [
    (
        Sign::Aries,
        None,
        &[Jupiter, Sun],
        &[Saturn, Mercury, Venus],
    ),
    (
        Sign::Taurus,
        Some(Saturn),
        &[Saturn, Sun],
        &[Jupiter, Venus, Moon],
    ),
    (Sign::Gemini, None, &[Venus], &[Mars, Jupiter, Sun]),
    (
        Sign::Cancer,
        Some(Mars),
        &[Mars, Jupiter, Moon],
        &[Venus, Mercury],
    ),
    (
        Sign::Leo,
        Some(Mars),
        &[Mars, Jupiter, Sun],
        &[Mercury, Venus, Saturn],
    ),
    (Sign::Virgo, None, &[Mercury, Venus], &[Mars, Jupiter, Moon]),
    (
        Sign::Libra,
        Some(Saturn),
        &[Saturn, Mercury],
        &[Jupiter, Sun, Mars],
    ),
    (
        Sign::Scorpio,
        None,
        &[Jupiter, Moon],
        &[Venus, Mercury, Saturn],
    ),
    (Sign::Sagittarius, None, &[Mars, Sun], &[Venus]),
    (
        Sign::Capricorn,
        Some(Venus),
        &[Venus, Mercury],
        &[Mars, Jupiter, Moon],
    ),
    (
        Sign::Aquarius,
        Some(Venus),
        &[Venus, Saturn],
        &[Jupiter, Moon, Mars],
    ),
    (
        Sign::Pisces,
        None,
        &[Mars, Moon],
        &[Saturn, Venus, Sun, Mercury],
    ),
];

#[test]
fn all_twelve_ascendants_match_bphs() {
    let mut failures = Vec::new();
    for (asc, yk, good, bad) in TABLE {
        if functional::yogakaraka(asc) != yk {
            failures.push(format!(
                "{asc}: yogakaraka {:?}",
                functional::yogakaraka(asc)
            ));
        }
        if functional::summary(asc).yogakaraka != yk {
            failures.push(format!("{asc}: summary yogakaraka"));
        }
        for &p in good {
            let r = functional::functional_role(asc, p);
            if r.nature != Nature::Benefic {
                failures.push(format!("{asc} {p}: {:?} ({})", r.nature, r.score));
            }
        }
        for &p in bad {
            let r = functional::functional_role(asc, p);
            if r.nature != Nature::Malefic {
                failures.push(format!("{asc} {p}: {:?} ({})", r.nature, r.score));
            }
        }
        if let Some(y) = yk {
            assert!(functional::functional_role(asc, y).yogakaraka);
            // The yogakaraka is the most benefic planet of its ascendant.
            assert_eq!(functional::summary(asc).most_benefic, y, "{asc}");
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn reasons_name_the_lordships() {
    use functional::Reason;
    // Taurus: Saturn rules the 9th and 10th; Jupiter the 8th and 11th.
    let s = functional::functional_role(Sign::Taurus, Saturn);
    assert_eq!(s.houses, [9, 10]);
    assert!(s.reasons.contains(&Reason::Yogakaraka));
    assert!(s.reasons.contains(&Reason::TrikonaLord(9)));
    assert!(s.reasons.contains(&Reason::KendraLordMalefic(10)));
    let j = functional::functional_role(Sign::Taurus, Jupiter);
    assert!(j.reasons.contains(&Reason::EighthLord));
    assert!(j.reasons.contains(&Reason::TrishadayaLord(11)));
    // Taurus is fixed: its badhaka is the 9th, Saturn's.
    assert!(s.badhaka);
    // Aries: Venus rules the 2nd and 7th, a double maraka with kendradhipati dosha.
    let v = functional::functional_role(Sign::Aries, Venus);
    assert!(v.maraka);
    assert!(v.reasons.contains(&Reason::KendradhipatiDosha(7)));
    // Cancer: the Sun rules Leo, the 2nd only.
    assert_eq!(functional::functional_role(Sign::Cancer, Sun).houses, [2]);
    // Capricorn: the Sun rules the 8th without blemish (BPHS ch. 34 v. 7).
    let sun = functional::functional_role(Sign::Capricorn, Sun);
    assert!(sun.reasons.contains(&Reason::EighthLordExempt));
    assert_eq!(sun.nature, Nature::Neutral);
}

#[test]
fn nodes_follow_their_dispositor_in_a_chart() {
    // Taurus rising, Rahu in Capricorn: its dispositor Saturn is the yogakaraka.
    let roles = functional::functional_nature(&chart("Tau; Ra Cap 10"));
    let rahu = &roles[Rahu.index()];
    assert_eq!(rahu.nature, Nature::Benefic);
    assert_eq!(rahu.reasons, [functional::Reason::NodeDispositor(Saturn)]);
    // Ketu opposite in Cancer: the Moon, 3rd lord for Taurus, a malefic.
    assert_eq!(roles[Ketu.index()].nature, Nature::Malefic);
    // Without a chart a node is neutral.
    assert_eq!(
        functional::functional_role(Sign::Taurus, Rahu).nature,
        Nature::Neutral
    );
}
