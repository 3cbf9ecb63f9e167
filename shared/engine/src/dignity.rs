//! Planetary dignity: exaltation, debilitation, moolatrikona, own sign, and the compound
//! (panchadha) relationship of a graha with the lord of the sign it occupies; combustion.
//!
//! Sources: Brihat Parashara Hora Shastra (BPHS) ch. 3 (exaltation, moolatrikona, own signs,
//! natural, temporary and compound relationships); Surya Siddhanta ch. 9 and Phaladeepika
//! ch. 2 for the combustion orbs.
//!
//! Conventions for the nodes (the texts disagree; we follow the BPHS ch. 3 reading used by
//! most modern software): Rahu is exalted in Taurus (deep 20°), debilitated in Scorpio,
//! moolatrikona Gemini, own sign Aquarius; Ketu is exalted in Scorpio (deep 20°), debilitated
//! in Taurus, moolatrikona Sagittarius, own sign Scorpio (masked by its exaltation there).
//! Rahu's natural friends are Mercury, Venus and Saturn (neutral Jupiter, enemies Sun, Moon,
//! Mars); Ketu's are Mars, Venus and Saturn (neutral Mercury, Jupiter, enemies Sun, Moon); the
//! two nodes are neutral to each other, and any graha's view of a node mirrors the node's view
//! of it.

use super::chart::Chart;
use super::types::{Planet, Sign};
use serde::{Deserialize, Serialize};

/// Dignity of a graha in its sign, strongest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum Dignity {
    Exalted,
    Moolatrikona,
    Own,
    GreatFriend,
    Friend,
    Neutral,
    Enemy,
    GreatEnemy,
    Debilitated,
}

impl Dignity {
    /// Every dignity, strongest first.
    pub const ALL: [Dignity; 9] = [
        Dignity::Exalted,
        Dignity::Moolatrikona,
        Dignity::Own,
        Dignity::GreatFriend,
        Dignity::Friend,
        Dignity::Neutral,
        Dignity::Enemy,
        Dignity::GreatEnemy,
        Dignity::Debilitated,
    ];

    /// camelCase name as published (`"exalted"`, `"greatFriend"`, …).
    pub fn name(self) -> &'static str {
        match self {
            Dignity::Exalted => "exalted",
            Dignity::Moolatrikona => "moolatrikona",
            Dignity::Own => "own",
            Dignity::GreatFriend => "greatFriend",
            Dignity::Friend => "friend",
            Dignity::Neutral => "neutral",
            Dignity::Enemy => "enemy",
            Dignity::GreatEnemy => "greatEnemy",
            Dignity::Debilitated => "debilitated",
        }
    }

    /// A 0–1 score, evenly spaced: exalted 1.0, moolatrikona 0.875, own 0.75, great friend
    /// 0.625, friend 0.5, neutral 0.375, enemy 0.25, great enemy 0.125, debilitated 0.0.
    pub fn score(self) -> f64 {
        let rank = Self::ALL.iter().position(|d| *d == self).unwrap_or(8);
        1.0 - rank as f64 / 8.0
    }
}

/// Natural (naisargika) relationship, BPHS ch. 3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum Relation {
    Friend,
    Neutral,
    Enemy,
}

/// Natural friends / enemies of each graha (BPHS ch. 3 for Sun … Saturn; nodes per the module
/// convention). Anything not listed is neutral.
fn natural_lists(p: Planet) -> (&'static [Planet], &'static [Planet]) {
    use Planet::*;
    match p {
        Sun => (&[Moon, Mars, Jupiter], &[Venus, Saturn, Rahu, Ketu]),
        Moon => (&[Sun, Mercury], &[Rahu, Ketu]),
        Mars => (&[Sun, Moon, Jupiter, Ketu], &[Mercury, Rahu]),
        Mercury => (&[Sun, Venus, Rahu], &[Moon]),
        Jupiter => (&[Sun, Moon, Mars], &[Mercury, Venus]),
        Venus => (&[Mercury, Saturn, Rahu, Ketu], &[Sun, Moon]),
        Saturn => (&[Mercury, Venus, Rahu, Ketu], &[Sun, Moon, Mars]),
        Rahu => (&[Mercury, Venus, Saturn], &[Sun, Moon, Mars]),
        Ketu => (&[Mars, Venus, Saturn], &[Sun, Moon]),
    }
}

/// Natural (naisargika) relationship of `of` towards `towards` (BPHS ch. 3). Not symmetric:
/// the Moon has no enemies, yet Mercury counts the Moon an enemy. A graha towards itself is
/// reported as a friend.
pub fn natural_relation(of: Planet, towards: Planet) -> Relation {
    if of == towards {
        return Relation::Friend;
    }
    let (friends, enemies) = natural_lists(of);
    if friends.contains(&towards) {
        Relation::Friend
    } else if enemies.contains(&towards) {
        Relation::Enemy
    } else {
        Relation::Neutral
    }
}

