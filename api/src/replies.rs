//! The replies of the routes that are not calculations — keys, balance, profiles, report jobs,
//! the Guru — and the envelope every JSON reply travels in, as types: the handlers build these,
//! and the OpenAPI document publishes the schemas derived from them (utoipa), so what a client
//! is told and what it gets are one definition.

use axum::Json;
use chrono::{DateTime, SecondsFormat, Utc};
use graha::astro::Settings;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::store::accounts::Account;
use graha::store::profiles::ProfileRow;
use serde::{Serialize, Serializer};
use utoipa::ToSchema;
use uuid::Uuid;

pub use graha::envelope::Envelope;

/// Wraps a reply in the envelope.
pub fn ok<T: Serialize>(data: T) -> Json<Envelope<T>> {
    Json(Envelope::new(data))
}

/// The envelope around a reply already written as JSON (a worker's), its text copied in as
/// it is (`graha::envelope::around`).
pub fn ok_raw(data: &[u8]) -> axum::response::Response {
    use axum::http::{HeaderValue, header};
    use axum::response::IntoResponse;
    let body = graha::envelope::around(data);
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        body,
    )
        .into_response()
}

/// `{"success": true}`: the reply of a deletion.
#[derive(Serialize, ToSchema)]
pub struct Done {
    #[schema(schema_with = always_true)]
    success: bool,
}

/// A schema holding exactly one value (`const`).
fn constant(value: serde_json::Value) -> utoipa::openapi::Object {
    let mut o = utoipa::openapi::Object::new();
    o.schema_type = utoipa::openapi::schema::SchemaType::AnyValue;
    o.extensions = Some(
        [("const".to_owned(), value)]
            .into_iter()
            .collect::<utoipa::openapi::extensions::Extensions>(),
    );
    o
}

/// `true`, always.
pub fn always_true() -> utoipa::openapi::Object {
    constant(serde_json::Value::Bool(true))
}

fn assistant() -> utoipa::openapi::Object {
    constant(serde_json::Value::from("assistant"))
}

/// The deletion reply.
pub fn done() -> Json<Done> {
    Json(Done { success: true })
}

/// A moment as we write it: RFC 3339, UTC, whole seconds (`2026-11-25T06:00:00Z`).
#[derive(Debug, Clone, Copy)]
pub struct Timestamp(pub DateTime<Utc>);

impl Serialize for Timestamp {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0.to_rfc3339_opts(SecondsFormat::Secs, true))
    }
}

impl From<DateTime<Utc>> for Timestamp {
    fn from(t: DateTime<Utc>) -> Self {
        Timestamp(t)
    }
}

/// A developer plan.
#[derive(Serialize, ToSchema, Clone, Copy)]
#[serde(rename_all = "lowercase")]
pub enum DeveloperPlanName {
    Trial,
    Starter,
    Growth,
}

/// A consumer plan.
#[derive(Serialize, ToSchema, Clone, Copy)]
#[serde(rename_all = "lowercase")]
pub enum ConsumerPlanName {
    Free,
    Personal,
    Pro,
}

impl From<DeveloperPlan> for DeveloperPlanName {
    fn from(p: DeveloperPlan) -> Self {
        match p {
            DeveloperPlan::Trial => Self::Trial,
            DeveloperPlan::Starter => Self::Starter,
            DeveloperPlan::Growth => Self::Growth,
        }
    }
}

impl From<ConsumerPlan> for ConsumerPlanName {
    fn from(p: ConsumerPlan) -> Self {
        match p {
            ConsumerPlan::Free => Self::Free,
            ConsumerPlan::Personal => Self::Personal,
            ConsumerPlan::Pro => Self::Pro,
        }
    }
}

/// The account's plan and balance (`GET /api-keys`, and with the keys `GET /v1/keys`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Balance {
    /// Credits left.
    pub credits: i64,
    /// When a Starter or Growth balance refills next (null for a Trial account).
    #[schema(required = true, value_type = Option<String>, format = DateTime)]
    pub credits_refill_at: Option<Timestamp>,
    pub developer_plan: DeveloperPlanName,
    pub consumer_plan: ConsumerPlanName,
    /// Live keys the plan allows.
    pub max_keys: i64,
    pub rate_limit_per_minute: u32,
    /// Credits granted each billing month (null for Trial: granted once).
    #[schema(required = true)]
    pub credits_per_month: Option<i64>,
    /// The account's default calculation settings (`PUT /v1/settings`).
    pub settings: Settings,
}

