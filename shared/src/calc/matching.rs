//! `POST /v1/matching` (spec §2.6, §4.12): Ashtakoot of the bride's (`ctx.charts[0]`) and the
//! groom's (`ctx.charts[1]`) natal Moons, their Manglik comparison, the Nadi and Bhakoot doshas
//! with their classical exceptions, a recommendation and a summary — prose in the request's
//! locale from the content topic `matching`.

use super::natal::round;
use super::{CalcError, Ctx};
use crate::astro::matching::{
    Ashtakoot, BhakootDosha, Koota, Level, ManglikOutcome, MoonProfile, NadiDosha, Tara, ashtakoot,
};
use crate::astro::{Chart, MangalDosha, Planet, Relation, mangal_dosha};
use crate::content::{self, Key, Locale};
use crate::key;
use serde::Serialize;

/// One partner (spec §2.6 `bride` / `groom`, plus the Moon's attributes the kootas read).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartnerOut {
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: &'static str,
    #[schema(value_type = crate::calc::names::SignName)]
    pub rashi: &'static str,
    pub nakshatra_pada: u8,
    pub name: String,
    /// Sidereal longitude of the natal Moon, degrees 0–360.
    pub moon_longitude: f64,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub nakshatra_lord: &'static str,
    pub rashi_lord: &'static str,
    pub varna: &'static str,
    pub vashya: &'static str,
    /// The yoni animal, e.g. `Horse`.
    pub yoni: &'static str,
    /// `Male` or `Female`.
    pub yoni_sex: &'static str,
    pub gana: &'static str,
    pub nadi: &'static str,
}

/// One koota (spec §2.6: `{ name, maxPoints, obtainedPoints, description }`).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KootaOut {
    pub name: &'static str,
    /// The koota's name in the request's locale.
    pub label: String,
    pub max_points: f64,
    pub obtained_points: f64,
    /// What the koota measures and why it scored so, in the request's locale.
    pub description: String,
    /// The bride's and groom's factor (English): varna, vashya class, tara (counted from that
    /// partner's nakshatra to the other's), yoni animal, Moon-sign lord, gana, Moon sign, nadi.
    pub bride_value: &'static str,
    pub groom_value: &'static str,
}

/// The eight kootas keyed as the spec names them.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct AshtakootOut {
    pub varna: KootaOut,
    pub vashya: KootaOut,
    pub tara: KootaOut,
    pub yoni: KootaOut,
    pub grahamaitri: KootaOut,
    pub gana: KootaOut,
    pub bhakoot: KootaOut,
    pub nadi: KootaOut,
}

/// A named exception (cancellation) with its text.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RuleOut {
    pub rule: &'static str,
    pub description: String,
}

/// One chart's Mangal dosha as the matching reply shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MangalOut {
    /// The spec's trigger: Mars in house 1, 4, 7, 8 or 12 from the ascendant.
    pub is_present: bool,
    #[schema(value_type = crate::astro::mangal::Severity)]
    pub severity: &'static str,
    pub from_ascendant: bool,
    pub from_moon: bool,
    pub from_venus: bool,
    pub mars_sign: &'static str,
    pub house_from_ascendant: u8,
    pub house_from_moon: u8,
    pub house_from_venus: u8,
    pub cancellations: Vec<RuleOut>,
    pub description: String,
}

/// Spec §2.6 `manglikStatus`, plus each chart's detail and the couple's outcome.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManglikOut {
    pub bride_has_dosha: bool,
    pub groom_has_dosha: bool,
    pub bride: MangalOut,
    pub groom: MangalOut,
    /// `neither`, `bothManglik`, `cancelledInChart` or `oneSided`.
    pub outcome: &'static str,
    /// Whether a Manglik dosha was present and is neutralised for this couple.
    pub cancels: bool,
    pub reason: String,
}

/// The Nadi or Bhakoot dosha.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KootaDoshaOut {
    pub is_present: bool,
    /// Nadi dosha: the shared nadi; Bhakoot dosha: `dviDvadasha`, `navaPanchama` or
    /// `shadAshtaka`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<&'static str>,
    pub is_cancelled: bool,
    pub cancellations: Vec<RuleOut>,
    pub description: String,
}

/// A cancelled dosha whose koota counts in the score after cancellations.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExceptionOut {
    pub koota: &'static str,
    pub rules: Vec<&'static str>,
    pub restored_points: f64,
    pub description: String,
}

