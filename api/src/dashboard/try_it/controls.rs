//! A body form's fields as controls (one per field, labelled, its description as help, the
//! API's complaint beside it), and the posted form read back into the JSON body: every field
//! left empty is left out, and a value is sent as typed (a number that does not parse goes as
//! text), so the API itself names what is wrong.

use super::contract::{Bounds, Field, Kind};
use crate::dashboard::view::{self, t, t_with, text};
use crate::dashboard::web::Form;
use chrono::{NaiveDateTime, SecondsFormat, TimeZone};
use graha::endpoints::Endpoint;
use graha::key;
use graha::store::profiles::ProfileRow;
use maud::{Markup, html};
use serde_json::{Map, Value};
use std::cell::Cell;
use std::collections::HashMap;

/// What the controls are drawn with.
pub struct Ctx<'a> {
    pub endpoint: Endpoint,
    /// The account's profiles, for the fields naming them.
    pub profiles: &'a [ProfileRow],
    /// The form as sent; none for a new form.
    pub posted: Option<&'a Form>,
    /// The API's complaint about a field, by its path (`birth.date`).
    pub errors: &'a HashMap<String, String>,
    /// Profile fields drawn so far: at first the k-th names the k-th profile.
    pub seen: Cell<usize>,
}

impl Ctx<'_> {
    fn value(&self, path: &str) -> &str {
        self.posted.and_then(|f| f.get(path)).unwrap_or("")
    }

    fn values(&self, path: &str) -> Vec<&str> {
        self.posted.map_or_else(Vec::new, |f| {
            f.0.iter()
                .filter(|(k, _)| k == path)
                .map(|(_, v)| v.trim())
                .collect()
        })
    }

    /// What a value of a list is worth knowing beside it: a kundli section's price and plan.
    fn note(&self, field: &str, value: &str) -> Option<String> {
        if self.endpoint != Endpoint::Kundli || field != "include" {
            return None;
        }
        let section = Endpoint::from_path(&format!("/{value}"))?;
        let k = match section.tier() {
            graha::endpoints::Tier::Personal => key!("dashboard.tryIt.note.personal"),
            graha::endpoints::Tier::Any => key!("dashboard.common.credits"),
        };
        Some(view::fill(k, &[("n", &section.cost().to_string())]))
    }
}

/// The id of the control at `path`.
pub fn id_of(path: &str) -> String {
    format!("f-{}", path.replace(['.', '/'], "-"))
}

/// A description as text, its `code` spans as code.
pub fn prose(s: &str) -> Markup {
    let s = s.replace('\n', " ");
    html! {
        @for (i, part) in s.split('`').enumerate() {
            @if i % 2 == 1 { code { (part) } } @else { (part) }
        }
    }
}

/// A field at `path`; `forms`, the body forms using it (the script shows the chosen one's).
pub fn field(f: &Field, path: &str, forms: Option<&str>, cx: &Ctx) -> Markup {
    let id = id_of(path);
    let help = (!f.description.is_empty()).then(|| format!("{id}-help"));
    let err = cx.errors.get(path);
    let described: Vec<String> = help
        .iter()
        .cloned()
        .chain(err.map(|_| format!("{id}-err")))
        .collect();
    let described = (!described.is_empty()).then(|| described.join(" "));
    let notes = html! {
        @if let Some(h) = &help {
            p.help #(h) {
                (prose(&f.description))
                @if matches!(f.kind, Kind::DateTime) {
                    " " (t_with(key!("dashboard.tryIt.localTime"), &[("timezone", html! { code { "timezone" } })]))
                }
            }
        }
        @if let Some(e) = err { p.field-error #(format!("{id}-err")) { (e) } }
    };
    let name = html! {
        code { (f.name) }
        @if f.required { " " span.req { (t(key!("dashboard.tryIt.required"))) } }
    };
    match &f.kind {
        Kind::Object(fields) => html! {
            fieldset.object #(id) data-forms=[forms] aria-describedby=[described] {
                legend { (name) }
                (notes)
                div.fields {
                    @for sub in fields { (field(sub, &format!("{path}.{}", sub.name), None, cx)) }
                }
            }
        },
        Kind::Choices(values) => {
            let options: Vec<(String, String)> =
                values.iter().map(|v| (v.clone(), v.clone())).collect();
            boxes(&options, (f, path, forms), (name, notes, described), cx)
        }
        Kind::Profiles => {
            let options: Vec<(String, String)> = cx
                .profiles
                .iter()
                .map(|p| (p.id.to_string(), p.name.clone()))
                .collect();
            boxes(&options, (f, path, forms), (name, notes, described), cx)
        }
        Kind::Flag => html! {
            div.field.wide data-forms=[forms] {
                label.check {
                    input #(id) type="checkbox" name=(path) value="true"
                        checked[!cx.value(path).is_empty()] aria-describedby=[described.as_deref()];
                    " " (name)
                }
                (notes)
            }
        },
        _ => html! {
            div.field data-forms=[forms] {
                div.lbl { label for=(id) { (name) } }
                (input(f, path, &id, described.as_deref(), cx))
                (notes)
            }
        },
    }
}