/// Temporary (tatkalika) friendship, BPHS ch. 3: a graha placed in the 2nd, 3rd, 4th, 10th,
/// 11th or 12th sign from `of` is its temporary friend; anywhere else (1, 5–9), an enemy.
/// `of == towards` is false.
pub fn temporal_friend(chart: &Chart, of: Planet, towards: Planet) -> bool {
    if of == towards {
        return false;
    }
    let h = chart.graha(of).sign().house_of(chart.graha(towards).sign());
    matches!(h, 2 | 3 | 4 | 10 | 11 | 12)
}

/// Compound (panchadha) relationship, BPHS ch. 3: natural + temporary.
/// friend+friend = great friend, neutral+friend = friend, friend+enemy = neutral,
/// neutral+enemy = enemy, enemy+enemy = great enemy.
pub fn compound_relation(chart: &Chart, of: Planet, towards: Planet) -> Dignity {
    let temporal = temporal_friend(chart, of, towards);
    match (natural_relation(of, towards), temporal) {
        (Relation::Friend, true) => Dignity::GreatFriend,
        (Relation::Friend, false) | (Relation::Enemy, true) => Dignity::Neutral,
        (Relation::Neutral, true) => Dignity::Friend,
        (Relation::Neutral, false) => Dignity::Enemy,
        (Relation::Enemy, false) => Dignity::GreatEnemy,
    }
}

/// Exaltation sign and deep-exaltation degree within it (BPHS ch. 3: Sun Aries 10°, Moon Taurus
/// 3°, Mars Capricorn 28°, Mercury Virgo 15°, Jupiter Cancer 5°, Venus Pisces 27°, Saturn Libra
/// 20°; nodes per the module convention, Rahu Taurus 20°, Ketu Scorpio 20°). Always `Some`.
pub fn exaltation(p: Planet) -> Option<(Sign, f64)> {
    use Planet::*;
    use Sign::*;
    Some(match p {
        Sun => (Aries, 10.0),
        Moon => (Taurus, 3.0),
        Mars => (Capricorn, 28.0),
        Mercury => (Virgo, 15.0),
        Jupiter => (Cancer, 5.0),
        Venus => (Pisces, 27.0),
        Saturn => (Libra, 20.0),
        Rahu => (Taurus, 20.0),
        Ketu => (Scorpio, 20.0),
    })
}

/// Debilitation sign: the seventh from the exaltation sign (BPHS ch. 3).
pub fn debilitation(p: Planet) -> Option<Sign> {
    exaltation(p).map(|(s, _)| s.nth(7))
}

/// Moolatrikona sign and degree range `[from, to)` within it (BPHS ch. 3: Sun Leo 0–20, Moon
/// Taurus 3–30, Mars Aries 0–12, Mercury Virgo 15–20, Jupiter Sagittarius 0–10, Venus Libra
/// 0–15, Saturn Aquarius 0–20; Rahu Gemini and Ketu Sagittarius whole sign by convention).
pub fn moolatrikona(p: Planet) -> (Sign, f64, f64) {
    use Planet::*;
    use Sign::*;
    match p {
        Sun => (Leo, 0.0, 20.0),
        Moon => (Taurus, 3.0, 30.0),
        Mars => (Aries, 0.0, 12.0),
        Mercury => (Virgo, 15.0, 20.0),
        Jupiter => (Sagittarius, 0.0, 10.0),
        Venus => (Libra, 0.0, 15.0),
        Saturn => (Aquarius, 0.0, 20.0),
        Rahu => (Gemini, 0.0, 30.0),
        Ketu => (Sagittarius, 0.0, 30.0),
    }
}

/// Whether `p` owns `s` (classical rulership; nodes per the module convention).
pub fn owns(p: Planet, s: Sign) -> bool {
    match p {
        Planet::Rahu => s == Sign::Aquarius,
        Planet::Ketu => s == Sign::Scorpio,
        _ => s.lord() == p,
    }
}

/// Dignity of a graha at `degree` (0–30) in `sign`, given its compound relation with the sign
/// lord (used when none of the fixed dignities applies).
///
/// Order of tests (BPHS ch. 3): exaltation sign (only up to the deep-exaltation degree when
/// the moolatrikona shares that sign: Moon in Taurus 0–3, Mercury in Virgo 0–15), then
/// debilitation sign, then the moolatrikona range, then own sign.
pub fn fixed_dignity(p: Planet, sign: Sign, degree: f64) -> Option<Dignity> {
    let (mt_sign, mt_from, mt_to) = moolatrikona(p);
    if let Some((ex_sign, deep)) = exaltation(p)
        && ex_sign == sign
        && (mt_sign != sign || degree < deep)
    {
        return Some(Dignity::Exalted);
    }
    if debilitation(p) == Some(sign) {
        return Some(Dignity::Debilitated);
    }
    if mt_sign == sign && (mt_from..mt_to).contains(&degree) {
        return Some(Dignity::Moolatrikona);
    }
    if owns(p, sign) {
        return Some(Dignity::Own);
    }
    None
}