/// Spec §2.6 `matching`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MatchingOut {
    pub bride: PartnerOut,
    pub groom: PartnerOut,
    pub ashtakoot: AshtakootOut,
    /// The raw score: the sum of the eight table values.
    pub total_points: f64,
    pub max_points: f64,
    pub percentage: f64,
    /// Level of `totalPoints`: `Excellent`, `Good`, `Average` or `Poor` (spec §2.6).
    pub compatibility_level: &'static str,
    /// The level in the request's locale.
    pub compatibility_label: String,
    pub manglik_status: ManglikOut,
    pub nadi_dosha: KootaDoshaOut,
    pub bhakoot_dosha: KootaDoshaOut,
    /// The score after the classical Nadi and Bhakoot exceptions.
    pub adjusted_points: f64,
    pub adjusted_percentage: f64,
    pub adjusted_level: &'static str,
    pub exceptions: Vec<ExceptionOut>,
    pub recommendation: String,
}

/// The whole reply: `data: { matching, summary }`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct MatchingReply {
    pub matching: MatchingOut,
    pub summary: String,
}

/// The matching texts (`matching.*`) in the reply's locale.
struct Texts(Locale);

impl Texts {
    fn t(&self, key: Key) -> String {
        content::text(self.0, key)
    }
    fn fill(&self, key: Key, args: &[(&str, &str)]) -> String {
        content::fill(self.0, key, args)
    }
    fn sign(&self, s: crate::astro::Sign) -> String {
        self.t(key!("matching.names.signs.{}", s.name()))
    }
    fn planet(&self, p: Planet) -> String {
        self.t(key!("matching.names.planets.{}", p.name()))
    }
    fn nakshatra(&self, n: crate::astro::Nakshatra) -> String {
        self.t(key!("matching.names.nakshatras.{}", n.name()))
    }
    /// "1st" … "12th" (houses and sign distances).
    fn ordinal(&self, n: u8) -> String {
        self.t(key!("matching.names.ordinals.{}", n))
    }
}

/// Points without a useless `.0`: `27.5`, `28`.
fn pts(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x}")
    }
}

fn relation_key(r: Relation) -> &'static str {
    match r {
        Relation::Friend => "friend",
        Relation::Neutral => "neutral",
        Relation::Enemy => "enemy",
    }
}

fn partner(p: &MoonProfile, name: &str) -> PartnerOut {
    PartnerOut {
        nakshatra: p.nakshatra.name(),
        rashi: p.sign.name(),
        nakshatra_pada: p.pada,
        name: name.to_owned(),
        moon_longitude: round(p.longitude.degrees(), 6),
        nakshatra_lord: p.nakshatra.lord().name(),
        rashi_lord: p.lord().name(),
        varna: p.varna.name(),
        vashya: p.vashya.name(),
        yoni: p.yoni.animal.name(),
        yoni_sex: p.yoni.sex.name(),
        gana: p.gana.name(),
        nadi: p.nadi.name(),
    }
}

