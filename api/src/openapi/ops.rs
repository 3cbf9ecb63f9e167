//! Building blocks of operations: named schemas, envelopes, error responses, parameters,
//! operation ids, the links of a created profile, and what every operation shares
//! (`decorate`).

use graha::endpoints::{Endpoint, Subjects};
use serde_json::{Value, json};
use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::link::LinkBuilder;
use utoipa::openapi::path::{
    Operation, OperationBuilder, Parameter, ParameterBuilder, ParameterIn,
};
use utoipa::openapi::request_body::{RequestBody, RequestBodyBuilder};
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, Type};
use utoipa::openapi::security::SecurityRequirement;
use utoipa::openapi::{
    Content, ContentBuilder, Paths, Ref, RefOr, Required, Response, ResponseBuilder,
};

/// The named schemas the operations use, gathered as they are built.
#[derive(Default)]
pub(super) struct Schemas(pub Vec<(String, RefOr<Schema>)>);

impl Schemas {
    /// A reference to `T`'s named schema, adding it and the schemas it uses.
    pub fn named<T: utoipa::ToSchema>(&mut self) -> RefOr<Schema> {
        graha::calc::named::<T>(&mut self.0)
    }

    /// The schemas by name. A name given twice must hold the same schema: two types under one
    /// name would make one schema describe another's.
    pub fn into_map(self) -> Vec<(String, RefOr<Schema>)> {
        let mut out: Vec<(String, RefOr<Schema>)> = Vec::new();
        for (name, schema) in self.0 {
            match out.iter().find(|(n, _)| *n == name) {
                Some((_, other)) => assert!(other == &schema, "two types are both named {name}"),
                None => out.push((name, schema)),
            }
        }
        out
    }
}

fn object() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::Object)
}

fn integer() -> RefOr<Schema> {
    ObjectBuilder::new().schema_type(Type::Integer).into()
}

fn string() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::String)
}

/// `{"success": true, "data": data}`.
pub(super) fn envelope(data: RefOr<Schema>) -> RefOr<Schema> {
    object()
        .property("success", crate::replies::always_true())
        .required("success")
        .property("data", data)
        .required("data")
        .into()
}

fn json_content(schema: RefOr<Schema>, example: Option<Value>) -> Content {
    ContentBuilder::new()
        .schema(Some(schema))
        .example(example)
        .build()
}

/// A JSON reply in the envelope.
pub(super) fn json_ok(desc: &str, data: RefOr<Schema>, example: Option<Value>) -> Response {
    ResponseBuilder::new()
        .description(desc)
        .content("application/json", json_content(envelope(data), example))
        .build()
}

/// A JSON reply outside the envelope (a deletion's `{"success": true}`).
pub(super) fn json_bare(desc: &str, schema: RefOr<Schema>, example: Value) -> Response {
    ResponseBuilder::new()
        .description(desc)
        .content("application/json", json_content(schema, Some(example)))
        .build()
}

/// A PDF reply.
pub(super) fn pdf(desc: &str) -> Response {
    ResponseBuilder::new()
        .description(desc)
        .content(
            "application/pdf",
            ContentBuilder::new()
                .schema(Some(string().format(Some(
                    utoipa::openapi::SchemaFormat::Custom("binary".into()),
                ))))
                .build(),
        )
        .build()
}

/// A JSON request body.
pub(super) fn body(schema: RefOr<Schema>, example: Option<Value>, required: bool) -> RequestBody {
    RequestBodyBuilder::new()
        .required(Some(if required {
            Required::True
        } else {
            Required::False
        }))
        .content("application/json", json_content(schema, example))
        .build()
}

fn error_text(c: u16) -> &'static str {
    match c {
        400 => "invalid_json: the body is not a JSON object",
        401 => "invalid_api_key: missing, unknown or revoked key",
        402 => "insufficient_credits (details: required, available)",
        403 => "plan_upgrade_required: needs the personal consumer plan or higher",
        404 => "not_found: unknown route, profile, key or job, or another account's",
        405 => "method_not_allowed",
        406 => {
            "not_acceptable: the Accept header allows none of application/json, image/svg+xml, image/png"
        }
        408 => "request_timeout: the body did not arrive within the body deadline",
        409 => {
            "key_limit_reached, profile_limit_reached (the account keeps the most profiles it may), last_key (the last live key of an account without a dashboard login), or an Idempotency-Key still in flight"
        }
        413 => "payload_too_large: body over 64 KiB (Guru: 512 KiB)",
        415 => "unsupported_media_type: send application/json",
        422 => "validation_failed (details.fields names each field) or idempotency_key_reused",
        429 => {
            "rate_limited, daily_limit_reached, too_many_in_progress (the account's calculations, reports or Guru questions in progress: the most it may have at once) or too_many_failed_authentications, with Retry-After"
        }
        500 => "internal: a bug; nothing charged",
        503 => {
            "unavailable: Postgres or Redis down, or the server busy receiving other bodies; nothing charged"
        }
        504 => "timeout: the job missed its deadline; nothing charged",
        _ => "error",
    }
}