/// Dignity of a graha in the natal chart: a fixed dignity (see [`fixed_dignity`]) or else its
/// compound relationship with the lord of its sign (BPHS ch. 3).
pub fn dignity(chart: &Chart, p: Planet) -> Dignity {
    let g = chart.graha(p);
    fixed_dignity(p, g.sign(), g.degree())
        .unwrap_or_else(|| compound_relation(chart, p, g.sign().lord()))
}

/// Combustion orb in degrees from the Sun (Surya Siddhanta ch. 9; Phaladeepika ch. 2): Moon 12,
/// Mars 17, Mercury 14 (12 when retrograde), Jupiter 11, Venus 10 (8 when retrograde), Saturn
/// 15. `None` for the Sun and the nodes, which are never combust.
pub fn combustion_orb(p: Planet, retrograde: bool) -> Option<f64> {
    match p {
        Planet::Moon => Some(12.0),
        Planet::Mars => Some(17.0),
        Planet::Mercury => Some(if retrograde { 12.0 } else { 14.0 }),
        Planet::Jupiter => Some(11.0),
        Planet::Venus => Some(if retrograde { 8.0 } else { 10.0 }),
        Planet::Saturn => Some(15.0),
        Planet::Sun | Planet::Rahu | Planet::Ketu => None,
    }
}

/// Whether a graha is combust (asta): within its orb of the Sun in longitude.
pub fn is_combust(chart: &Chart, p: Planet) -> bool {
    let g = chart.graha(p);
    combustion_orb(p, g.retrograde)
        .is_some_and(|orb| g.longitude.separation(chart.graha(Planet::Sun).longitude) < orb)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exaltation_and_debilitation_are_opposite() {
        // BPHS ch. 3: Sun exalted in Aries, debilitated in Libra; Saturn the reverse.
        assert_eq!(debilitation(Planet::Sun), Some(Sign::Libra));
        assert_eq!(debilitation(Planet::Saturn), Some(Sign::Aries));
        assert_eq!(debilitation(Planet::Jupiter), Some(Sign::Capricorn));
    }

    #[test]
    fn fixed_dignities_follow_degree_ranges() {
        // BPHS ch. 3: Mercury in Virgo exalted to 15°, moolatrikona 15–20°, own 20–30°.
        assert_eq!(
            fixed_dignity(Planet::Mercury, Sign::Virgo, 10.0),
            Some(Dignity::Exalted)
        );
        assert_eq!(
            fixed_dignity(Planet::Mercury, Sign::Virgo, 17.0),
            Some(Dignity::Moolatrikona)
        );
        assert_eq!(
            fixed_dignity(Planet::Mercury, Sign::Virgo, 25.0),
            Some(Dignity::Own)
        );
        // Moon: Taurus 0–3° exalted, then moolatrikona.
        assert_eq!(
            fixed_dignity(Planet::Moon, Sign::Taurus, 2.0),
            Some(Dignity::Exalted)
        );
        assert_eq!(
            fixed_dignity(Planet::Moon, Sign::Taurus, 20.0),
            Some(Dignity::Moolatrikona)
        );
        // Sun in Leo 25°: own sign, past the moolatrikona.
        assert_eq!(
            fixed_dignity(Planet::Sun, Sign::Leo, 25.0),
            Some(Dignity::Own)
        );
        assert_eq!(fixed_dignity(Planet::Sun, Sign::Gemini, 5.0), None);
    }

    #[test]
    fn natural_relations_are_asymmetric_where_the_texts_say() {
        // BPHS ch. 3: Mercury counts the Moon an enemy; the Moon holds Mercury a friend.
        assert_eq!(
            natural_relation(Planet::Mercury, Planet::Moon),
            Relation::Enemy
        );
        assert_eq!(
            natural_relation(Planet::Moon, Planet::Mercury),
            Relation::Friend
        );
        assert_eq!(
            natural_relation(Planet::Jupiter, Planet::Saturn),
            Relation::Neutral
        );
    }

    #[test]
    fn scores_run_from_one_to_zero() {
        assert_eq!(Dignity::Exalted.score(), 1.0);
        assert_eq!(Dignity::Debilitated.score(), 0.0);
        assert_eq!(Dignity::Neutral.score(), 0.375);
        assert_eq!(Dignity::GreatFriend.name(), "greatFriend");
    }
}