/// Why a koota scored as it did (the second half of its description).
fn koota_reason(tx: &Texts, a: &Ashtakoot, k: Koota) -> String {
    let (b, g) = (&a.bride, &a.groom);
    let points = pts(a.points_of(k));
    let p = points.as_str();
    match k {
        Koota::Varna => {
            let args = [
                (
                    "bride",
                    tx.t(key!("matching.names.varnas.{}", b.varna.name())),
                ),
                (
                    "groom",
                    tx.t(key!("matching.names.varnas.{}", g.varna.name())),
                ),
            ];
            let key = if a.points_of(k) > 0.0 {
                key!("matching.kootas.varna.match")
            } else {
                key!("matching.kootas.varna.noMatch")
            };
            fill_owned(tx, key, &args)
        }
        Koota::Vashya => {
            let key = if b.vashya == g.vashya {
                key!("matching.kootas.vashya.same")
            } else if a.points_of(k) > 0.0 {
                key!("matching.kootas.vashya.partial")
            } else {
                key!("matching.kootas.vashya.none")
            };
            let args = [
                (
                    "bride",
                    tx.t(key!("matching.names.vashyas.{}", b.vashya.name())),
                ),
                (
                    "groom",
                    tx.t(key!("matching.names.vashyas.{}", g.vashya.name())),
                ),
                ("points", p.to_owned()),
            ];
            fill_owned(tx, key, &args)
        }
        Koota::Tara => {
            let (cbg, tbg) = a.tara_bride_to_groom;
            let (cgb, tgb) = a.tara_groom_to_bride;
            let quality = |t: Tara| {
                tx.t(if t.is_good() {
                    key!("matching.names.taraQuality.good")
                } else {
                    key!("matching.names.taraQuality.bad")
                })
            };
            let args = [
                ("brideNakshatra", tx.nakshatra(b.nakshatra)),
                ("groomNakshatra", tx.nakshatra(g.nakshatra)),
                ("countBrideToGroom", cbg.to_string()),
                (
                    "taraBrideToGroom",
                    tx.t(key!("matching.names.taras.{}", format!("{tbg:?}"))),
                ),
                ("qualityBrideToGroom", quality(tbg)),
                ("countGroomToBride", cgb.to_string()),
                (
                    "taraGroomToBride",
                    tx.t(key!("matching.names.taras.{}", format!("{tgb:?}"))),
                ),
                ("qualityGroomToBride", quality(tgb)),
                ("points", p.to_owned()),
            ];
            fill_owned(tx, key!("matching.kootas.tara.reason"), &args)
        }
        Koota::Yoni => {
            let key = match a.points_of(k) as u8 {
                4 => key!("matching.kootas.yoni.same"),
                3 => key!("matching.kootas.yoni.friendly"),
                2 => key!("matching.kootas.yoni.neutral"),
                1 => key!("matching.kootas.yoni.unfriendly"),
                _ => key!("matching.kootas.yoni.enemy"),
            };
            let args = [
                (
                    "bride",
                    tx.t(key!("matching.names.yonis.{}", b.yoni.animal.name())),
                ),
                (
                    "groom",
                    tx.t(key!("matching.names.yonis.{}", g.yoni.animal.name())),
                ),
                ("points", p.to_owned()),
            ];
            fill_owned(tx, key, &args)
        }
        Koota::GrahaMaitri => {
            if b.lord() == g.lord() {
                return tx.fill(
                    key!("matching.kootas.grahamaitri.sameLord"),
                    &[("lord", &tx.planet(b.lord()))],
                );
            }
            let args = [
                ("brideLord", tx.planet(b.lord())),
                ("groomLord", tx.planet(g.lord())),
                (
                    "brideView",
                    tx.t(key!(
                        "matching.names.relations.{}",
                        relation_key(a.maitri.0)
                    )),
                ),
                (
                    "groomView",
                    tx.t(key!(
                        "matching.names.relations.{}",
                        relation_key(a.maitri.1)
                    )),
                ),
                ("points", p.to_owned()),
            ];
            fill_owned(tx, key!("matching.kootas.grahamaitri.reason"), &args)
        }
        Koota::Gana => {
            let key = match a.points_of(k) as u8 {
                6 if b.gana == g.gana => key!("matching.kootas.gana.same"),
                6 => key!("matching.kootas.gana.compatible"),
                5 => key!("matching.kootas.gana.partial"),
                1 => key!("matching.kootas.gana.weak"),
                _ => key!("matching.kootas.gana.clash"),
            };
            let args = [
                (
                    "bride",
                    tx.t(key!("matching.names.ganas.{}", b.gana.name())),
                ),
                (
                    "groom",
                    tx.t(key!("matching.names.ganas.{}", g.gana.name())),
                ),
                ("points", p.to_owned()),
            ];
            fill_owned(tx, key, &args)
        }
        Koota::Bhakoot => {
            let from_groom = g.sign.house_of(b.sign);
            let mut args = vec![
                ("brideSign", tx.sign(b.sign)),
                ("groomSign", tx.sign(g.sign)),
                ("fromBride", a.sign_distance.to_string()),
                ("fromGroom", from_groom.to_string()),
                ("fromBrideOrdinal", tx.ordinal(a.sign_distance)),
                ("fromGroomOrdinal", tx.ordinal(from_groom)),
            ];
            match &a.bhakoot_dosha {
                Some(d) => {
                    args.push((
                        "kind",
                        tx.t(key!("matching.names.bhakootKinds.{}", d.kind.key())),
                    ));
                    fill_owned(tx, key!("matching.kootas.bhakoot.dosha"), &args)
                }
                None => fill_owned(tx, key!("matching.kootas.bhakoot.good"), &args),
            }
        }
        Koota::Nadi => {
            let key = if b.nadi == g.nadi {
                key!("matching.kootas.nadi.same")
            } else {
                key!("matching.kootas.nadi.different")
            };
            let args = [
                (
                    "bride",
                    tx.t(key!("matching.names.nadis.{}", b.nadi.name())),
                ),
                (
                    "groom",
                    tx.t(key!("matching.names.nadis.{}", g.nadi.name())),
                ),
            ];
            fill_owned(tx, key, &args)
        }
    }
}

