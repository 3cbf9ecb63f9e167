//! `POST /v1/matching`: Ashtakoot of the bride's (`ctx.charts[0]`) and the
//! groom's (`ctx.charts[1]`) natal Moons, their Manglik comparison, the Nadi and Bhakoot doshas
//! with their classical exceptions, a recommendation and a summary — prose in the request's
//! locale from the content topic `matching`.

use super::natal::round;
use super::{CalcError, Ctx};
use crate::astro::matching::{
    Ashtakoot, BhakootCancellation, BhakootDosha, BhakootKind, Koota, Level, ManglikOutcome,
    MoonProfile, NadiCancellation, NadiDosha, Tara, Varna, Vashya, ashtakoot,
};
use crate::astro::{
    Animal, Chart, Gana, MangalCancellation, MangalDosha, Nadi, Planet, Relation, Sign,
    mangal_dosha,
};
use crate::calc::names::{Keyed, Named, Published, PublishedKey};
use crate::content::{self, Key, Locale};
use crate::key;
use doshas::{bhakoot_out, exceptions_out, manglik_out, nadi_out};
use kootas::koota_out;
use serde::Serialize;

mod batch;
mod doshas;
mod kootas;
mod systems;

pub use batch::{
    BatchResultOut, CandidateOut, Candidates, MAX_CANDIDATES, MatchingBatchOut, Role, batch,
};

pub use systems::{
    DashakootKootaOut, DashakootMatchingOut, DashakootReply, PoruthamMatchingOut, PoruthamOut,
    PoruthamReply, dashakoot, porutham,
};

/// One partner (`bride` / `groom`, plus the Moon's attributes the kootas read).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartnerOut {
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    #[schema(value_type = crate::calc::names::SignName)]
    pub rashi: crate::astro::Sign,
    pub nakshatra_pada: u8,
    pub name: String,
    /// Sidereal longitude of the natal Moon, degrees 0–360.
    pub moon_longitude: f64,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub nakshatra_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub rashi_lord: crate::astro::Planet,
    #[schema(value_type = String)]
    pub varna: crate::calc::names::Named<crate::astro::matching::Varna>,
    #[schema(value_type = String)]
    pub vashya: crate::calc::names::Named<crate::astro::matching::Vashya>,
    /// The yoni animal, e.g. `Horse`.
    #[schema(value_type = String)]
    pub yoni: crate::calc::names::Named<crate::astro::Animal>,
    /// `Male` or `Female`.
    #[schema(value_type = String)]
    pub yoni_sex: crate::calc::names::Named<crate::astro::YoniSex>,
    #[schema(value_type = String)]
    pub gana: crate::calc::names::Named<crate::astro::Gana>,
    #[schema(value_type = String)]
    pub nadi: crate::calc::names::Named<crate::astro::Nadi>,
}

/// One koota (`{ name, maxPoints, obtainedPoints, description }`).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KootaOut {
    #[schema(value_type = String)]
    pub name: crate::calc::names::Named<crate::astro::Koota>,
    /// The koota's name in the request's locale.
    pub label: String,
    pub max_points: f64,
    pub obtained_points: f64,
    /// What the koota measures and why it scored so, in the request's locale.
    pub description: String,
    /// The bride's and groom's factor (English): varna, vashya class, tara (counted from that
    /// partner's nakshatra to the other's), yoni animal, Moon-sign lord, gana, Moon sign, nadi.
    #[schema(value_type = String)]
    pub bride_value: Named<KootaValue>,
    #[schema(value_type = String)]
    pub groom_value: Named<KootaValue>,
}

/// The factor of one partner a koota compares, by its English name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KootaValue {
    Varna(Varna),
    Vashya(Vashya),
    /// The tara counted from this partner's nakshatra to the other's.
    Tara(Tara),
    Yoni(Animal),
    /// The Moon-sign lord (Graha Maitri).
    Lord(Planet),
    Gana(Gana),
    /// The Moon sign (Bhakoot).
    Sign(Sign),
    Nadi(Nadi),
}

impl Published for KootaValue {
    fn published(self) -> &'static str {
        match self {
            KootaValue::Varna(v) => v.name(),
            KootaValue::Vashya(v) => v.name(),
            KootaValue::Tara(t) => t.name(),
            KootaValue::Yoni(a) => a.name(),
            KootaValue::Lord(p) => p.name(),
            KootaValue::Gana(g) => g.name(),
            KootaValue::Sign(s) => s.name(),
            KootaValue::Nadi(n) => n.name(),
        }
    }
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
    #[schema(value_type = String)]
    pub rule: Keyed<Cancellation>,
    pub description: String,
}

/// A classical exception that cancels a dosha, by its key (`ownSign`, `sameLord`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cancellation {
    Mangal(MangalCancellation),
    Nadi(NadiCancellation),
    Bhakoot(BhakootCancellation),
}

impl PublishedKey for Cancellation {
    fn published_key(self) -> &'static str {
        match self {
            Cancellation::Mangal(c) => c.key(),
            Cancellation::Nadi(c) => c.key(),
            Cancellation::Bhakoot(c) => c.key(),
        }
    }
}

/// One chart's Mangal dosha as the matching reply shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MangalOut {
    /// The spec's trigger: Mars in house 1, 4, 7, 8 or 12 from the ascendant.
    pub is_present: bool,
    #[schema(value_type = crate::astro::mangal::Severity)]
    pub severity: crate::astro::mangal::Severity,
    pub from_ascendant: bool,
    pub from_moon: bool,
    pub from_venus: bool,
    #[schema(value_type = crate::calc::names::SignName)]
    pub mars_sign: crate::astro::Sign,
    pub house_from_ascendant: u8,
    pub house_from_moon: u8,
    pub house_from_venus: u8,
    pub cancellations: Vec<RuleOut>,
    pub description: String,
}

