//! The operations of the paid calls (every calculation and report of the endpoint table, the
//! Guru) and of the report jobs.

use super::*;
use utoipa::openapi::path::Parameter;
use utoipa::openapi::schema::Schema;
use utoipa::openapi::{RefOr, Response};

/// The replies and the parameters of an operation.
type Replies = (Vec<(&'static str, Response)>, Vec<Parameter>);

/// Every paid calculation and report of the endpoint table.
pub(super) fn calculations(schemas: &mut Schemas, paths: &mut Paths) {
    let accepted = schemas.named::<JobAccepted>();
    super::requests::body_components(&mut schemas.0);
    for &e in Endpoint::ALL {
        if e == Endpoint::Guru {
            continue;
        }
        let (summary, _) = summary_of(e);
        let path = format!("/v1{}", e.path());
        let (ok, parameters) = if e.queue() == Queue::Pdf {
            report_replies(&accepted)
        } else {
            calculation_replies(e, schemas, &accepted)
        };
        let operation = Op {
            summary,
            description: &description_of(e),
            tag: tag_of(e),
            keyed: true,
        }
        .build(
            operation_id("post", &path),
            ok,
            &errors_of(e),
            parameters,
            Some(body(calc_body(e, &mut schemas.0), None, true)),
        );
        paths.add_path_operation(&path, vec![HttpMethod::Post], operation);
    }
}

/// What a paid call does, what it costs and who may make it.
fn description_of(e: Endpoint) -> String {
    let gate = match e.tier() {
        Tier::Personal => {
            " Needs the personal consumer plan or higher (403 `plan_upgrade_required` otherwise)."
        }
        Tier::Any => "",
    };
    let (_, what) = summary_of(e);
    let cost = match e {
        Endpoint::Kundli => "the sections' credits less 20 %, rounded up (birth-chart, vargas, dasha and ashtakavarga: 14 instead of 17),".to_owned(),
        Endpoint::Events => format!(
            "{} credits for each started year of the range (a year or less: {}; ten years: {}),",
            e.cost(),
            e.cost(),
            10 * e.cost()
        ),
        Endpoint::Horoscope => format!(
            "{} credit for one sign, {} for `all`,",
            e.cost(),
            6 * e.cost()
        ),
        _ => format!("{} credits", e.cost()),
    };
    format!(
        "{what}\n\nCost: {cost} per successful call, none for a failed one.{gate} The reply carries `X-Credits-Charged` and `X-Credits-Remaining`."
    )
}

/// The error statuses of a paid call: 403 where a plan gates it (a kundli by its sections), 406
/// for a picture an `Accept` allows none of the forms of.
fn errors_of(e: Endpoint) -> Vec<u16> {
    let mut codes = vec![400, 401, 402, 404, 408, 413, 415, 422, 429, 500, 503, 504];
    if e.tier() == Tier::Personal || e == Endpoint::Kundli {
        codes.push(403);
    }
    if e == Endpoint::ChartImage {
        codes.push(406);
    }
    codes.sort_unstable();
    codes
}

/// A PDF report: the file at once, or the job (`Prefer: respond-async`).
fn report_replies(accepted: &RefOr<Schema>) -> Replies {
    let mut report = pdf("the PDF report");
    report.headers.insert(
        "Content-Disposition".into(),
        header(
            "attachment; filename=\"graha-KIND-ID.pdf\"",
            ObjectBuilder::new().schema_type(Type::String),
        ),
    );
    report.headers.insert(
        "X-Report-Id".into(),
        header(
            "the report's id (download it again from /v1/reports/{id})",
            uuid(),
        ),
    );
    let queued = queued("accepted (with Prefer: respond-async)", accepted.clone());
    (vec![("200", report), ("202", queued)], vec![prefer_param()])
}

/// A calculation's JSON reply, its file forms, and for a whole kundli the job made later.
fn calculation_replies(e: Endpoint, schemas: &mut Schemas, accepted: &RefOr<Schema>) -> Replies {
    let reply = graha::calc::Reply::schema_of(e, &mut schemas.0)
        .unwrap_or_else(|| panic!("{} has no reply type", e.name()));
    let example = enveloped(ex::calc_reply(e.name()));
    let mut ok = json_ok(e.name(), reply, example);
    file_forms(e, &mut ok);
    // A whole kundli may be made later, as a report is.
    if e == Endpoint::Kundli {
        let queued = queued(
            "accepted (with Prefer: respond-async): the JSON is downloaded from the job's downloadUrl",
            accepted.clone(),
        );
        (vec![("200", ok), ("202", queued)], vec![prefer_param()])
    } else {
        (vec![("200", ok)], vec![])
    }
}

/// A reply a calculation also gives as a file: a month calendar asked for with `format: ics`,
/// a chart picture asked for by `Accept`.
fn file_forms(e: Endpoint, ok: &mut Response) {
    let form = |description: &str, format: Option<&str>| {
        let mut schema = ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some(description));
        if let Some(f) = format {
            schema = schema.format(Some(utoipa::openapi::SchemaFormat::Custom(f.into())));
        }
        utoipa::openapi::ContentBuilder::new().schema(Some(schema))
    };
    if e == Endpoint::Calendar {
        ok.content.insert(
            "text/calendar".into(),
            form("RFC 5545, with `format: ics`", None).build().into(),
        );
    }
    if e == Endpoint::ChartImage {
        let svg = ex::calc_reply(e.name())["svg"].clone();
        ok.content.insert(
            "image/svg+xml".into(),
            form("the SVG document, with `Accept: image/svg+xml`", None)
                .example(Some(svg))
                .build()
                .into(),
        );
        ok.content.insert(
            "image/png".into(),
            form("800 × 800 pixels, with `Accept: image/png`", Some("binary"))
                .build()
                .into(),
        );
    }
}

/// The Guru, keyed and public.
pub(super) fn guru(schemas: &mut Schemas, paths: &mut Paths) {
    let mut add = |path: &str, method: HttpMethod, operation: Operation| {
        paths.add_path_operation(path, vec![method], operation);
    };
    let id = |method: &str, path: &str| operation_id(method, path);
    // The Guru.
    let (question, answer) = (
        schemas.named::<GuruQuestion>(),
        schemas.named::<GuruAnswer>(),
    );
    add(
        "/v1/guru",
        HttpMethod::Post,
        Op {
            summary: "Ask the Guru",
            description: "20 credits. Optionally grounded in a profile's chart.",
            tag: "guru",
            keyed: true,
        }
        .build(
            id("post", "/v1/guru"),
            vec![(
                "200",
                json_ok("the answer", answer, enveloped(ex::guru_answer())),
            )],
            &[400, 401, 402, 404, 413, 415, 422, 429, 500, 503, 504],
            vec![],
            Some(body(question, Some(ex::guru_question()), true)),
        ),
    );
    let (question, answer) = (
        schemas.named::<PublicQuestion>(),
        schemas.named::<PublicGuruAnswer>(),
    );
    add(
        "/v1/guru-public",
        HttpMethod::Post,
        Op {
            summary: "Ask the Guru (public)",
            description: "No key. 5 messages per client per UTC day.",
            tag: "guru",
            keyed: false,
        }
        .build(
            id("post", "/v1/guru-public"),
            vec![(
                "200",
                json_ok("the answer", answer, enveloped(ex::public_answer())),
            )],
            &[400, 413, 415, 422, 429, 500, 503, 504],
            vec![],
            Some(body(question, Some(ex::public_question()), true)),
        ),
    );
}

/// Report jobs, their files and results.
pub(super) fn jobs(schemas: &mut Schemas, paths: &mut Paths) {
    let mut add = |path: &str, method: HttpMethod, operation: Operation| {
        paths.add_path_operation(path, vec![method], operation);
    };
    let id = |method: &str, path: &str| operation_id(method, path);
    // Report jobs.
    let reports = |summary, description| Op {
        summary,
        description,
        tag: "reports",
        keyed: true,
    };
    let job = schemas.named::<JobStatus>();
    add(
        "/v1/jobs/{id}",
        HttpMethod::Get,
        reports(
            "Report job state",
            "queued, running, done (with a download link) or failed.",
        )
        .build(
            id("get", "/v1/jobs/{id}"),
            vec![("200", json_ok("the job", job, enveloped(ex::job())))],
            &[401, 404, 429, 503],
            vec![id_param("id")],
            None,
        ),
    );
    add(
        "/v1/reports/{id}",
        HttpMethod::Get,
        reports(
            "Download a report",
            "The stored PDF (free: paid when generated).",
        )
        .build(
            id("get", "/v1/reports/{id}"),
            vec![("200", pdf("the PDF"))],
            &[401, 404, 429, 503],
            vec![id_param("id")],
            None,
        ),
    );
    add(
        "/v1/jobs/{id}/result",
        HttpMethod::Get,
        reports(
            "A kundli made later",
            "The JSON of a `POST /v1/kundli` answered later (`Prefer: respond-async`; the job's kind `data`): the reply a synchronous call gives (free: paid when made). 404 until the job is done, for a report (its PDF is at `/v1/reports/{id}`), and once expired.",
        )
        .build(
            id("get", "/v1/jobs/{id}/result"),
            vec![(
                "200",
                json_ok(
                    "the kundli",
                    graha::calc::Reply::schema_of(Endpoint::Kundli, &mut schemas.0)
                        .expect("the kundli's reply schema"),
                    enveloped(ex::calc_reply("kundli")),
                ),
            )],
            &[401, 404, 429, 503],
            vec![id_param("id")],
            None,
        ),
    );
}