fn fill_owned(tx: &Texts, key: Key, args: &[(&str, String)]) -> String {
    let borrowed: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    tx.fill(key, &borrowed)
}

/// The English value of each partner a koota compares.
fn koota_values(a: &Ashtakoot, k: Koota) -> (&'static str, &'static str) {
    let (b, g) = (&a.bride, &a.groom);
    match k {
        Koota::Varna => (b.varna.name(), g.varna.name()),
        Koota::Vashya => (b.vashya.name(), g.vashya.name()),
        Koota::Tara => (
            a.tara_bride_to_groom.1.name(),
            a.tara_groom_to_bride.1.name(),
        ),
        Koota::Yoni => (b.yoni.animal.name(), g.yoni.animal.name()),
        Koota::GrahaMaitri => (b.lord().name(), g.lord().name()),
        Koota::Gana => (b.gana.name(), g.gana.name()),
        Koota::Bhakoot => (b.sign.name(), g.sign.name()),
        Koota::Nadi => (b.nadi.name(), g.nadi.name()),
    }
}

fn koota_out(tx: &Texts, a: &Ashtakoot, k: Koota) -> KootaOut {
    let (bride_value, groom_value) = koota_values(a, k);
    let measures = tx.t(key!("matching.kootas.{}.measures", k.key()));
    KootaOut {
        name: k.name(),
        label: tx.t(key!("matching.kootas.{}.label", k.key())),
        max_points: k.max_points(),
        obtained_points: a.points_of(k),
        description: format!("{measures} {}", koota_reason(tx, a, k)),
        bride_value,
        groom_value,
    }
}

fn mangal_out(tx: &Texts, chart: &Chart, d: &MangalDosha, name: &str) -> MangalOut {
    let sign = tx.sign(d.mars_sign);
    let house = tx.ordinal(d.house_from_ascendant);
    let jupiter = tx.sign(chart.graha(Planet::Jupiter).sign());
    let cancellations = d
        .cancellations
        .iter()
        .map(|c| RuleOut {
            rule: c.key(),
            description: tx.fill(
                key!("matching.mangal.cancellations.{}", c.key()),
                &[
                    ("sign", &sign),
                    ("house", &house),
                    ("jupiterSign", &jupiter),
                ],
            ),
        })
        .collect();
    let key = if !d.present {
        key!("matching.mangal.person.absent")
    } else if d.is_cancelled() {
        key!("matching.mangal.person.cancelled")
    } else {
        key!("matching.mangal.person.present")
    };
    let severity = tx.t(key!("matching.mangal.severity.{}", d.severity.name()));
    MangalOut {
        is_present: d.present,
        severity: d.severity.name(),
        from_ascendant: d.from_ascendant,
        from_moon: d.from_moon,
        from_venus: d.from_venus,
        mars_sign: d.mars_sign.name(),
        house_from_ascendant: d.house_from_ascendant,
        house_from_moon: d.house_from_moon,
        house_from_venus: d.house_from_venus,
        cancellations,
        description: tx.fill(
            key,
            &[
                ("name", name),
                ("house", &house),
                ("sign", &sign),
                ("severity", &severity),
            ],
        ),
    }
}

fn manglik_out(tx: &Texts, ctx: &Ctx, names: [&str; 2]) -> (ManglikOut, ManglikOutcome) {
    let bride = mangal_dosha(&ctx.charts[0]);
    let groom = mangal_dosha(&ctx.charts[1]);
    let outcome = ManglikOutcome::of(&bride, &groom);
    let (who, other) = if bride.present {
        (names[0], names[1])
    } else {
        (names[1], names[0])
    };
    let reason = tx.fill(
        key!("matching.manglik.{}", outcome.key()),
        &[
            ("bride", names[0]),
            ("groom", names[1]),
            ("name", who),
            ("other", other),
        ],
    );
    (
        ManglikOut {
            bride_has_dosha: bride.present,
            groom_has_dosha: groom.present,
            bride: mangal_out(tx, &ctx.charts[0], &bride, names[0]),
            groom: mangal_out(tx, &ctx.charts[1], &groom, names[1]),
            outcome: outcome.key(),
            cancels: outcome.cancels(),
            reason,
        },
        outcome,
    )
}