/// `manglikStatus`: each chart's detail and the couple's outcome.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManglikOut {
    pub bride_has_dosha: bool,
    pub groom_has_dosha: bool,
    pub bride: MangalOut,
    pub groom: MangalOut,
    /// `neither`, `bothManglik`, `cancelledInChart` or `oneSided`.
    #[schema(value_type = String)]
    pub outcome: Keyed<ManglikOutcome>,
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
    #[schema(value_type = Option<String>)]
    pub kind: Option<Named<KootaDoshaKind>>,
    pub is_cancelled: bool,
    pub cancellations: Vec<RuleOut>,
    pub description: String,
}

/// What a koota dosha is: the shared nadi (by its name, `Adi`), or the kind of Bhakoot dosha
/// (by its key, `dviDvadasha`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KootaDoshaKind {
    Nadi(Nadi),
    Bhakoot(BhakootKind),
}

impl Published for KootaDoshaKind {
    fn published(self) -> &'static str {
        match self {
            KootaDoshaKind::Nadi(n) => n.name(),
            KootaDoshaKind::Bhakoot(k) => k.key(),
        }
    }
}

/// A cancelled dosha whose koota counts in the score after cancellations.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExceptionOut {
    // `nadi` or `bhakoot`.
    #[schema(value_type = String)]
    pub koota: Keyed<Koota>,
    #[schema(value_type = Vec<String>)]
    pub rules: Vec<Keyed<Cancellation>>,
    pub restored_points: f64,
    pub description: String,
}

/// The reply of `POST /v1/matching`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MatchingOut {
    pub bride: PartnerOut,
    pub groom: PartnerOut,
    pub ashtakoot: AshtakootOut,
    /// The raw score: the sum of the eight table values.
    pub total_points: f64,
    pub max_points: f64,
    #[schema(minimum = 0, maximum = 100)]
    pub percentage: f64,
    /// Level of `totalPoints`: `Excellent`, `Good`, `Average` or `Poor`.
    #[schema(value_type = String)]
    pub compatibility_level: crate::calc::names::Named<crate::astro::Level>,
    /// The level in the request's locale.
    pub compatibility_label: String,
    pub manglik_status: ManglikOut,
    pub nadi_dosha: KootaDoshaOut,
    pub bhakoot_dosha: KootaDoshaOut,
    /// The score after the classical Nadi and Bhakoot exceptions.
    pub adjusted_points: f64,
    pub adjusted_percentage: f64,
    #[schema(value_type = String)]
    pub adjusted_level: crate::calc::names::Named<crate::astro::Level>,
    pub exceptions: Vec<ExceptionOut>,
    pub recommendation: String,
}

/// The whole reply: `data: { matching, summary }`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct MatchingReply {
    /// `ashtakoot`: the discriminator of the matching replies.
    #[schema(value_type = crate::calc::names::AshtakootSystem)]
    pub system: crate::calc::MatchingSystem,
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
    /// The star counted `n`th (1–27) as a word: "7th", "सातवाँ", "सातौँ".
    fn nth(&self, n: u8) -> String {
        content::ordinal(self.0, n, content::Case::Direct)
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
        nakshatra: p.nakshatra,
        rashi: p.sign,
        nakshatra_pada: p.pada,
        name: name.to_owned(),
        moon_longitude: round(p.longitude.degrees(), 6),
        nakshatra_lord: p.nakshatra.lord(),
        rashi_lord: p.lord(),
        varna: crate::calc::names::Named(p.varna),
        vashya: crate::calc::names::Named(p.vashya),
        yoni: crate::calc::names::Named(p.yoni.animal),
        yoni_sex: crate::calc::names::Named(p.yoni.sex),
        gana: crate::calc::names::Named(p.gana),
        nadi: crate::calc::names::Named(p.nadi),
    }
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

/// The bride's and the groom's names; `Err` unless the request has both profiles.
fn couple<'a>(ctx: &Ctx<'a>) -> Result<[&'a str; 2], CalcError> {
    if ctx.charts.len() < 2 || ctx.persons.len() < 2 {
        return Err(CalcError::invalid(
            "groomProfileId",
            "matching needs a bride's and a groom's profile",
        ));
    }
    Ok([ctx.persons[0].name.as_str(), ctx.persons[1].name.as_str()])
}

/// `POST /v1/matching` (`system: ashtakoot`, the default): `data: { matching, summary }`.
pub fn matching(ctx: &Ctx) -> Result<MatchingReply, CalcError> {
    let names = couple(ctx)?;
    let tx = Texts(ctx.locale());
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
        compatibility_level: crate::calc::names::Named(a.level()),
        compatibility_label: level_label(&tx, a.level()),
        manglik_status,
        nadi_dosha: nadi_out(&tx, &a),
        bhakoot_dosha: bhakoot_out(&tx, &a),
        adjusted_points: adjusted,
        adjusted_percentage: percent(adjusted),
        adjusted_level: crate::calc::names::Named(Level::of(adjusted)),
        exceptions: exceptions_out(&tx, &a),
        recommendation: recommendation(&tx, &a, outcome),
    };
    let summary = summary(&tx, &out, &a);
    Ok(MatchingReply {
        system: crate::calc::MatchingSystem::Ashtakoot,
        matching: out,
        summary,
    })
}
