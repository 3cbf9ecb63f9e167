//! The call Try it made, as a person makes it: curl, the Python SDK (`clients/python`: the
//! generated `graha_client.api.<tag>.post_v1_<name>` module and the body form's model, as its
//! README writes them) and the TypeScript SDK (`clients/typescript`: `graha.POST(path, { body })`).
//! The key is read from `GRAHA_API_KEY`: the dashboard never holds a full key.

use super::contract::{BodyForm, Operation, doc, resolve, type_of};
use crate::dashboard::view::{self, t};
use graha::key;
use maud::{Markup, html};
use serde_json::{Map, Value};
use std::collections::BTreeSet;

/// One call: the operation, the body form chosen, the body sent and the API's address.
pub struct Call<'a> {
    pub op: &'a Operation,
    pub form: &'a BodyForm,
    pub body: &'a Map<String, Value>,
    pub base: &'a str,
    /// The API answered text, not JSON (a calendar as iCalendar).
    pub text: bool,
}

impl Call<'_> {
    fn path(&self) -> String {
        format!("/v1{}", self.op.endpoint.path())
    }
}

/// The three, each in its scrolling box with a copy button.
pub fn samples(c: &Call) -> Markup {
    let blocks = [
        ("curl", "curl", curl(c)),
        ("python", "Python", python(c)),
        ("typescript", "TypeScript", typescript(c)),
    ];
    html! {
        section.samples aria-labelledby="samples-h" {
            h2 #samples-h { (t(key!("dashboard.tryIt.samples"))) }
            @for (key, title, text) in &blocks {
                div.sample {
                    div.sample-head {
                        h3 #(format!("{key}-h")) { (title) }
                        button.copy type="button" data-copy=(format!("try-{key}"))
                            data-copied-text=(view::text(key!("dashboard.common.copied"))) {
                            (t(key!("dashboard.common.copy"))) span.sr { " " (title) }
                        }
                    }
                    pre tabindex="0" data-testid=(format!("try-{key}")) {
                        code #(format!("try-{key}")) { (text) }
                    }
                }
            }
        }
    }
}

/// The curl line; a report's PDF is written to a file.
pub fn curl(c: &Call) -> String {
    let body = Value::Object(c.body.clone())
        .to_string()
        .replace('\'', "'\\''");
    let out = if c.op.answers_file {
        " -o report.pdf"
    } else {
        ""
    };
    format!(
        "curl -s{out} {}{} \\\n  -H \"X-API-Key: $GRAHA_API_KEY\" -H 'Content-Type: application/json' \\\n  -d '{body}'",
        c.base,
        c.path()
    )
}

/// The Python SDK: the body as its model, the reply narrowed by `ok()`.
pub fn python(c: &Call) -> String {
    let mut py = Py::default();
    let schema = doc()["components"]["schemas"][&c.form.schema].clone();
    let order: Vec<&str> = c.form.fields.iter().map(|f| f.name.as_str()).collect();
    let body = py.model(&c.form.schema, &schema, c.body, &order, 0);
    let module = snake(&c.op.id);
    let call = if c.op.answers_file {
        py.files = true;
        format!(
            "pdf = ok({module}.sync_detailed(client=graha, body=body), File)\nwith open(pdf.file_name or \"report.pdf\", \"wb\") as f:\n    f.write(pdf.payload.read())"
        )
    } else if c.text {
        format!(
            "reply = {module}.sync_detailed(client=graha, body=body)\nprint(reply.content.decode())"
        )
    } else if c.op.answers_later {
        let answer = format!("{}Response200", pascal(&c.op.id));
        py.models.insert(answer.clone());
        format!("reply = ok({module}.sync(client=graha, body=body), {answer})\nprint(reply.data)")
    } else {
        format!("reply = ok({module}.sync(client=graha, body=body))\nprint(reply.data)")
    };
    let mut head = vec!["import os".to_owned()];
    let times: Vec<&str> = [(py.date, "date"), (py.datetime, "datetime")]
        .into_iter()
        .filter_map(|(used, name)| used.then_some(name))
        .collect();
    if !times.is_empty() {
        head.push(format!("from datetime import {}", times.join(", ")));
    }
    if py.uuid {
        head.push("from uuid import UUID".to_owned());
    }
    head.push(String::new());
    head.push("from graha import Graha, ok".to_owned());
    head.push(format!(
        "from graha_client.api.{} import {module}",
        c.op.tag
    ));
    head.push(import_line("graha_client.models", &py.models));
    if py.files {
        head.push("from graha_client.types import File".to_owned());
    }
    format!(
        "{}\n\ngraha = Graha(os.environ[\"GRAHA_API_KEY\"], \"{}\")\n\nbody = {body}\n{call}",
        head.join("\n"),
        c.base
    )
}