fn nadi_out(tx: &Texts, a: &Ashtakoot) -> KootaDoshaOut {
    let Some(d) = &a.nadi_dosha else {
        return KootaDoshaOut {
            is_present: false,
            kind: None,
            is_cancelled: false,
            cancellations: Vec::new(),
            description: tx.t(key!("matching.nadiDosha.absent")),
        };
    };
    let nadi = tx.t(key!("matching.names.nadis.{}", d.nadi.name()));
    let nakshatra = tx.nakshatra(a.bride.nakshatra);
    let cancellations = d
        .cancellations
        .iter()
        .map(|c| RuleOut {
            rule: c.key(),
            description: tx.fill(
                key!("matching.nadiDosha.cancellations.{}", c.key()),
                &[
                    ("brideSign", &tx.sign(a.bride.sign)),
                    ("groomSign", &tx.sign(a.groom.sign)),
                    ("nakshatra", &nakshatra),
                    ("bridePada", &a.bride.pada.to_string()),
                    ("groomPada", &a.groom.pada.to_string()),
                ],
            ),
        })
        .collect();
    KootaDoshaOut {
        is_present: true,
        kind: Some(d.nadi.name()),
        is_cancelled: d.is_cancelled(),
        cancellations,
        description: tx.fill(
            if d.is_cancelled() {
                key!("matching.nadiDosha.cancelled")
            } else {
                key!("matching.nadiDosha.present")
            },
            &[("nadi", &nadi)],
        ),
    }
}

fn bhakoot_out(tx: &Texts, a: &Ashtakoot) -> KootaDoshaOut {
    let Some(BhakootDosha {
        kind,
        cancellations,
    }) = &a.bhakoot_dosha
    else {
        return KootaDoshaOut {
            is_present: false,
            kind: None,
            is_cancelled: false,
            cancellations: Vec::new(),
            description: tx.t(key!("matching.bhakootDosha.absent")),
        };
    };
    let kind_text = tx.t(key!("matching.names.bhakootKinds.{}", kind.key()));
    let bride_lord = tx.planet(a.bride.lord());
    let groom_lord = tx.planet(a.groom.lord());
    let rules = cancellations
        .iter()
        .map(|c| RuleOut {
            rule: c.key(),
            description: tx.fill(
                key!("matching.bhakootDosha.cancellations.{}", c.key()),
                &[
                    ("brideSign", &tx.sign(a.bride.sign)),
                    ("groomSign", &tx.sign(a.groom.sign)),
                    ("brideLord", &bride_lord),
                    ("groomLord", &groom_lord),
                ],
            ),
        })
        .collect();
    let cancelled = !cancellations.is_empty();
    KootaDoshaOut {
        is_present: true,
        kind: Some(kind.key()),
        is_cancelled: cancelled,
        cancellations: rules,
        description: tx.fill(
            if cancelled {
                key!("matching.bhakootDosha.cancelled")
            } else {
                key!("matching.bhakootDosha.present")
            },
            &[
                ("kind", &kind_text),
                ("brideSign", &tx.sign(a.bride.sign)),
                ("groomSign", &tx.sign(a.groom.sign)),
            ],
        ),
    }
}

fn exceptions_out(tx: &Texts, a: &Ashtakoot) -> Vec<ExceptionOut> {
    a.exceptions()
        .iter()
        .map(|e| {
            let rules = match e.koota {
                Koota::Nadi => a
                    .nadi_dosha
                    .iter()
                    .flat_map(|d: &NadiDosha| d.cancellations.iter().map(|c| c.key()))
                    .collect(),
                _ => a
                    .bhakoot_dosha
                    .iter()
                    .flat_map(|d| d.cancellations.iter().map(|c| c.key()))
                    .collect(),
            };
            ExceptionOut {
                koota: e.koota.key(),
                rules,
                restored_points: e.restored,
                description: tx.fill(
                    key!("matching.exceptions.{}", e.koota.key()),
                    &[("points", &pts(e.restored))],
                ),
            }
        })
        .collect()
}

fn level_label(tx: &Texts, l: Level) -> String {
    tx.t(key!("matching.levels.{}", l.name()))
}

