//! An operation's request fields, its curl call and its example reply, read from the document's
//! schemas.

use super::inline;
use crate::openapi::read::resolve;
use maud::{Markup, html};
use serde_json::Value;

/// The longest example reply shown in full; a longer one is cut with a mark.
const EXAMPLE_CHARS: usize = 6000;

fn ref_name(v: &Value) -> Option<&str> {
    v["$ref"].as_str().and_then(|r| r.rsplit('/').next())
}

/// What a field holds, in a few words: `string`, `Sign` (one of …), `array of Planet`.
fn type_label(doc: &Value, v: &Value) -> String {
    if let Some(parts) = v["oneOf"].as_array().or_else(|| v["anyOf"].as_array()) {
        return parts
            .iter()
            .map(|p| type_label(doc, p))
            .collect::<Vec<_>>()
            .join(" or ");
    }
    let r = resolve(doc, v);
    let v = &r.schema;
    if let Some(values) = v["enum"].as_array() {
        let shown: Vec<String> = values.iter().take(12).map(|x| x.to_string()).collect();
        let more = if values.len() > 12 { ", …" } else { "" };
        return format!("one of {}{more}", shown.join(", "));
    }
    if let Some(name) = r.name {
        return name;
    }
    match &v["type"] {
        Value::String(t) if t == "array" => format!("array of {}", type_label(doc, &v["items"])),
        Value::String(t) => t.clone(),
        Value::Array(ts) => ts
            .iter()
            .filter_map(Value::as_str)
            .collect::<Vec<_>>()
            .join(" or "),
        _ => "object".into(),
    }
}

/// A field of a request body: name, type, whether it is required, what it means.
struct Field {
    name: String,
    kind: String,
    required: bool,
    about: String,
}

fn fields(doc: &Value, schema: &Value) -> Vec<Field> {
    let schema = resolve(doc, schema).schema;
    let mut out = Vec::new();
    let required: Vec<&str> = schema["required"]
        .as_array()
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    for (name, prop) in schema["properties"].as_object().into_iter().flatten() {
        let about = prop["description"]
            .as_str()
            .map(str::to_owned)
            .or_else(|| {
                resolve(doc, prop).schema["description"]
                    .as_str()
                    .map(str::to_owned)
            })
            .unwrap_or_default();
        out.push(Field {
            name: name.clone(),
            kind: type_label(doc, prop),
            required: required.contains(&name.as_str()),
            about,
        });
    }
    out
}

fn field_table(caption: &str, fields: &[Field]) -> Markup {
    html! {
        div.scroll { table.fields {
            caption { (inline(caption)) }
            thead { tr { th scope="col" { "Field" } th scope="col" { "Type" } th scope="col" { "Meaning" } } }
            tbody { @for f in fields { tr {
                th scope="row" { code { (f.name) } @if f.required { " " span.req { "required" } } }
                td { (f.kind) }
                td { (inline(&f.about)) }
            } } }
        } }
    }
}

/// The request: its parameters, and its body's fields (one table per form of a body that has
/// several, e.g. by stored profile or by birth data).
pub(super) fn request(doc: &Value, op: &Value) -> Markup {
    let params: Vec<Field> = op["parameters"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|p| Field {
            name: p["name"].as_str().unwrap_or("").to_owned(),
            kind: format!(
                "{} ({})",
                type_label(doc, &p["schema"]),
                p["in"].as_str().unwrap_or("")
            ),
            required: p["required"].as_bool().unwrap_or(false),
            about: p["description"].as_str().unwrap_or("").to_owned(),
        })
        .collect();
    let body = &op["requestBody"]["content"]["application/json"]["schema"];
    let schema = resolve(doc, body).schema;
    let forms: Vec<&Value> = schema["oneOf"]
        .as_array()
        .map_or(vec![body], |f| f.iter().collect());
    html! {
        @if !params.is_empty() { (field_table("Parameters", &params)) }
        @if !body.is_null() {
            @if forms.len() > 1 { p { (inline(schema["description"].as_str().unwrap_or(""))) } }
            @for form in &forms {
                @let caption = match forms.len() { 1 => "Body".to_owned(), _ => format!("Body: {}", ref_name(form).unwrap_or("form")) };
                (field_table(&caption, &fields(doc, form)))
            }
        }
    }
}

/// A curl call of the operation, with the document's first example body.
pub(super) fn curl(doc: &Value, method: &str, path: &str, op: &Value) -> Markup {
    let content = &op["requestBody"]["content"]["application/json"];
    let schema = resolve(doc, &content["schema"]).schema;
    let example = content["example"]
        .as_object()
        .map(|_| &content["example"])
        .or_else(|| schema["examples"].get(0));
    let keyed = op["security"].as_array().is_none_or(|s| !s.is_empty());
    let mut call = format!(
        "curl -s -X {} \"https://$HOST{path}\"",
        method.to_uppercase()
    );
    if keyed {
        call.push_str(" \\\n  -H \"X-API-Key: $GRAHA_KEY\"");
    }
    if let Some(body) = example {
        call.push_str(" -H 'Content-Type: application/json' \\\n  -d '");
        call.push_str(&body.to_string().replace('\'', "'\\''"));
        call.push('\'');
    }
    html! {
        details.try open[false] {
            summary { "Call it with curl" }
            pre.code tabindex="0" { code { (call) } }
        }
    }
}

/// The example of the operation's success reply, when the document has one.
pub(super) fn reply_example(op: &Value) -> Markup {
    let example = ["200", "201"]
        .iter()
        .map(|s| &op["responses"][*s]["content"]["application/json"]["example"])
        .find(|e| !e.is_null());
    let Some(example) = example else {
        return html! {};
    };
    let mut text = serde_json::to_string_pretty(example).unwrap_or_default();
    if text.len() > EXAMPLE_CHARS {
        let cut = (0..=EXAMPLE_CHARS)
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        text.truncate(cut);
        text.push_str("\n…");
    }
    html! {
        details {
            summary { "Example reply" }
            pre.code tabindex="0" { code { (text) } }
        }
    }
}
