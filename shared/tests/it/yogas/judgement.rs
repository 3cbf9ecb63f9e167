//! What a judged yoga names: Kemadruma's and Shakata's cancellations, an afflicted Jupiter
//! breaking Gaja Kesari, each planet cancelling a Neecha Bhanga, the pair forming a Raja yoga
//! and how they meet, and the strength from dignity, house and combustion.

use super::{BASE, MOON_ALONE, chart, present};
use graha::astro::yogas::{self, Strength};
use graha::astro::{Chart, Planet};

fn judged(c: &Chart, key: &str) -> yogas::Yoga {
    yogas::judge(c, yogas::rule(key).unwrap())
}

#[test]
fn kemadruma_cancellation_is_named() {
    // BPHS ch. 37: a planet in a kendra from the lagna or the Moon cancels Kemadruma. Jupiter in
    // Libra is the 7th from Aries and the 4th from the Moon in Cancer.
    let y = judged(
        &chart(
            "Ari; Su Sco 1; Mo Can 5; Ma Sco 10; Me Sco 5; Ju Lib 10; Ve Sco 15; Sa Sco 20; Ra Sag 10",
        ),
        "kemadruma",
    );
    assert!(!y.present);
    let keys: Vec<&str> = y.details.iter().map(|d| d.key).collect();
    assert_eq!(keys, ["kemadrumaKendraLagna", "kemadrumaKendraMoon"]);
    assert_eq!(y.details[0].planets, [Planet::Jupiter]);
    // Uncancelled: the Moon alone, its own planet the only one forming it.
    let y = judged(&chart(MOON_ALONE), "kemadruma");
    assert!(y.present && y.details.is_empty());
    assert_eq!(y.planets, [Planet::Moon]);
}

#[test]
fn shakata_is_cancelled_by_a_moon_in_a_kendra() {
    // Phaladeepika ch. 6: the Moon 6th from Jupiter (Virgo from Aries) but in the 4th from a
    // Gemini lagna: no Shakata.
    let y = judged(&chart("Gem; Mo Vir 5"), "shakata");
    assert!(!y.present);
    assert_eq!(y.details[0].key, "shakataCancelled");
    assert_eq!(y.details[0].houses, [4]);
}

#[test]
fn gaja_kesari_needs_an_unafflicted_jupiter() {
    // BPHS ch. 36: Jupiter 7th from the Moon but debilitated in Capricorn: no Gaja Kesari.
    assert!(!present(&chart("Ari; Mo Can 5; Ju Cap 10"), "gajaKesari"));
    // Same Moon, Jupiter in Capricorn's neighbour Libra (4th from the Moon), not debilitated.
    assert!(present(&chart("Ari; Mo Can 5; Ju Lib 10"), "gajaKesari"));
}

#[test]
fn neecha_bhanga_names_each_cancelling_planet() {
    // Phaladeepika ch. 7: Sun debilitated in Libra. Venus (its dispositor) in the 10th,
    // Mars (lord of Aries, its exaltation sign) in the 1st, Saturn (exalted in Libra) in the
    // 10th with Venus.
    let y = judged(
        &chart(
            "Ari; Su Lib 10; Mo Tau 10; Ma Ari 5; Me Lib 20; Ju Gem 1; Ve Cap 10; Sa Cap 20; Ra Can 1",
        ),
        "neechaBhangaRaja",
    );
    assert!(y.present);
    let found: Vec<(&str, Planet)> = y.details.iter().map(|d| (d.key, d.planets[1])).collect();
    assert_eq!(
        found,
        [
            ("nbDispositorKendra", Planet::Venus),
            ("nbExaltationLordKendra", Planet::Mars),
            ("nbExaltedThereKendra", Planet::Saturn),
        ]
    );
    assert_eq!(y.planets[0], Planet::Sun);
    // Mars debilitated in Cancer, its dispositor the Moon in the 6th: the Moon counts only
    // from the lagna (from itself it would always stand in a kendra). Saturn (lord of Capricorn)
    // in the 2nd and Jupiter (exalted in Cancer) in the 5th cancel nothing either.
    let c = chart("Ari; Ma Can 10; Mo Vir 10; Sa Tau 10; Ju Leo 10");
    assert!(!judged(&c, "neechaBhangaRaja").present);
}

#[test]
fn raja_yoga_names_the_pair_and_how_they_meet() {
    // BPHS ch. 34 v. 11: the 4th lord Moon and the 9th lord Jupiter share Cancer in BASE; the
    // 10th lord Saturn (Libra) and the 1st lord Mars (Aries) aspect each other.
    let y = judged(&chart(BASE), "kendraTrikonaRaja");
    let pairs: Vec<(&str, Vec<Planet>, Vec<u8>)> = y
        .details
        .iter()
        .map(|d| (d.key, d.planets.clone(), d.houses.clone()))
        .collect();
    assert!(pairs.contains(&("conjunct", vec![Planet::Moon, Planet::Jupiter], vec![4, 9])));
    assert!(pairs.contains(&(
        "mutualAspect",
        vec![Planet::Saturn, Planet::Mars],
        vec![10, 1]
    )));
}

#[test]
fn strength_follows_dignity_house_and_combustion() {
    // Sun exalted in Aries in the 10th (Cancer rising) with Mercury 20° away: both dignified
    // enough, Mercury not combust (orb 14°) -> strong.
    let c = chart("Can; Su Ari 10; Me Ari 29");
    assert_eq!(judged(&c, "budhaAditya").strength, Some(Strength::Strong));
    // Same sign but Mercury 2° from a debilitated Sun in the 12th (Scorpio rising): weak.
    let c = chart("Sco; Su Lib 10; Me Lib 12");
    assert_eq!(judged(&c, "budhaAditya").strength, Some(Strength::Weak));
    // Absent yogas carry no strength and no forming planets.
    let y = judged(&chart("Ari; Su Leo 10; Me Vir 5"), "budhaAditya");
    assert_eq!((y.strength, y.planets.len()), (None, 0));
}
