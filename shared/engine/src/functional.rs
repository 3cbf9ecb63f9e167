//! Functional nature of the grahas for an ascendant: which planets act as benefics, malefics or
//! neutrals for a given lagna by the houses they own.
//!
//! Sources: BPHS ch. 34 ("Yoga karakas") v. 2–12 for the rules of lordship and v. 19–44 for
//! the per-ascendant lists; Laghu Parashari (Jataka Chandrika) ch. 1–2, which restates them;
//! BPHS ch. 44 for the maraka houses (2nd and 7th). The badhaka houses (11th for movable, 9th
//! for fixed, 7th for dual ascendants) follow the common Parashari tradition (Prashna Marga
//! ch. 15 states them); they are reported, never scored.
//!
//! The rules, as a score per house owned (BPHS ch. 34 v. 2–7):
//! - lord of the lagna +1 (a kendra and a trikona at once, "especially auspicious");
//! - lords of the trikonas 5th +2 and 9th +3 ("in each group the significance is in
//!   ascending order");
//! - lords of the kendras 4th, 7th, 10th: a natural malefic (Sun, Mars, Saturn) "will not remain
//!   inauspicious", +1; a natural benefic suffers kendradhipati dosha, the more the stronger the
//!   benefic (v. 10): Moon −0.25, Mercury −0.75, Venus −1, Jupiter −1.5, halved when the same
//!   planet also owns the lagna;
//! - lords of the 3rd, 6th and 11th −2 ("give evil effects");
//! - lord of the 8th −2.5, "being the 12th from the 9th", except the Sun and the Moon ("not
//!   evil"), and when the same planet owns the lagna or a trikona ("his simultaneous ownership of
//!   a kona will bestow auspicious effects");
//! - lord of the 12th −0.25 (results "by association");
//! - maraka: 2nd −0.5, 7th −1 (BPHS ch. 44).
//!
//! A score of +0.5 or more is benefic, −0.5 or less malefic, anything between neutral. The
//! yogakaraka is the planet owning both a kendra other than the lagna and a trikona other than
//! the lagna (BPHS ch. 34 v. 11 and the per-ascendant verses): Saturn for Taurus and Libra, Mars
//! for Cancer and Leo, Venus for Capricorn and Aquarius, none for the other six.
//!
//! Rahu and Ketu own no sign in this scheme (BPHS ch. 34, on the nodes: they give the results
//! of the lord they are associated with and of the house they occupy): [`functional_role`] makes them
//! neutral; [`functional_nature`] gives each node its dispositor's nature in the chart.

use super::chart::Chart;
use super::types::{Modality, Planet, Sign};
use serde::{Deserialize, Serialize};

/// Benefic, malefic or neutral for an ascendant. Serialised lowercase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "schema", schema(as = FunctionalNature))]
pub enum Nature {
    Benefic,
    Malefic,
    Neutral,
}

impl Nature {
    /// Lowercase name as published.
    pub fn name(self) -> &'static str {
        match self {
            Nature::Benefic => "benefic",
            Nature::Malefic => "malefic",
            Nature::Neutral => "neutral",
        }
    }
}

/// Why a planet has its nature: one entry per lordship rule that applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum Reason {
    /// Lord of the 1st house.
    LagnaLord,
    /// Lord of the 5th or 9th house.
    TrikonaLord(u8),
    /// A natural malefic owning a kendra: loses its maleficence.
    KendraLordMalefic(u8),
    /// A natural benefic owning a kendra: kendradhipati dosha.
    KendradhipatiDosha(u8),
    /// Lord of the 3rd, 6th or 11th.
    TrishadayaLord(u8),
    /// Lord of the 8th, with its blemish.
    EighthLord,
    /// Lord of the 8th without the blemish (the Sun or Moon, or also lord of the lagna or a
    /// trikona).
    EighthLordExempt,
    /// Lord of the 12th: acts by association.
    TwelfthLord,
    /// Lord of the 2nd or 7th: a maraka (BPHS ch. 44).
    Maraka(u8),
    /// Lord of the badhaka house for this ascendant.
    Badhaka(u8),
    /// Owns a kendra and a trikona (other than the lagna).
    Yogakaraka,
    /// Rahu or Ketu: acts for the lord of the sign it occupies.
    NodeDispositor(Planet),
    /// Rahu or Ketu judged without a chart: no lordship of its own.
    Node,
}

