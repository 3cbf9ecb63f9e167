//! The validators and the documented request schemas agree: every value a request schema
//! refuses, the API refuses too, with a 422 naming the field. The validators read a body field
//! by field (so that one 422 names every wrong field) rather than through the request types,
//! so this is what keeps the two from drifting apart.

use crate::helpers::*;
use crate::openapi::validate;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

/// Values to try in place of each field: wrong types, bounds, lengths, patterns, enums.
fn candidates(schema: &Value) -> Vec<Value> {
    let mut out = vec![
        json!(12345),
        json!(1.5),
        json!(-1e9),
        json!(1e9),
        json!(""),
        json!(" "),
        json!("@@@"),
        json!("\u{1}x"),
        json!(null),
        json!(true),
        json!([]),
        json!({}),
        json!("2300-01-01"),
        json!("1917-02-30"),
        json!("25:61"),
        json!("not-a-value"),
        json!("0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5fzz"),
    ];
    if let Some(n) = schema["maxLength"].as_u64() {
        out.push(json!("x".repeat(n as usize + 1)));
    }
    if let Some(n) = schema["maxItems"].as_u64() {
        out.push(Value::Array(vec![json!({}); n as usize + 1]));
    }
    out
}

/// The schema `$ref` points to, or the schema itself.
fn resolve<'a>(schema: &'a Value, doc: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(r) => resolve(
            &doc["components"]["schemas"][r.trim_start_matches("#/components/schemas/")],
            doc,
        ),
        None => schema,
    }
}

/// Every place in an example body a value can be swapped: its fields, and the fields of the
/// objects and the first items of the arrays it holds, as JSON pointers with their schemas.
fn fields<'a>(
    schema: &'a Value,
    example: &Value,
    doc: &'a Value,
    at: &str,
    out: &mut Vec<(String, &'a Value)>,
) {
    let mut schema = resolve(schema, doc);
    // A body of several forms (a profile, a birth, a place): the form the example is.
    if let Some(forms) = schema["oneOf"].as_array()
        && let Some(form) = forms
            .iter()
            .map(|f| resolve(f, doc))
            .find(|f| f["properties"].is_object() && validate(f, example, doc, "").is_ok())
    {
        schema = form;
    }
    let Some(props) = schema["properties"].as_object() else {
        return;
    };
    for (name, s) in props {
        let here = format!("{at}/{name}");
        let s = resolve(s, doc);
        out.push((here.clone(), s));
        match example.get(name) {
            Some(Value::Object(_)) => fields(s, &example[name], doc, &here, out),
            Some(Value::Array(items)) if !items.is_empty() => {
                let item = resolve(&s["items"], doc);
                fields(item, &items[0], doc, &format!("{here}/0"), out);
            }
            _ => {}
        }
    }
}

/// How the API names the field at a JSON pointer: `birthDetails.time`, `messages[0].content`.
fn field_name(pointer: &str) -> String {
    let mut out = String::new();
    for part in pointer.trim_start_matches('/').split('/') {
        if part.chars().all(|c| c.is_ascii_digit()) {
            out.push_str(&format!("[{part}]"));
        } else {
            if !out.is_empty() {
                out.push('.');
            }
            out.push_str(part);
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn validators_refuse_what_the_request_schemas_refuse() {
    let app = spawn_app_with(Options {
        worker: false,
        // A body the validators let through waits for a worker there is none of: fail fast.
        calc_deadline_ms: 1_000,
        tweak: Some(|s| s.public_guru_per_day = 1_000_000),
        ..Default::default()
    })
    .await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    sqlx::query("update accounts set rate_limit_per_minute = 1000000 where id = $1")
        .bind(acc.id)
        .execute(&app.db)
        .await
        .unwrap();
    let (bride, groom) = (app.profile(&acc.key).await, app.profile(&acc.key).await);
    let doc = graha_api::openapi::document();
    let (mut tried, mut failures) = (0, Vec::new());
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let Some(content) = op.pointer("/requestBody/content/application~1json") else {
                continue;
            };
            let schema = &content["schema"];
            // The operation's example, or its body's: one for each form of a body.
            let examples: Vec<Value> = match content.get("example") {
                Some(one) => vec![one.clone()],
                None => resolve(schema, doc)["examples"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default(),
            };
            assert!(!examples.is_empty(), "{method} {path}: no example");
            for mut example in examples {
                // The example's profiles are the document's; this account has its own.
                for (k, id) in [
                    ("profileId", &bride),
                    ("brideProfileId", &bride),
                    ("groomProfileId", &groom),
                ] {
                    if example.get(k).is_some() {
                        example[k] = json!(id);
                    }
                }
                validate(schema, &example, doc, "example").unwrap();
                let url = path.replace("{id}", &bride);
                let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
                let mut places = Vec::new();
                fields(schema, &example, doc, "", &mut places);
                places.push(("/unknownField".to_owned(), &Value::Null));
                for (pointer, field_schema) in places {
                    for c in candidates(field_schema) {
                        let mut body = example.clone();
                        match body.pointer_mut(&pointer) {
                            Some(v) => *v = c.clone(),
                            None => {
                                let (parent, name) = pointer.rsplit_once('/').unwrap();
                                let Some(Value::Object(o)) = body.pointer_mut(parent) else {
                                    continue;
                                };
                                o.insert(name.to_owned(), c.clone());
                            }
                        }
                        if validate(schema, &body, doc, "body").is_ok() {
                            continue;
                        }
                        tried += 1;
                        let (status, reply) =
                            app.send(method.clone(), &acc.key, &url, Some(body)).await;
                        let name = field_name(&pointer);
                        let named = error_fields(&reply).iter().any(|f| {
                            f == &name
                                || f.starts_with(&format!("{name}."))
                                || f.starts_with(&format!("{name}["))
                        });
                        if status != StatusCode::UNPROCESSABLE_ENTITY || !named {
                            failures
                                .push(format!("{method} {path} {name} = {c}: {status} {reply}"));
                        }
                    }
                }
            }
        }
    }
    assert!(tried > 1000, "{tried} refused bodies tried");
    assert!(
        failures.is_empty(),
        "{} of {tried} bodies the schema refuses were not refused naming the field:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}