/// An operation: what it is, its tag, whether it needs a key, its replies and error codes.
pub(super) struct Op<'a> {
    pub summary: &'a str,
    pub description: &'a str,
    pub tag: &'a str,
    pub keyed: bool,
}

impl Op<'_> {
    pub fn build(
        &self,
        id: String,
        ok: Vec<(&str, Response)>,
        errors: &[u16],
        parameters: Vec<Parameter>,
        request: Option<RequestBody>,
    ) -> Operation {
        let security = if self.keyed {
            vec![SecurityRequirement::new("ApiKey", Vec::<String>::new())]
        } else {
            Vec::new()
        };
        let mut op = OperationBuilder::new()
            .summary(Some(self.summary))
            .description(Some(self.description))
            .tag(self.tag)
            .operation_id(Some(id))
            .securities(Some(security))
            .request_body(request);
        if !parameters.is_empty() {
            op = op.parameters(Some(parameters));
        }
        for &c in errors {
            let error = ResponseBuilder::new()
                .description(error_text(c))
                .content(
                    "application/json",
                    ContentBuilder::new()
                        .schema(Some(Ref::from_schema_name("Error")))
                        .build(),
                )
                .build();
            op = op.response(c.to_string(), error);
        }
        for (status, r) in ok {
            op = op.response(status, r);
        }
        op.build()
    }
}

/// The `{id}` path parameter.
pub(super) fn id_param(name: &str) -> Parameter {
    ParameterBuilder::new()
        .name(name)
        .parameter_in(ParameterIn::Path)
        .required(Required::True)
        .schema(Some(string().format(Some(
            utoipa::openapi::SchemaFormat::KnownFormat(utoipa::openapi::KnownFormat::Uuid),
        ))))
        .build()
}

/// A query parameter.
pub(super) fn query_param(name: &str, schema: ObjectBuilder) -> Parameter {
    ParameterBuilder::new()
        .name(name)
        .parameter_in(ParameterIn::Query)
        .required(Required::False)
        .schema(Some(schema))
        .build()
}

/// A query parameter the operation needs (422 without it).
pub(super) fn required_query_param(name: &str, schema: ObjectBuilder) -> Parameter {
    let mut p = query_param(name, schema);
    p.required = Required::True;
    p
}

/// The `Prefer` header of a report.
pub(super) fn prefer_param() -> Parameter {
    ParameterBuilder::new()
        .name("Prefer")
        .parameter_in(ParameterIn::Header)
        .required(Required::False)
        .description(Some("`respond-async`: answer 202 at once with the job id instead of waiting for the PDF (or the kundli); other preferences are ignored (RFC 7240)"))
        .schema(Some(string().examples(["respond-async"])))
        .build()
}

/// operationId of a path and method (`post /v1/birth-chart` → `postV1BirthChart`).
pub(super) fn operation_id(method: &str, path: &str) -> String {
    let mut out = method.to_owned();
    for part in path
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|p| !p.is_empty())
    {
        let mut cs = part.chars();
        if let Some(f) = cs.next() {
            out.push(f.to_ascii_uppercase());
            out.extend(cs);
        }
    }
    out
}

/// Links from a created profile to every operation that takes its id.
pub(super) fn with_profile_links(mut r: Response) -> Response {
    for &e in Endpoint::ALL {
        let id = operation_id("post", &format!("/v1{}", e.path()));
        let body = match (e, e.subjects()) {
            (Endpoint::Guru, _) => {
                json!({ "profileId": "$response.body#/data/id", "messages": [{ "role": "user", "content": "How is my career?" }] })
            }
            (_, Subjects::One | Subjects::ProfileOrPlace) => {
                json!({ "profileId": "$response.body#/data/id" })
            }
            // Two different profiles are needed (one on both sides is 422): no link from one;
            // a moment and a place take no profile.
            (
                _,
                Subjects::Couple
                | Subjects::Moment
                | Subjects::MaybePlace
                | Subjects::PlaceAndProfiles
                | Subjects::Candidates
                | Subjects::Sky,
            ) => continue,
        };
        r.links.insert(
            id.clone(),
            LinkBuilder::new()
                .operation_id(id)
                .request_body(Some(body))
                .build()
                .into(),
        );
    }
    for m in ["get", "patch", "delete"] {
        let id = operation_id(m, "/v1/profiles/{id}");
        r.links.insert(
            id.clone(),
            LinkBuilder::new()
                .operation_id(id)
                .parameter("path.id", "$response.body#/data/id")
                .build()
                .into(),
        );
    }
    r
}

/// Links from an accepted report job to its state and, once done, its PDF.
pub(super) fn with_job_links(mut r: Response) -> Response {
    for path in ["/v1/jobs/{id}", "/v1/reports/{id}"] {
        let id = operation_id("get", path);
        r.links.insert(
            id.clone(),
            LinkBuilder::new()
                .operation_id(id)
                .parameter("path.id", "$response.body#/data/jobId")
                .build()
                .into(),
        );
    }
    r
}

/// A response header.
pub(super) fn header(
    description: &str,
    schema: impl Into<RefOr<Schema>>,
) -> RefOr<utoipa::openapi::Header> {
    RefOr::T(
        HeaderBuilder::new()
            .schema(Some(schema))
            .description(Some(description))
            .build(),
    )
}