/// A planet's functional role for an ascendant.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FunctionalRole {
    pub planet: Planet,
    pub nature: Nature,
    /// Houses (1–12) whose sign the planet rules, counted from the ascendant.
    pub houses: Vec<u8>,
    pub reasons: Vec<Reason>,
    /// The lordship score described in the module documentation (higher is more benefic).
    pub score: f64,
    pub yogakaraka: bool,
    /// Owns the 2nd or 7th.
    pub maraka: bool,
    /// Owns the badhaka house.
    pub badhaka: bool,
}

/// The ascendant-wide summary (the reply's `functionalSummary`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub most_benefic: Planet,
    pub most_malefic: Planet,
    pub yogakaraka: Option<Planet>,
}

/// Natural malefics for kendra lordship (BPHS ch. 34 v. 8: Sun, Saturn, Mars).
fn natural_malefic(p: Planet) -> bool {
    matches!(p, Planet::Sun | Planet::Mars | Planet::Saturn)
}

/// Kendradhipati dosha of a natural benefic (BPHS ch. 34 v. 10: Moon, Mercury, Jupiter and
/// Venus "significant in the ascending order"; Laghu Parashari puts Jupiter's blemish above
/// Venus'). Zero for the others.
fn kendra_blemish(p: Planet) -> f64 {
    match p {
        Planet::Moon => 0.25,
        Planet::Mercury => 0.75,
        Planet::Venus => 1.0,
        Planet::Jupiter => 1.5,
        _ => 0.0,
    }
}

/// Houses (1–12 from the ascendant) ruled by `p`; empty for the nodes.
pub fn houses_owned(asc: Sign, p: Planet) -> Vec<u8> {
    (1..=12u8)
        .filter(|&h| asc.nth(usize::from(h)).lord() == p)
        .collect()
}

/// Lord of house `h` (1–12) for an ascendant.
pub fn house_lord(asc: Sign, h: u8) -> Planet {
    asc.nth(usize::from(h)).lord()
}

/// The badhaka house: 11th for a movable, 9th for a fixed, 7th for a dual ascendant.
pub fn badhaka_house(asc: Sign) -> u8 {
    match asc.modality() {
        Modality::Movable => 11,
        Modality::Fixed => 9,
        Modality::Dual => 7,
    }
}

/// The yogakaraka of an ascendant: the planet ruling both a kendra (4, 7, 10) and a trikona
/// (5, 9). BPHS ch. 34 v. 11; `None` for Aries, Gemini, Virgo, Scorpio, Sagittarius, Pisces.
pub fn yogakaraka(asc: Sign) -> Option<Planet> {
    Planet::SEVEN
        .into_iter()
        .find(|&p| is_yogakaraka(&houses_owned(asc, p)))
}

fn is_yogakaraka(houses: &[u8]) -> bool {
    houses.iter().any(|h| matches!(h, 4 | 7 | 10)) && houses.iter().any(|h| matches!(h, 5 | 9))
}

/// Functional role of a planet for an ascendant by lordship alone (nodes: neutral).
pub fn functional_role(asc: Sign, p: Planet) -> FunctionalRole {
    let houses = houses_owned(asc, p);
    let owns = |h: u8| houses.contains(&h);
    let mut tally = Tally {
        score: 0.0,
        reasons: Vec::new(),
    };
    if matches!(p, Planet::Rahu | Planet::Ketu) {
        return FunctionalRole {
            planet: p,
            nature: Nature::Neutral,
            houses,
            reasons: vec![Reason::Node],
            score: tally.score,
            yogakaraka: false,
            maraka: false,
            badhaka: false,
        };
    }
    for &h in &houses {
        tally.lordship(p, h, &houses);
        tally.maraka(h);
    }
    let Tally { score, mut reasons } = tally;
    let yk = is_yogakaraka(&houses);
    if yk {
        reasons.insert(0, Reason::Yogakaraka);
    }
    let bh = badhaka_house(asc);
    let badhaka = owns(bh);
    if badhaka {
        reasons.push(Reason::Badhaka(bh));
    }
    FunctionalRole {
        planet: p,
        nature: nature_of(score),
        maraka: owns(2) || owns(7),
        houses,
        reasons,
        score,
        yogakaraka: yk,
        badhaka,
    }
}

/// A lordship score being summed, with the reasons behind it.
struct Tally {
    score: f64,
    reasons: Vec<Reason>,
}

