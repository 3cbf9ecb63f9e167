//! `POST /v1/matching` under the South Indian systems: `porutham`, the ten
//! poruthams each agreeing or not, and `dashakoot`, the same ten kootas scored 1, ½ or 0. Both
//! keep the spec's `{ matching, summary }` with `matching.bride` and `matching.groom`.

use super::*;
use crate::astro::matching::{
    DASHAKOOT_MAX_POINTS, Grade, Porutham, Poruthams, Rajju, Verdict, poruthams,
};
use crate::astro::nakshatra_lore::Gana;
use crate::calc::MatchingSystem;

/// One porutham (`{ name, compatible, description }`).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PoruthamOut {
    pub name: Porutham,
    /// The porutham's name in the request's locale.
    pub label: String,
    /// Whether it agrees (fully or middling; a middling agreement says so in `description`).
    pub compatible: bool,
    /// What the porutham weighs and why it agrees or not, in the request's locale.
    pub description: String,
}

/// `matching` under `system: porutham`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PoruthamMatchingOut {
    /// `porutham`.
    pub system: MatchingSystem,
    pub bride: PartnerOut,
    pub groom: PartnerOut,
    /// The ten, in the customary order.
    pub porutham: Vec<PoruthamOut>,
    /// How many of the ten agree.
    #[schema(minimum = 0, maximum = 10)]
    pub compatible_count: u8,
    /// 10.
    pub total_count: u8,
    /// Rajju and Vedha decide; then the count (7 or more recommended, 5–6 acceptable).
    pub verdict: Verdict,
    /// The verdict in the request's locale.
    pub verdict_label: String,
    pub recommendation: String,
}

/// The reply under `system: porutham`: `data: { matching, summary }`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PoruthamReply {
    /// `porutham`: the discriminator of the matching replies.
    #[schema(value_type = crate::calc::names::PoruthamSystem)]
    pub system: MatchingSystem,
    pub matching: PoruthamMatchingOut,
    pub summary: String,
}

/// One Dashakoot koota.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashakootKootaOut {
    pub name: Porutham,
    /// The koota's name in the request's locale.
    pub label: String,
    pub max_points: f64,
    /// 1 (uttama), 0.5 (madhyama) or 0 (adhama).
    pub obtained_points: f64,
    pub description: String,
}

/// `matching` under `system: dashakoot`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashakootMatchingOut {
    /// `dashakoot`.
    pub system: MatchingSystem,
    pub bride: PartnerOut,
    pub groom: PartnerOut,
    /// The ten kootas, in the customary order.
    pub dashakoot: Vec<DashakootKootaOut>,
    #[schema(minimum = 0, maximum = 10)]
    pub total_points: f64,
    /// 10.
    pub max_points: f64,
    #[schema(minimum = 0, maximum = 100)]
    pub percentage: f64,
    /// The verdict of the ten as poruthams (Rajju and Vedha deciding).
    pub verdict: Verdict,
    pub verdict_label: String,
    pub recommendation: String,
}

/// The reply under `system: dashakoot`: `data: { matching, summary }`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct DashakootReply {
    /// `dashakoot`: the discriminator of the matching replies.
    #[schema(value_type = crate::calc::names::DashakootSystem)]
    pub system: MatchingSystem,
    pub matching: DashakootMatchingOut,
    pub summary: String,
}

