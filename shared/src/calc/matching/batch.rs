//! `POST /v1/matching/batch`: one person matched against up to 50 candidates, each pair
//! computed exactly as `POST /v1/matching` computes it (the same functions on the same charts),
//! ranked best first.

use super::super::call::Field;
use super::{CalcError, Ctx, ManglikOut, dashakoot, matching, porutham};
use crate::astro::Level;
use crate::astro::matching::Verdict;
use crate::calc::MatchingSystem;
use crate::calc::names::Named;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Most candidates one batch takes.
pub const MAX_CANDIDATES: usize = 50;

/// The side the person of `profileId` / `birth` takes in each pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = MatchingRole)]
pub enum Role {
    /// The person is the bride, each candidate a groom.
    Bride,
    /// The person is the groom, each candidate a bride.
    Groom,
}

impl Field for Role {
    fn read(v: &Value) -> Result<Self, String> {
        Role::deserialize(v).map_err(|_| "must be bride or groom".to_owned())
    }
}

/// The `candidates` of a batch as the body lists them: each a stored profile's id, or a birth
/// (`None` here; the API reads it with the subjects). What the options keep is how many there
/// are, which prices the call, and the ids, echoed in the results.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Candidates(pub Vec<Option<String>>);

impl Field for Candidates {
    fn read(v: &Value) -> Result<Self, String> {
        let bad = || {
            format!(
                "must be a list of 1 to {MAX_CANDIDATES} candidates, each a profile id or a birth"
            )
        };
        let items = v
            .as_array()
            .filter(|a| (1..=MAX_CANDIDATES).contains(&a.len()))
            .ok_or_else(bad)?;
        items
            .iter()
            .map(|item| match item {
                Value::String(s) if !s.is_empty() => Ok(Some(s.clone())),
                Value::Object(_) => Ok(None),
                _ => Err(bad()),
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Candidates)
    }
}

impl Candidates {
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// A candidate as the request listed it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidateOut {
    /// Its position in `candidates`, from 0.
    pub index: usize,
    /// The stored profile's id, for a candidate given by one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub profile_id: Option<String>,
    /// The profile's name; empty for a birth given without one.
    pub name: String,
}

/// One pair's result: the figures of `POST /v1/matching` for the same two people.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BatchResultOut {
    pub candidate: CandidateOut,
    /// The system's score: Ashtakoot's raw points (of 36), the number of poruthams that agree
    /// (of 10), or Dashakoot's points (of 10).
    pub total_points: f64,
    pub max_points: f64,
    #[schema(minimum = 0, maximum = 100)]
    pub percentage: f64,
    /// Ashtakoot only: `Excellent`, `Good`, `Average` or `Poor`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub compatibility_level: Option<Named<Level>>,
    /// Ashtakoot only: the points after the classical Nadi and Bhakoot exceptions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adjusted_points: Option<f64>,
    /// Porutham and Dashakoot: the verdict of the ten (Rajju and Vedha deciding).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::astro::matching::Verdict>)]
    pub verdict: Option<Verdict>,
    /// The two charts' Manglik comparison, as the single call's `manglikStatus`.
    pub manglik: ManglikOut,
}

/// The reply of `POST /v1/matching/batch`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MatchingBatchOut {
    pub system: MatchingSystem,
    /// The side the person takes in every pair.
    pub role: Role,
    /// Best first: by percentage, then (Ashtakoot) adjusted points, then the candidates' order.
    pub results: Vec<BatchResultOut>,
}

/// `POST /v1/matching/batch`: `ctx.persons[0]` is the person, the rest the candidates in the
/// order of `candidates`.
pub fn batch(
    ctx: &Ctx,
    role: Role,
    system: MatchingSystem,
    candidates: &Candidates,
) -> Result<MatchingBatchOut, CalcError> {
    if ctx.persons.len() < 2 || ctx.charts.len() != ctx.persons.len() {
        return Err(CalcError::invalid("candidates", "no candidate given"));
    }
    let mut results = Vec::with_capacity(ctx.persons.len() - 1);
    for i in 1..ctx.persons.len() {
        let (persons, births, charts) = (
            pair(ctx.persons, i, role),
            pair(ctx.births, i, role),
            pair(ctx.charts, i, role),
        );
        let sub = Ctx {
            persons: &persons,
            births: &births,
            charts: &charts,
            ..*ctx
        };
        let candidate = CandidateOut {
            index: i - 1,
            profile_id: candidates.0.get(i - 1).cloned().flatten(),
            name: ctx.persons[i].name.clone(),
        };
        results.push(pair_result(&sub, system, candidate)?);
    }
    results.sort_by(|a, b| {
        b.percentage
            .total_cmp(&a.percentage)
            .then(
                b.adjusted_points
                    .unwrap_or(0.0)
                    .total_cmp(&a.adjusted_points.unwrap_or(0.0)),
            )
            .then(a.candidate.index.cmp(&b.candidate.index))
    });
    Ok(MatchingBatchOut {
        system,
        role,
        results,
    })
}

/// The person (`v[0]`) and candidate `i` in the order of the pair: bride first.
fn pair<T: Clone>(v: &[T], i: usize, role: Role) -> [T; 2] {
    match role {
        Role::Bride => [v[0].clone(), v[i].clone()],
        Role::Groom => [v[i].clone(), v[0].clone()],
    }
}

/// One pair's figures under `system`, each from the single call's own function; the Manglik
/// comparison of the Ashtakoot reply (computed alone under the other systems).
fn pair_result(
    sub: &Ctx,
    system: MatchingSystem,
    candidate: CandidateOut,
) -> Result<BatchResultOut, CalcError> {
    let out = |total_points, max_points, percentage, manglik| BatchResultOut {
        candidate,
        total_points,
        max_points,
        percentage,
        compatibility_level: None,
        adjusted_points: None,
        verdict: None,
        manglik,
    };
    let manglik = || -> Result<ManglikOut, CalcError> {
        let names = super::couple(sub)?;
        Ok(super::doshas::manglik_out(&super::Texts(sub.locale()), sub, names).0)
    };
    Ok(match system {
        MatchingSystem::Ashtakoot => {
            let a = matching(sub)?.matching;
            BatchResultOut {
                compatibility_level: Some(a.compatibility_level),
                adjusted_points: Some(a.adjusted_points),
                ..out(a.total_points, a.max_points, a.percentage, a.manglik_status)
            }
        }
        MatchingSystem::Porutham => {
            let p = porutham(sub)?.matching;
            let (total, max) = (f64::from(p.compatible_count), f64::from(p.total_count));
            let percentage = super::round(total / max * 100.0, 2);
            BatchResultOut {
                verdict: Some(p.verdict),
                ..out(total, max, percentage, manglik()?)
            }
        }
        MatchingSystem::Dashakoot => {
            let d = dashakoot(sub)?.matching;
            BatchResultOut {
                verdict: Some(d.verdict),
                ..out(d.total_points, d.max_points, d.percentage, manglik()?)
            }
        }
    })
}