/// The TypeScript SDK: `graha.POST` with the body as an object literal.
pub fn typescript(c: &Call) -> String {
    let body = js(&Value::Object(c.body.clone()), 1);
    let client = format!(
        "const graha = createGraha({{ apiKey: process.env.GRAHA_API_KEY!, baseUrl: \"{}\" }});",
        c.base
    );
    if c.op.answers_file {
        return format!(
            "import {{ writeFile }} from \"node:fs/promises\";\nimport {{ createGraha, fileOf }} from \"graha-sdk\";\n\n{client}\n\nconst pdf = fileOf(await graha.POST(\"{}\", {{\n  body: {body},\n  parseAs: \"blob\",\n}}));\nawait writeFile(pdf.name ?? \"report.pdf\", new Uint8Array(await pdf.blob.arrayBuffer()));",
            c.path()
        );
    }
    // A reply that may be other than JSON is typed as either: shown whole.
    let (parse, shown) = match (c.text, c.op.answers_other) {
        (true, _) => ("\n  parseAs: \"text\",", "data"),
        (false, true) => ("", "data"),
        (false, false) => ("", "data.data"),
    };
    format!(
        "import {{ createGraha }} from \"graha-sdk\";\n\n{client}\n\nconst {{ data }} = await graha.POST(\"{}\", {{\n  body: {body},{parse}\n}});\nconsole.log({shown});",
        c.path()
    )
}

/// `from module import …`, its names wrapped in parentheses when the line is long.
fn import_line(module: &str, names: &BTreeSet<String>) -> String {
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let line = format!("from {module} import {}", names.join(", "));
    if line.len() <= 99 {
        return line;
    }
    let mut out = format!("from {module} import (\n");
    let mut row = String::from("   ");
    for n in names {
        if row.len() + n.len() + 2 > 99 {
            out.push_str(row.trim_end());
            out.push('\n');
            row = String::from("   ");
        }
        row.push(' ');
        row.push_str(n);
        row.push(',');
    }
    out.push_str(&row);
    out.push_str("\n)");
    out
}