/// A field's list of checkboxes (an enum's values, or the account's profiles) in its fieldset.
fn boxes(
    options: &[(String, String)],
    (f, path, forms): (&Field, &str, Option<&str>),
    (name, notes, described): (Markup, Markup, Option<String>),
    cx: &Ctx,
) -> Markup {
    let checked = cx.values(path);
    html! {
        fieldset.choices.wide #(id_of(path)) data-forms=[forms] aria-describedby=[described] {
            legend { (name) }
            @if options.is_empty() {
                p.help { (t_with(key!("dashboard.tryIt.noProfiles"), &[("link", html! {
                    a href="/dashboard/profiles/new" { (text(key!("dashboard.tryIt.noProfilesLink"))) }
                })])) }
            }
            div.boxes {
                @for (value, label) in options {
                    label.check {
                        input type="checkbox" name=(path) value=(value) checked[checked.contains(&value.as_str())];
                        " " span {
                            (label)
                            @if let Some(n) = cx.note(&f.name, value) { " " span.note { "(" (n) ")" } }
                        }
                    }
                }
            }
            (notes)
        }
    }
}

/// The control of a field typed in one value.
fn input(f: &Field, path: &str, id: &str, described: Option<&str>, cx: &Ctx) -> Markup {
    let value = cx.value(path);
    let invalid = cx.errors.contains_key(path).then_some("true");
    let typed = |ty: &str, step: Option<&str>, b: Bounds| {
        html! {
            input #(id) type=(ty) name=(path) value=(value) step=[step] min=[b.min] max=[b.max]
                aria-describedby=[described] aria-invalid=[invalid];
        }
    };
    let none = Bounds::default();
    match &f.kind {
        Kind::Choice(values) => html! {
            select #(id) name=(path) aria-describedby=[described] aria-invalid=[invalid] {
                option value="" { (text(if f.required { key!("dashboard.tryIt.pick.choose") } else { key!("dashboard.tryIt.pick.default") })) }
                @for v in values { option value=(v) selected[value == v] { (v) } }
            }
        },
        Kind::Profile => {
            let k = cx.seen.replace(cx.seen.get() + 1);
            let chosen = match cx.posted {
                Some(_) => value.to_owned(),
                None => cx
                    .profiles
                    .get(k)
                    .or(cx.profiles.first())
                    .map(|p| p.id.to_string())
                    .unwrap_or_default(),
            };
            html! {
                select #(id) name=(path) aria-describedby=[described] aria-invalid=[invalid] {
                    option value="" { (text(key!("dashboard.tryIt.pick.none"))) }
                    @for p in cx.profiles {
                        @let v = p.id.to_string();
                        option value=(v) selected[chosen == v] { (p.name) }
                    }
                }
            }
        }
        Kind::Integer(b) => typed("number", Some("1"), *b),
        Kind::Number(b) => typed("number", Some("any"), *b),
        Kind::Date => typed("date", None, none),
        Kind::DateTime => typed("datetime-local", Some("1"), none),
        Kind::Time => typed("time", None, none),
        Kind::Url => typed("url", None, none),
        Kind::Text { max_len } => html! {
            input #(id) type="text" name=(path) value=(value) maxlength=[max_len]
                aria-describedby=[described] aria-invalid=[invalid];
        },
        _ => html! {
            textarea #(id) name=(path) rows="4" spellcheck="false"
                aria-describedby=[described] aria-invalid=[invalid] { (value) }
        },
    }
}

/// The JSON body of a body form's fields, read from the posted form.
pub fn body(fields: &[Field], posted: &Form) -> Map<String, Value> {
    object(fields, "", posted)
}

fn object(fields: &[Field], prefix: &str, posted: &Form) -> Map<String, Value> {
    fields
        .iter()
        .filter_map(|f| {
            let path = format!("{prefix}{}", f.name);
            value(f, &path, prefix, posted).map(|v| (f.name.clone(), v))
        })
        .collect()
}