/// A porutham's reason: its content key and fillings.
type Reason = (Key, Vec<(&'static str, String)>);

/// The content key of a porutham's reason and its fillings.
fn reason(tx: &Texts, p: &Poruthams, which: Porutham) -> Reason {
    match which {
        Porutham::Dina | Porutham::Mahendra | Porutham::StreeDeergha | Porutham::Vedha => {
            star_reason(tx, p, which)
        }
        Porutham::Rasi | Porutham::RasiAdhipathi | Porutham::Vasya => sign_reason(tx, p, which),
        Porutham::Gana | Porutham::Yoni | Porutham::Rajju => nature_reason(tx, p, which),
    }
}

/// The reasons of the poruthams counted between the two nakshatras.
fn star_reason(tx: &Texts, p: &Poruthams, which: Porutham) -> Reason {
    let (b, g) = (&p.bride, &p.groom);
    let grade = p.grade(which);
    let mut args = vec![
        ("brideNakshatra", tx.nakshatra(b.nakshatra)),
        ("groomNakshatra", tx.nakshatra(g.nakshatra)),
        ("count", p.count.to_string()),
        ("nth", tx.nth(p.count)),
    ];
    let either = |good: Key, bad: Key| if grade.compatible() { good } else { bad };
    let key = match which {
        Porutham::Dina => {
            let tara = Tara::counted(b.nakshatra, g.nakshatra).1;
            args.push((
                "tara",
                tx.t(key!("matching.names.taras.{}", format!("{tara:?}"))),
            ));
            either(
                key!("matching.poruthams.dina.good"),
                key!("matching.poruthams.dina.bad"),
            )
        }
        Porutham::Mahendra => either(
            key!("matching.poruthams.mahendra.good"),
            key!("matching.poruthams.mahendra.bad"),
        ),
        Porutham::StreeDeergha => key!("matching.poruthams.streeDeergha.{}", grade.key()),
        _ => either(
            key!("matching.poruthams.vedha.none"),
            key!("matching.poruthams.vedha.present"),
        ),
    };
    (key, args)
}

/// The reasons of the poruthams read between the two Moon signs.
fn sign_reason(tx: &Texts, p: &Poruthams, which: Porutham) -> Reason {
    let (b, g) = (&p.bride, &p.groom);
    let grade = p.grade(which);
    let signs = vec![
        ("brideSign", tx.sign(b.sign)),
        ("groomSign", tx.sign(g.sign)),
        ("ordinal", tx.ordinal(p.sign_count)),
    ];
    match which {
        Porutham::Rasi => {
            let key = match p.sign_count {
                1 if b.nakshatra == g.nakshatra => key!("matching.poruthams.rasi.sameStar"),
                1 => key!("matching.poruthams.rasi.sameSign"),
                7 => key!("matching.poruthams.rasi.samasaptama"),
                _ => match grade {
                    Grade::Uttama => key!("matching.poruthams.rasi.good"),
                    Grade::Madhyama => key!("matching.poruthams.rasi.tolerated"),
                    Grade::Adhama => key!("matching.poruthams.rasi.bad"),
                },
            };
            (key, signs)
        }
        Porutham::RasiAdhipathi => {
            let key = if b.lord() == g.lord() {
                key!("matching.poruthams.rasiAdhipathi.sameLord")
            } else {
                match grade {
                    Grade::Uttama => key!("matching.poruthams.rasiAdhipathi.friends"),
                    Grade::Madhyama => key!("matching.poruthams.rasiAdhipathi.neutral"),
                    Grade::Adhama => key!("matching.poruthams.rasiAdhipathi.enemy"),
                }
            };
            let args = vec![
                ("brideLord", tx.planet(b.lord())),
                ("groomLord", tx.planet(g.lord())),
            ];
            (key, args)
        }
        _ => {
            let key = match p.vasya {
                (true, true) => key!("matching.poruthams.vasya.both"),
                (true, false) => key!("matching.poruthams.vasya.brideHolds"),
                (false, true) => key!("matching.poruthams.vasya.groomHolds"),
                (false, false) => key!("matching.poruthams.vasya.none"),
            };
            (key, signs)
        }
    }
}

/// The reasons of the poruthams of the two natures: gana, yoni and rajju.
fn nature_reason(tx: &Texts, p: &Poruthams, which: Porutham) -> Reason {
    let (b, g) = (&p.bride, &p.groom);
    let both = |bride: Key, groom: Key| vec![("bride", tx.t(bride)), ("groom", tx.t(groom))];
    match which {
        Porutham::Gana => {
            let key = match (b.gana, g.gana) {
                (x, y) if x == y => key!("matching.poruthams.gana.same"),
                (Gana::Rakshasa, _) => key!("matching.poruthams.gana.rakshasaBride"),
                (_, Gana::Rakshasa) => key!("matching.poruthams.gana.rakshasaGroom"),
                _ => key!("matching.poruthams.gana.devaManushya"),
            };
            let args = both(
                key!("matching.names.ganas.{}", b.gana.name()),
                key!("matching.names.ganas.{}", g.gana.name()),
            );
            (key, args)
        }
        Porutham::Yoni => (
            key!("matching.poruthams.yoni.{}", p.grade(which).key()),
            both(
                key!("matching.names.yonis.{}", b.yoni.animal.name()),
                key!("matching.names.yonis.{}", g.yoni.animal.name()),
            ),
        ),
        _ => {
            let rajju = |r: Rajju| tx.t(key!("matching.names.rajjus.{}", r.name()));
            let (rb, rg) = p.rajjus;
            if rb == rg {
                let effect = tx.t(key!("matching.names.rajjuEffects.{}", rb.name()));
                let args = vec![("rajju", rajju(rb)), ("effect", effect)];
                (key!("matching.poruthams.rajju.same"), args)
            } else {
                let args = vec![("brideRajju", rajju(rb)), ("groomRajju", rajju(rg))];
                (key!("matching.poruthams.rajju.different"), args)
            }
        }
    }
}

/// What a porutham weighs, then why it agrees or not.
fn description(tx: &Texts, p: &Poruthams, which: Porutham) -> String {
    let measures = tx.t(key!("matching.poruthams.{}.measures", which.key()));
    let (key, args) = reason(tx, p, which);
    format!("{measures} {}", kootas::fill_owned(tx, key, &args))
}

fn label(tx: &Texts, which: Porutham) -> String {
    tx.t(key!("matching.poruthams.{}.label", which.key()))
}

/// The verdict's advice, then the deciding porutham that failed, if any.
fn recommendation(tx: &Texts, p: &Poruthams) -> String {
    let verdict = p.verdict();
    let mut parts = Vec::new();
    for (which, k) in [
        (
            Porutham::Rajju,
            key!("matching.porutham.recommendation.rajju"),
        ),
        (
            Porutham::Vedha,
            key!("matching.porutham.recommendation.vedha"),
        ),
    ] {
        if !p.grade(which).compatible() {
            parts.push(tx.t(k));
        }
    }
    if parts.is_empty() || verdict != Verdict::NotRecommended {
        parts.insert(
            0,
            tx.t(key!("matching.porutham.recommendation.{}", verdict.key())),
        );
    }
    parts.join(" ")
}

fn verdict_label(tx: &Texts, v: Verdict) -> String {
    tx.t(key!("matching.porutham.verdicts.{}", v.key()))
}

/// The ten of a couple, with the partners' names; `Err` without two profiles.
fn compared<'a>(ctx: &Ctx<'a>) -> Result<(Poruthams, [&'a str; 2]), CalcError> {
    let names = couple(ctx)?;
    let p = poruthams(
        ctx.charts[0].graha(Planet::Moon).longitude,
        ctx.charts[1].graha(Planet::Moon).longitude,
    );
    Ok((p, names))
}

/// `POST /v1/matching` with `system: porutham`.
pub fn porutham(ctx: &Ctx) -> Result<PoruthamReply, CalcError> {
    let tx = Texts(ctx.locale());
    let (p, names) = compared(ctx)?;
    let porutham = Porutham::ALL
        .iter()
        .map(|&which| PoruthamOut {
            name: which,
            label: label(&tx, which),
            compatible: p.grade(which).compatible(),
            description: description(&tx, &p, which),
        })
        .collect();
    let verdict = p.verdict();
    let out = PoruthamMatchingOut {
        system: MatchingSystem::Porutham,
        bride: partner(&p.bride, names[0]),
        groom: partner(&p.groom, names[1]),
        porutham,
        compatible_count: p.compatible_count(),
        total_count: Porutham::ALL.len() as u8,
        verdict,
        verdict_label: verdict_label(&tx, verdict),
        recommendation: recommendation(&tx, &p),
    };
    let summary = [
        tx.fill(
            key!("matching.porutham.summary"),
            &[
                ("bride", names[0]),
                ("groom", names[1]),
                ("count", &out.compatible_count.to_string()),
                ("verdict", &out.verdict_label),
            ],
        ),
        out.recommendation.clone(),
    ]
    .join(" ");
    Ok(PoruthamReply {
        system: MatchingSystem::Porutham,
        matching: out,
        summary,
    })
}

/// `POST /v1/matching` with `system: dashakoot`.
pub fn dashakoot(ctx: &Ctx) -> Result<DashakootReply, CalcError> {
    let tx = Texts(ctx.locale());
    let (p, names) = compared(ctx)?;
    let dashakoot = Porutham::ALL
        .iter()
        .map(|&which| {
            let grade = tx.t(key!("matching.dashakoot.points.{}", p.grade(which).key()));
            DashakootKootaOut {
                name: which,
                label: label(&tx, which),
                max_points: Grade::Uttama.points(),
                obtained_points: p.points(which),
                description: format!("{} {grade}", description(&tx, &p, which)),
            }
        })
        .collect();
    let total = p.total_points();
    let percentage = round(total / DASHAKOOT_MAX_POINTS * 100.0, 2);
    let verdict = p.verdict();
    let out = DashakootMatchingOut {
        system: MatchingSystem::Dashakoot,
        bride: partner(&p.bride, names[0]),
        groom: partner(&p.groom, names[1]),
        dashakoot,
        total_points: total,
        max_points: DASHAKOOT_MAX_POINTS,
        percentage,
        verdict,
        verdict_label: verdict_label(&tx, verdict),
        recommendation: recommendation(&tx, &p),
    };
    let summary = [
        tx.fill(
            key!("matching.dashakoot.summary"),
            &[
                ("bride", names[0]),
                ("groom", names[1]),
                ("total", &pts(total)),
                ("percentage", &pts(percentage)),
                ("verdict", &out.verdict_label),
            ],
        ),
        out.recommendation.clone(),
    ]
    .join(" ");
    Ok(DashakootReply {
        system: MatchingSystem::Dashakoot,
        matching: out,
        summary,
    })
}