/// What every operation shares, added once here: the response headers (request id on every
/// reply, rate-limit headers on keyed calls, credit headers on paid ones, `Retry-After` on
/// 429 and 503, `Idempotency-Replayed` on POST replies) and the `Idempotency-Key` parameter of
/// a POST.
pub(super) fn decorate(paths: &mut Paths) {
    for (path, item) in paths.paths.iter_mut() {
        let ops = [
            ("get", &mut item.get),
            ("post", &mut item.post),
            ("put", &mut item.put),
            ("patch", &mut item.patch),
            ("delete", &mut item.delete),
        ];
        for (method, op) in ops {
            let Some(op) = op.as_mut() else { continue };
            let keyed = op.security.as_ref().is_none_or(|s| !s.is_empty());
            let paid = path.starts_with("/v1/")
                && method == "post"
                && Endpoint::from_path(&path[3..]).is_some();
            if method == "post" {
                let key = ParameterBuilder::new()
                    .name("Idempotency-Key")
                    .parameter_in(ParameterIn::Header)
                    .required(Required::False)
                    .description(Some("1–255 printable ASCII characters: the same key and body within 24 h replay the first reply"))
                    .schema(Some(string().min_length(Some(1)).max_length(Some(255)).pattern(Some("^[!-~]+$"))))
                    .build();
                op.parameters.get_or_insert_with(Vec::new).push(key.into());
            }
            for (status, resp) in op.responses.responses.iter_mut() {
                let RefOr::T(resp) = resp else { continue };
                let h = &mut resp.headers;
                h.insert(
                    "X-Request-Id".into(),
                    header(
                        "the request's id (yours when you sent a sane one)",
                        string(),
                    ),
                );
                if keyed {
                    h.insert(
                        "X-RateLimit-Limit".into(),
                        header("requests per minute of the plan", integer()),
                    );
                    h.insert(
                        "X-RateLimit-Remaining".into(),
                        header("requests left in the current minute", integer()),
                    );
                    h.insert(
                        "X-RateLimit-Reset".into(),
                        header("seconds until the window moves on", integer()),
                    );
                }
                let success = status.starts_with('2');
                if paid && success {
                    h.insert(
                        "X-Credits-Charged".into(),
                        header("credits this call cost", integer()),
                    );
                    h.insert(
                        "X-Credits-Remaining".into(),
                        header("the balance after it", integer()),
                    );
                }
                if method == "post" && success {
                    h.insert(
                        "Idempotency-Replayed".into(),
                        header(
                            "`true` on a replayed reply",
                            string().enum_values(Some(["true"])),
                        ),
                    );
                }
                if status == "429" || status == "503" {
                    h.insert(
                        "Retry-After".into(),
                        header("seconds to wait before retrying", integer()),
                    );
                }
            }
        }
    }
}

/// The error reply: `details` typed by `code`, one variant per group of codes with the same
/// details (the table is `crate::error::DETAILS`), so generated clients get a union they can
/// narrow on the code.
pub(super) fn error_schema(schemas: &mut Schemas) -> RefOr<Schema> {
    use crate::error::*;
    let refs = [
        ("ValidationDetails", schemas.named::<ValidationDetails>()),
        ("CreditsDetails", schemas.named::<CreditsDetails>()),
        ("PlanDetails", schemas.named::<PlanDetails>()),
        ("KeyLimitDetails", schemas.named::<KeyLimitDetails>()),
        ("SizeDetails", schemas.named::<SizeDetails>()),
        ("RetryDetails", schemas.named::<RetryDetails>()),
        ("LockoutDetails", schemas.named::<LockoutDetails>()),
    ];
    let none = schemas.named::<NoDetails>();
    let detailed: Vec<&str> = DETAILS
        .iter()
        .flat_map(|(c, _)| c.iter().copied())
        .collect();
    let rest: Vec<&str> = CODES
        .iter()
        .copied()
        .filter(|c| !detailed.contains(c))
        .collect();
    let groups = DETAILS
        .iter()
        .map(|(codes, name)| {
            let schema = refs
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, s)| s.clone())
                .unwrap_or_else(|| panic!("no details type {name}"));
            (codes.to_vec(), schema)
        })
        .chain([(rest, none)]);
    let mut one_of = OneOfBuilder::new();
    for (codes, details) in groups {
        one_of = one_of.item(
            object()
                .property("code", string().enum_values(Some(codes)))
                .required("code")
                .property("message", string().description(Some("for a person")))
                .required("message")
                .property("details", details)
                .required("details"),
        );
    }
    let one_of = one_of
        .description(Some(
            "`code` says what went wrong and which `details` come with it",
        ))
        .build();
    object()
        .property(
            "success",
            ObjectBuilder::new()
                .extensions(Some(
                    [("const".to_owned(), json!(false))].into_iter().collect(),
                ))
                .schema_type(utoipa::openapi::schema::SchemaType::AnyValue),
        )
        .required("success")
        .property("error", Schema::OneOf(one_of))
        .required("error")
        .into()
}