/// A JSON value as a JavaScript literal, keys unquoted where they may be.
fn js(v: &Value, depth: usize) -> String {
    let pad = "  ".repeat(depth);
    match v {
        Value::Object(m) if !m.is_empty() => {
            let items: String = m
                .iter()
                .map(|(k, v)| {
                    let plain = k
                        .chars()
                        .next()
                        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                        && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                    let key = if plain {
                        k.clone()
                    } else {
                        Value::String(k.clone()).to_string()
                    };
                    format!("{pad}  {key}: {},\n", js(v, depth + 1))
                })
                .collect();
            format!("{{\n{items}{pad}}}")
        }
        Value::Array(a) if a.iter().any(|x| x.is_object()) => {
            let items: String = a
                .iter()
                .map(|x| format!("{pad}  {},\n", js(x, depth + 1)))
                .collect();
            format!("[\n{items}{pad}]")
        }
        Value::Array(a) => format!(
            "[{}]",
            a.iter()
                .map(|x| js(x, depth))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        other => other.to_string(),
    }
}

/// What the Python sample imports, gathered as its body is written.
#[derive(Default)]
struct Py {
    models: BTreeSet<String>,
    date: bool,
    datetime: bool,
    uuid: bool,
    files: bool,
}

impl Py {
    /// A model built with keyword arguments: the fields in `order` first, then the rest.
    fn model(
        &mut self,
        name: &str,
        schema: &Value,
        m: &Map<String, Value>,
        order: &[&str],
        depth: usize,
    ) -> String {
        self.models.insert(name.to_owned());
        if m.is_empty() {
            return format!("{name}()");
        }
        let pad = "    ".repeat(depth + 1);
        let mut keys: Vec<&String> = m.keys().collect();
        keys.sort_by_key(|k| order.iter().position(|o| o == k).unwrap_or(usize::MAX));
        let args: String = keys
            .into_iter()
            .map(|k| {
                let v = self.value(&schema["properties"][k], &m[k], depth + 1);
                format!("{pad}{}={v},\n", py_name(k))
            })
            .collect();
        format!("{name}(\n{args}{})", "    ".repeat(depth))
    }

    /// A value as the model's field takes it: an enum's member, a nested model, a `date`, a
    /// `datetime` or a `UUID`; a value not of its field's type as a plain literal.
    fn value(&mut self, schema: &Value, v: &Value, depth: usize) -> String {
        let r = resolve(doc(), schema);
        let s = &r.schema;
        match (type_of(s), v, r.name) {
            (_, Value::String(x), Some(n)) if s.get("enum").is_some() => {
                self.models.insert(n.clone());
                format!("{n}.{}", member(x))
            }
            (Some("object"), Value::Object(m), Some(n)) => {
                let required: Vec<&str> = s["required"]
                    .as_array()
                    .map_or_else(Vec::new, |r| r.iter().filter_map(Value::as_str).collect());
                self.model(&n, s, m, &required, depth)
            }
            (Some("array"), Value::Array(items), _) => {
                let items: Vec<String> = items
                    .iter()
                    .map(|i| self.value(&s["items"], i, depth))
                    .collect();
                format!("[{}]", items.join(", "))
            }
            (Some("string"), Value::String(x), _) => self.string(s["format"].as_str(), x),
            _ => literal(v),
        }
    }

    fn string(&mut self, format: Option<&str>, x: &str) -> String {
        let quoted = Value::String(x.to_owned()).to_string();
        match format {
            Some("date") => match chrono::NaiveDate::parse_from_str(x, "%Y-%m-%d") {
                Ok(d) => {
                    self.date = true;
                    use chrono::Datelike;
                    format!("date({}, {}, {})", d.year(), d.month(), d.day())
                }
                Err(_) => quoted,
            },
            Some("date-time") if chrono::DateTime::parse_from_rfc3339(x).is_ok() => {
                self.datetime = true;
                format!("datetime.fromisoformat({quoted})")
            }
            Some("uuid") if uuid::Uuid::parse_str(x).is_ok() => {
                self.uuid = true;
                format!("UUID({quoted})")
            }
            _ => quoted,
        }
    }
}

/// Any JSON value as a Python literal.
fn literal(v: &Value) -> String {
    match v {
        Value::Null => "None".to_owned(),
        Value::Bool(b) => if *b { "True" } else { "False" }.to_owned(),
        Value::Array(a) => format!("[{}]", a.iter().map(literal).collect::<Vec<_>>().join(", ")),
        Value::Object(m) => {
            let items: Vec<String> = m
                .iter()
                .map(|(k, v)| format!("{}: {}", Value::String(k.clone()), literal(v)))
                .collect();
            format!("{{{}}}", items.join(", "))
        }
        other => other.to_string(),
    }
}

/// openapi-python-client's names: `profileIds` is `profile_ids`, `postV1KpHorary` is
/// `post_v1_kp_horary`.
fn snake(name: &str) -> String {
    let mut out = String::new();
    let mut prev: Option<char> = None;
    for c in name.chars() {
        if c.is_ascii_uppercase()
            && prev.is_some_and(|p| p.is_ascii_lowercase() || p.is_ascii_digit())
        {
            out.push('_');
        }
        out.push(if c.is_ascii_alphanumeric() {
            c.to_ascii_lowercase()
        } else {
            '_'
        });
        prev = Some(c);
    }
    out
}

/// The Python names the generator gives a trailing `_`: keywords, builtins (but `id`) and
/// `datetime`.
const RESERVED: &str = "False None True and as assert async await break class continue def \
    del elif else except finally for from global if import in is lambda nonlocal not or pass \
    raise return try while with yield self true false datetime abs aiter all anext any ascii \
    bin bool breakpoint bytearray bytes callable chr classmethod compile complex copyright \
    credits delattr dict dir divmod enumerate eval exec exit filter float format frozenset \
    getattr globals hasattr hash help hex input int isinstance issubclass iter len license \
    list locals map max memoryview min next object oct open ord pow print property quit range \
    repr reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip";

/// A body field's keyword argument in the Python model (`from` is `from_`).
fn py_name(field: &str) -> String {
    let s = snake(field);
    if RESERVED.split_whitespace().any(|r| r == s) {
        format!("{s}_")
    } else {
        s
    }
}

/// An enum value's member in the generated Python (`whole-sign` is `WHOLE_SIGN`).
fn member(value: &str) -> String {
    let key: String = value
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    if value.starts_with(|c: char| c.is_ascii_alphabetic()) {
        key
    } else {
        format!("VALUE_{key}")
    }
}

fn pascal(id: &str) -> String {
    let mut c = id.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::super::contract::by_name;
    use super::*;
    use serde_json::json;

    fn call_of(e: &str, form: usize, body: Value, run: impl Fn(&Call) -> String) -> String {
        let op = by_name(e).unwrap();
        let Value::Object(body) = body else {
            unreachable!()
        };
        run(&Call {
            op,
            form: &op.forms[form],
            body: &body,
            base: "http://localhost:8080",
            text: false,
        })
    }

    #[test]
    fn python_names_follow_the_generator() {
        assert_eq!(snake("postV1KpHorary"), "post_v1_kp_horary");
        assert_eq!(py_name("profileIds"), "profile_ids");
        assert_eq!(py_name("from"), "from_");
        assert_eq!(py_name("format"), "format_");
        assert_eq!(py_name("datetime"), "datetime_");
        assert_eq!(py_name("date"), "date");
        assert_eq!(member("whole-sign"), "WHOLE_SIGN");
        assert_eq!(member("D9"), "D9");
    }

    #[test]
    fn the_python_sample_builds_the_body_forms_model() {
        let id = "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00";
        let py = call_of(
            "dasha",
            0,
            json!({ "profileId": id, "levels": 2, "from": "birth" }),
            python,
        );
        assert!(
            py.contains("from graha_client.api.timing import post_v1_dasha"),
            "{py}"
        );
        assert!(
            py.contains("from graha_client.models import DashaByProfileRequest, DashaFrom"),
            "{py}"
        );
        assert!(
            py.contains(&format!(
                "    profile_id=UUID(\"{id}\"),\n    from_=DashaFrom.BIRTH,\n    levels=2,\n"
            )),
            "{py}"
        );
        assert!(
            py.contains("reply = ok(post_v1_dasha.sync(client=graha, body=body))"),
            "{py}"
        );
        let birth = json!({ "birth": { "date": "1995-05-12", "time": "06:15", "timezone": "Asia/Kathmandu", "latitude": 27.7172, "longitude": 85.324 } });
        let py = call_of("birth-chart", 1, birth, python);
        assert!(py.contains("body = BirthChartByBirthRequest(\n    birth=Birth(\n        date=date(1995, 5, 12),"), "{py}");
        let py = call_of(
            "kundli",
            0,
            json!({ "profileId": id, "include": ["birth-chart"] }),
            python,
        );
        assert!(py.contains("include=[SectionName.BIRTH_CHART]"), "{py}");
        assert!(
            py.contains(
                "ok(post_v1_kundli.sync(client=graha, body=body), PostV1KundliResponse200)"
            ),
            "{py}"
        );
        let py = call_of("report/kundli", 0, json!({ "profileId": id }), python);
        assert!(py.contains("from graha_client.types import File"), "{py}");
        assert!(
            py.contains("sync_detailed(client=graha, body=body), File)"),
            "{py}"
        );
    }

    #[test]
    fn the_typescript_and_curl_samples_send_the_same_body() {
        let body = json!({ "latitude": 27.7, "longitude": 85.3, "timezone": "Asia/Kathmandu", "kinds": ["eclipse"] });
        let ts = call_of("events", 0, body.clone(), typescript);
        assert!(ts.contains("graha.POST(\"/v1/events\", {\n  body: {\n    kinds: [\"eclipse\"],\n    latitude: 27.7,"), "{ts}");
        let sh = call_of("events", 0, body, curl);
        assert!(
            sh.starts_with("curl -s http://localhost:8080/v1/events"),
            "{sh}"
        );
        assert!(
            sh.contains(r#"-d '{"kinds":["eclipse"],"latitude":27.7"#),
            "{sh}"
        );
    }
}
