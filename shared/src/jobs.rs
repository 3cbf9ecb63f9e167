//! The queue contract between the API and the workers: job payloads and replies (serde, JSON,
//! versioned). A job carries everything the worker needs; the worker never reads the API's
//! request.

use crate::calc::{CalcError, CalcRequest, PersonData};
use crate::content::Locale;
use bytes::Bytes;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// Version of the job payloads; a worker refuses (permanently) a version it does not know.
/// 2: a calculation carries its endpoint and options as one tagged `call`.
pub const JOB_VERSION: u32 = 2;

/// Routing shared by every job: who asked, where to answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JobMeta {
    pub v: u32,
    pub job_id: Uuid,
    /// The HTTP request id (`x-request-id`), carried into every log line.
    pub request_id: String,
    /// Pub/sub channel of the waiting API process; `None` for fire-and-forget (async reports).
    pub reply_to: Option<String>,
    /// The account that asked: the engine takes the calculations of accounts in turn, so one
    /// account's backlog waits behind its own jobs, not others' (see docs/decisions.md, "Fair
    /// share"). Absent in jobs queued by an older API.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub account: Option<Uuid>,
    /// Asked with a test key: nothing is reserved, so nothing is settled, and a PDF is marked
    /// TEST on every page (docs/decisions.md, "Test mode").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub test: bool,
}

/// A calculation (every JSON endpoint but the Guru).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CalcJob {
    pub meta: JobMeta,
    pub req: CalcRequest,
}

/// What a report job makes.
// Stored as `text` under a CHECK of these names.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, sqlx::Type, utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "text", rename_all = "lowercase")]
#[schema(as = ReportKindName)]
pub enum ReportKind {
    Kundli,
    Predictions,
    Compatibility,
    Varshaphal,
    /// A whole kundli's JSON (`POST /v1/kundli` with `Prefer: respond-async`), made and stored
    /// as a report is, and downloaded as the reply a synchronous call would have given.
    Data,
}

impl ReportKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ReportKind::Kundli => "kundli",
            ReportKind::Predictions => "predictions",
            ReportKind::Compatibility => "compatibility",
            ReportKind::Varshaphal => "varshaphal",
            ReportKind::Data => "data",
        }
    }
}

/// A PDF report: rendered, stored, then recorded in `report_jobs` together with the capture of
/// its reservation (`meta.request_id`), which the worker settles: it does not render a report
/// whose reservation is no longer open (refunded: its deadline passed, or its client went away
/// or gave up), and a report whose capture finds nothing to capture is not delivered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PdfJob {
    pub meta: JobMeta,
    pub account_id: Uuid,
    pub kind: ReportKind,
    pub req: CalcRequest,
    /// True when the API answered 202 and will not wait (the job goes on the `pdf-async` lane).
    #[serde(default)]
    pub asynchronous: bool,
}

/// One chat message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    User,
    Assistant,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatMessage {
    pub role: Role,
    pub content: String,
}

/// A Guru question, with the chart of the person when one is given.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GuruRequest {
    pub messages: Vec<ChatMessage>,
    pub person: Option<PersonData>,
    #[serde(default)]
    pub locale: Locale,
    /// Compressed earlier context (public route), at most 16,000 characters.
    #[serde(default)]
    pub conversation_history: Option<String>,
    pub now: DateTime<Utc>,
    /// The settings the person's chart is computed under.
    #[serde(default)]
    pub settings: crate::astro::Settings,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GuruJob {
    pub meta: JobMeta,
    pub req: GuruRequest,
    /// The reservation paying for the answer, settled by the worker: captured when it has
    /// answered, refunded when it fails; not answered at all once it is no longer open. `None`
    /// for the public Guru.
    #[serde(default)]
    pub charge: Option<String>,
}

/// Why a job failed, as the API needs to know it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum JobFailure {
    /// The input was wrong in a way only the engine could see (422).
    Invalid {
        field: String,
        message: String,
    },
    /// A dependency (storage, LLM provider) failed or timed out (503 / 504).
    Unavailable {
        message: String,
    },
    Timeout {
        message: String,
    },
    /// A bug or an engine limit (500, never with internals in the reply).
    Internal {
        message: String,
    },
}

impl From<CalcError> for JobFailure {
    fn from(e: CalcError) -> Self {
        match e {
            CalcError::Invalid { field, message } => JobFailure::Invalid { field, message },
            CalcError::Engine(message) => JobFailure::Invalid {
                field: "profileId".into(),
                message,
            },
            CalcError::Internal(message) => JobFailure::Internal { message },
        }
    }
}