fn value(f: &Field, path: &str, prefix: &str, posted: &Form) -> Option<Value> {
    let one = posted.get(path).filter(|s| !s.is_empty());
    let text = |s: &str| Value::String(s.to_owned());
    match &f.kind {
        Kind::Choices(_) | Kind::Profiles => {
            let all: Vec<Value> = posted
                .0
                .iter()
                .filter(|(k, v)| k == path && !v.trim().is_empty())
                .map(|(_, v)| text(v.trim()))
                .collect();
            (!all.is_empty()).then_some(Value::Array(all))
        }
        Kind::Object(fields) => {
            let m = object(fields, &format!("{path}."), posted);
            (!m.is_empty()).then_some(Value::Object(m))
        }
        Kind::Flag => one.map(|_| Value::Bool(true)),
        Kind::Integer(_) => one.map(|s| s.parse::<i64>().map_or_else(|_| number(s), Value::from)),
        Kind::Number(_) => one.map(number),
        Kind::Json => one.map(|s| serde_json::from_str(s).unwrap_or_else(|_| text(s))),
        Kind::DateTime => {
            let zone = posted.get(&format!("{prefix}timezone"));
            one.map(|s| text(&with_offset(s, zone)))
        }
        _ => one.map(text),
    }
}

/// A number as typed, else the text (the API says it is not a number).
fn number(s: &str) -> Value {
    s.parse::<f64>()
        .ok()
        .and_then(serde_json::Number::from_f64)
        .map_or_else(|| Value::String(s.to_owned()), Value::Number)
}

/// A `datetime-local` value as RFC 3339 with the offset of `zone` at that moment (summer time
/// included). A value the zone cannot place (or with no zone) goes as it is.
fn with_offset(local: &str, zone: Option<&str>) -> String {
    let parsed = NaiveDateTime::parse_from_str(local, "%Y-%m-%dT%H:%M:%S")
        .or_else(|_| NaiveDateTime::parse_from_str(local, "%Y-%m-%dT%H:%M"));
    let tz = zone.and_then(|z| z.parse::<chrono_tz::Tz>().ok());
    match (parsed, tz) {
        (Ok(n), Some(tz)) => tz.from_local_datetime(&n).earliest().map_or_else(
            || local.to_owned(),
            |t| t.to_rfc3339_opts(SecondsFormat::Secs, false),
        ),
        _ => local.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(pairs: &[(&str, &str)]) -> Form {
        Form(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
        )
    }

    #[test]
    fn empty_fields_are_left_out_and_values_go_as_typed() {
        let op = super::super::contract::by_name("dasha").unwrap();
        let posted = form(&[
            ("birth.date", "1995-05-12"),
            ("birth.time", "06:15"),
            ("birth.latitude", "27.7172"),
            ("birth.longitude", ""),
            ("levels", "2"),
            ("ayanamsa", ""),
            ("system", "vimshottari"),
        ]);
        let body = Value::Object(body(&op.forms[1].fields, &posted));
        assert_eq!(
            body,
            serde_json::json!({
                "birth": { "date": "1995-05-12", "time": "06:15", "latitude": 27.7172 },
                "levels": 2,
                "system": "vimshottari",
            })
        );
        // Not a number: sent as text, for the API to name.
        let bad = body_of("dasha", 0, &[("levels", "two")]);
        assert_eq!(bad["levels"], "two");
        let kundli = body_of(
            "kundli",
            0,
            &[
                ("include", "dasha"),
                ("include", "yogas"),
                ("presentOnly", "true"),
            ],
        );
        assert_eq!(kundli["include"], serde_json::json!(["dasha", "yogas"]));
        assert_eq!(kundli["presentOnly"], true);
    }

    fn body_of(e: &str, i: usize, pairs: &[(&str, &str)]) -> Value {
        let op = super::super::contract::by_name(e).unwrap();
        Value::Object(body(&op.forms[i].fields, &form(pairs)))
    }

    #[test]
    fn a_local_moment_takes_its_zones_offset() {
        let b = body_of(
            "kp/horary",
            0,
            &[
                ("datetime", "2026-11-25T18:30"),
                ("timezone", "Asia/Kathmandu"),
            ],
        );
        assert_eq!(b["datetime"], "2026-11-25T18:30:00+05:45");
        // Summer time in London; no zone: as typed.
        assert_eq!(
            with_offset("2026-07-01T12:00:30", Some("Europe/London")),
            "2026-07-01T12:00:30+01:00"
        );
        assert_eq!(with_offset("2026-07-01T12:00", None), "2026-07-01T12:00");
    }
}