/// Sentences of the recommendation: the level's advice, then each standing dosha's.
fn recommendation(tx: &Texts, a: &Ashtakoot, outcome: ManglikOutcome) -> String {
    let mut parts = vec![tx.t(key!("matching.recommendation.{}", a.level().name()))];
    let adjusted = a.adjusted_total();
    if adjusted != a.total() {
        parts.push(tx.fill(
            key!("matching.recommendation.adjusted"),
            &[
                ("adjusted", &pts(adjusted)),
                ("level", &level_label(tx, Level::of(adjusted))),
            ],
        ));
    }
    if a.nadi_dosha.as_ref().is_some_and(|d| !d.is_cancelled()) {
        parts.push(tx.t(key!("matching.recommendation.nadi")));
    }
    if a.bhakoot_dosha.as_ref().is_some_and(|d| !d.is_cancelled()) {
        parts.push(tx.t(key!("matching.recommendation.bhakoot")));
    }
    if outcome == ManglikOutcome::OneSided {
        parts.push(tx.t(key!("matching.recommendation.manglik")));
    }
    parts.join(" ")
}

fn summary(tx: &Texts, m: &MatchingOut, a: &Ashtakoot) -> String {
    let total = pts(m.total_points);
    let percentage = pts(m.percentage);
    let mut parts = vec![tx.fill(
        key!("matching.summary.score"),
        &[
            ("bride", &m.bride.name),
            ("groom", &m.groom.name),
            ("total", &total),
            ("percentage", &percentage),
            ("level", &m.compatibility_label),
        ],
    )];
    let strong: Vec<String> = Koota::ALL
        .iter()
        .filter(|k| a.points_of(**k) == k.max_points())
        .map(|k| tx.t(key!("matching.kootas.{}.label", k.key())))
        .collect();
    if !strong.is_empty() {
        parts.push(tx.fill(
            key!("matching.summary.strong"),
            &[(
                "kootas",
                &strong.join(&tx.t(key!("matching.summary.listSeparator"))),
            )],
        ));
    }
    parts.push(m.nadi_dosha.description.clone());
    parts.push(m.bhakoot_dosha.description.clone());
    parts.push(m.manglik_status.reason.clone());
    parts.join(" ")
}

/// `POST /v1/matching`: `data: { matching, summary }`.
pub fn matching(ctx: &Ctx) -> Result<MatchingReply, CalcError> {
    if ctx.charts.len() < 2 || ctx.persons.len() < 2 {
        return Err(CalcError::invalid(
            "groomProfileId",
            "matching needs a bride's and a groom's profile",
        ));
    }
    let tx = Texts(ctx.locale());
    let names = [ctx.persons[0].name.as_str(), ctx.persons[1].name.as_str()];
    let a = ashtakoot(
        ctx.charts[0].graha(Planet::Moon).longitude,
        ctx.charts[1].graha(Planet::Moon).longitude,
    );
    let (manglik_status, outcome) = manglik_out(&tx, ctx, names);
    let total = a.total();
    let adjusted = a.adjusted_total();
    let percent = |x: f64| round(x / crate::astro::matching::MAX_POINTS * 100.0, 2);
    let out = MatchingOut {
        bride: partner(&a.bride, names[0]),
        groom: partner(&a.groom, names[1]),
        ashtakoot: AshtakootOut {
            varna: koota_out(&tx, &a, Koota::Varna),
            vashya: koota_out(&tx, &a, Koota::Vashya),
            tara: koota_out(&tx, &a, Koota::Tara),
            yoni: koota_out(&tx, &a, Koota::Yoni),
            grahamaitri: koota_out(&tx, &a, Koota::GrahaMaitri),
            gana: koota_out(&tx, &a, Koota::Gana),
            bhakoot: koota_out(&tx, &a, Koota::Bhakoot),
            nadi: koota_out(&tx, &a, Koota::Nadi),
        },
        total_points: total,
        max_points: crate::astro::matching::MAX_POINTS,
        percentage: percent(total),
        compatibility_level: a.level().name(),
        compatibility_label: level_label(&tx, a.level()),
        manglik_status,
        nadi_dosha: nadi_out(&tx, &a),
        bhakoot_dosha: bhakoot_out(&tx, &a),
        adjusted_points: adjusted,
        adjusted_percentage: percent(adjusted),
        adjusted_level: Level::of(adjusted).name(),
        exceptions: exceptions_out(&tx, &a),
        recommendation: recommendation(&tx, &a, outcome),
    };
    let summary = summary(&tx, &out, &a);
    Ok(MatchingReply {
        matching: out,
        summary,
    })
}