/// What a finished job produced.
#[derive(Debug, Clone, PartialEq)]
pub enum JobOutcome {
    /// A JSON reply (calculations, Guru): its text, written once by the worker and forwarded by
    /// the API as it is.
    Json {
        data: Bytes,
    },
    /// A file the API answers as it is (a chart picture asked for by `Accept`): its media type
    /// and its bytes.
    File {
        mime_type: String,
        body: Bytes,
    },
    /// A stored PDF.
    Report {
        report_id: Uuid,
        storage_key: String,
        size: u64,
    },
    Failed {
        failure: JobFailure,
    },
}

impl From<crate::calc::Output> for JobOutcome {
    fn from(o: crate::calc::Output) -> Self {
        match o {
            crate::calc::Output::Json(data) => JobOutcome::Json { data: data.into() },
            crate::calc::Output::File { mime_type, bytes } => JobOutcome::File {
                mime_type: mime_type.to_owned(),
                body: bytes.into(),
            },
        }
    }
}

impl JobOutcome {
    /// A JSON reply of `value`.
    pub fn json<T: Serialize>(value: &T) -> Result<JobOutcome, serde_json::Error> {
        Ok(JobOutcome::Json {
            data: serde_json::to_vec(value)?.into(),
        })
    }

    /// The reply of a [`JobOutcome::Json`] read as a value (`None` for another outcome or text
    /// that is not JSON): for the few callers that look inside it.
    pub fn json_value(&self) -> Option<Value> {
        match self {
            JobOutcome::Json { data } => serde_json::from_slice(data).ok(),
            _ => None,
        }
    }
}

/// The message a worker publishes on `reply_to` (and keeps under the job's result key), as
/// [`JobReply::to_wire`] writes it.
#[derive(Debug, Clone, PartialEq)]
pub struct JobReply {
    pub job_id: Uuid,
    pub outcome: JobOutcome,
    /// Time the worker spent on the job itself, in microseconds (the rest of the round trip is
    /// queueing and transport).
    pub work_us: u64,
}

/// The first line of a reply on the wire: everything but the reply's body.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Head {
    job_id: Uuid,
    #[serde(default)]
    work_us: u64,
    outcome: HeadOutcome,
}

#[derive(Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "camelCase")]
enum HeadOutcome {
    Json,
    #[serde(rename_all = "camelCase")]
    File {
        mime_type: String,
    },
    #[serde(rename_all = "camelCase")]
    Report {
        report_id: Uuid,
        storage_key: String,
        size: u64,
    },
    Failed {
        failure: JobFailure,
    },
}

impl JobReply {
    /// The reply as sent: a line of JSON naming the job and its outcome, then the body (the
    /// JSON reply's text, or a file's bytes) as it is. The body is written once, by the worker's
    /// serialiser, and neither parsed nor re-encoded on its way to the client.
    pub fn to_wire(&self) -> Vec<u8> {
        let (outcome, body): (HeadOutcome, &[u8]) = match &self.outcome {
            JobOutcome::Json { data } => (HeadOutcome::Json, data),
            JobOutcome::File { mime_type, body } => (
                HeadOutcome::File {
                    mime_type: mime_type.clone(),
                },
                body,
            ),
            JobOutcome::Report {
                report_id,
                storage_key,
                size,
            } => (
                HeadOutcome::Report {
                    report_id: *report_id,
                    storage_key: storage_key.clone(),
                    size: *size,
                },
                &[],
            ),
            JobOutcome::Failed { failure } => (
                HeadOutcome::Failed {
                    failure: failure.clone(),
                },
                &[],
            ),
        };
        let head = Head {
            job_id: self.job_id,
            work_us: self.work_us,
            outcome,
        };
        // A JSON line never holds a raw newline (serde_json escapes it in strings).
        let mut out = serde_json::to_vec(&head).unwrap_or_default();
        out.reserve(1 + body.len());
        out.push(b'\n');
        out.extend_from_slice(body);
        out
    }

    /// Reads a reply written by [`JobReply::to_wire`].
    pub fn from_wire(wire: &[u8]) -> Result<JobReply, serde_json::Error> {
        let cut = wire.iter().position(|b| *b == b'\n').unwrap_or(wire.len());
        let head: Head = serde_json::from_slice(&wire[..cut])?;
        let body = || Bytes::copy_from_slice(wire.get(cut + 1..).unwrap_or_default());
        let outcome = match head.outcome {
            HeadOutcome::Json => JobOutcome::Json { data: body() },
            HeadOutcome::File { mime_type } => JobOutcome::File {
                mime_type,
                body: body(),
            },
            HeadOutcome::Report {
                report_id,
                storage_key,
                size,
            } => JobOutcome::Report {
                report_id,
                storage_key,
                size,
            },
            HeadOutcome::Failed { failure } => JobOutcome::Failed { failure },
        };
        Ok(JobReply {
            job_id: head.job_id,
            outcome,
            work_us: head.work_us,
        })
    }
}