impl Tally {
    /// Adds `points` for `reason`.
    fn add(&mut self, points: f64, reason: Reason) {
        self.score += points;
        self.reasons.push(reason);
    }

    /// Takes `points` away for `reason`.
    fn sub(&mut self, points: f64, reason: Reason) {
        self.score -= points;
        self.reasons.push(reason);
    }

    /// What lording house `h` (one of `houses`, all that `p` lords) counts for `p`.
    fn lordship(&mut self, p: Planet, h: u8, houses: &[u8]) {
        let owns = |h: u8| houses.contains(&h);
        match h {
            1 => self.add(1.0, Reason::LagnaLord),
            5 => self.add(2.0, Reason::TrikonaLord(5)),
            9 => self.add(3.0, Reason::TrikonaLord(9)),
            4 | 7 | 10 => {
                if natural_malefic(p) {
                    self.add(1.0, Reason::KendraLordMalefic(h));
                } else {
                    let halved = if owns(1) { 0.5 } else { 1.0 };
                    self.sub(kendra_blemish(p) * halved, Reason::KendradhipatiDosha(h));
                }
            }
            3 | 6 | 11 => self.sub(2.0, Reason::TrishadayaLord(h)),
            8 => {
                let exempt =
                    matches!(p, Planet::Sun | Planet::Moon) || owns(1) || owns(5) || owns(9);
                if exempt {
                    self.reasons.push(Reason::EighthLordExempt);
                } else {
                    self.sub(2.5, Reason::EighthLord);
                }
            }
            12 => self.sub(0.25, Reason::TwelfthLord),
            _ => {}
        }
    }

    /// The maraka lordship of house `h` (the 2nd and the 7th).
    fn maraka(&mut self, h: u8) {
        match h {
            2 => self.sub(0.5, Reason::Maraka(2)),
            7 => self.sub(1.0, Reason::Maraka(7)),
            _ => {}
        }
    }
}

fn nature_of(score: f64) -> Nature {
    if score >= 0.5 {
        Nature::Benefic
    } else if score <= -0.5 {
        Nature::Malefic
    } else {
        Nature::Neutral
    }
}

/// Functional roles of the nine grahas in a chart, in `Planet::ALL` order. The seven planets by
/// lordship from the ascendant; each node takes the nature and score of the lord of the sign it
/// occupies (its dispositor).
pub fn functional_nature(chart: &Chart) -> [FunctionalRole; 9] {
    let asc = chart.ascendant_sign();
    std::array::from_fn(|i| {
        let p = Planet::ALL[i];
        let mut role = functional_role(asc, p);
        if matches!(p, Planet::Rahu | Planet::Ketu) {
            let lord = chart.graha(p).sign().lord();
            let of_lord = functional_role(asc, lord);
            role.nature = of_lord.nature;
            role.score = of_lord.score;
            role.reasons = vec![Reason::NodeDispositor(lord)];
        }
        role
    })
}

/// The most benefic and most malefic of the seven planets by score (ties go to the yogakaraka,
/// then to the earlier planet in `Planet::ALL` order), and the yogakaraka if the ascendant has one.
pub fn summary(asc: Sign) -> Summary {
    let roles: Vec<FunctionalRole> = Planet::SEVEN
        .iter()
        .map(|&p| functional_role(asc, p))
        .collect();
    let mut best = &roles[0];
    let mut worst = &roles[0];
    for r in &roles[1..] {
        if r.score > best.score || (r.score == best.score && r.yogakaraka && !best.yogakaraka) {
            best = r;
        }
        if r.score < worst.score {
            worst = r;
        }
    }
    Summary {
        most_benefic: best.planet,
        most_malefic: worst.planet,
        yogakaraka: yogakaraka(asc),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_owned_follow_sign_lords() {
        // Taurus lagna: Saturn rules Capricorn (9th) and Aquarius (10th).
        assert_eq!(houses_owned(Sign::Taurus, Planet::Saturn), vec![9, 10]);
        assert_eq!(houses_owned(Sign::Leo, Planet::Sun), vec![1]);
        assert!(houses_owned(Sign::Leo, Planet::Rahu).is_empty());
        assert_eq!(house_lord(Sign::Cancer, 10), Planet::Mars);
    }

    #[test]
    fn badhaka_by_modality() {
        assert_eq!(badhaka_house(Sign::Aries), 11);
        assert_eq!(badhaka_house(Sign::Taurus), 9);
        assert_eq!(badhaka_house(Sign::Gemini), 7);
    }
}