impl Balance {
    pub fn of(a: &Account) -> Balance {
        let plan = a.plan();
        Balance {
            credits: a.credits,
            credits_refill_at: a.credits_refill_at.map(Timestamp),
            developer_plan: plan.into(),
            consumer_plan: a.consumer().into(),
            max_keys: plan.max_keys(),
            rate_limit_per_minute: a.rate_limit(),
            credits_per_month: plan.refills().then(|| plan.credits()),
            settings: a.settings.0,
        }
    }
}

/// A live API key as listed (never the key itself).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KeyRecord {
    pub id: Uuid,
    pub name: String,
    /// The key's first characters, to tell it apart.
    pub prefix: String,
    #[schema(value_type = String, format = DateTime)]
    pub created_at: Timestamp,
    /// Its latest use (null: never used).
    #[schema(required = true, value_type = Option<String>, format = DateTime)]
    pub last_used_at: Option<Timestamp>,
    /// `live` (charged) or `test` (every endpoint, nothing charged, 30 calls a minute).
    pub mode: graha::store::keys::Mode,
}

/// The account's keys with its plan and balance (`GET /v1/keys`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KeyList {
    #[serde(flatten)]
    pub balance: Balance,
    pub keys: Vec<KeyRecord>,
}

/// A new key (`POST /v1/keys`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedKey {
    pub id: Uuid,
    pub name: String,
    /// The full key, in this reply only (a replay of this call with the same Idempotency-Key
    /// leaves it out).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(required = false, nullable = false)]
    pub key: Option<String>,
    pub prefix: String,
    #[schema(value_type = String, format = DateTime)]
    pub created_at: Timestamp,
    pub mode: graha::store::keys::Mode,
}

/// A person's sex as the matching tables need it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum GenderName {
    Male,
    Female,
}

/// A profile: a person's birth data.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub id: Uuid,
    pub name: String,
    pub gender: GenderName,
    #[schema(value_type = String, format = Date)]
    pub date: String,
    /// HH:MM, local time at the birth place.
    pub time: String,
    pub timezone: String,
    pub location: String,
    pub latitude: f64,
    pub longitude: f64,
    /// The account's own notes: in the reply of one profile (null: none), never in a list.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, required = false)]
    pub notes: Option<Option<String>>,
    #[schema(value_type = String, format = DateTime)]
    pub created_at: Timestamp,
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: Timestamp,
}

impl Profile {
    /// A stored profile as a reply, with its notes or (in a list) without.
    pub fn of(p: &ProfileRow, with_notes: bool) -> Profile {
        Profile {
            id: p.id,
            name: p.name.clone(),
            gender: if p.gender == "female" {
                GenderName::Female
            } else {
                GenderName::Male
            },
            date: p.birth_date.format("%Y-%m-%d").to_string(),
            time: graha::calc::hhmm::text(&p.birth_time),
            timezone: p.timezone.clone(),
            location: p.location.clone(),
            latitude: p.latitude,
            longitude: p.longitude,
            notes: with_notes.then(|| p.notes.clone()),
            created_at: Timestamp(p.created_at),
            updated_at: Timestamp(p.updated_at),
        }
    }
}

pub use graha::store::reports::{JobState, JobStatus, WebhookStatus};

/// The state of an accepted job.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum QueuedState {
    Queued,
}

/// A report accepted to be made later (`Prefer: respond-async`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobAccepted {
    pub job_id: Uuid,
    pub state: QueuedState,
    /// Where to follow it (`GET /v1/jobs/{id}`).
    pub status_url: String,
}

impl JobAccepted {
    pub fn new(job_id: Uuid) -> JobAccepted {
        JobAccepted {
            job_id,
            state: QueuedState::Queued,
            status_url: format!("/v1/jobs/{job_id}"),
        }
    }
}

/// The Guru's answer (`POST /v1/guru`).
#[derive(Serialize, serde::Deserialize, ToSchema)]
pub struct GuruAnswer {
    pub message: String,
    #[schema(schema_with = assistant)]
    pub role: String,
}

/// The public Guru's answer (`POST /v1/guru-public`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicGuruAnswer {
    #[serde(flatten)]
    pub answer: GuruAnswer,
    /// Questions this client may still ask today (UTC).
    pub remaining_today: u32,
}
