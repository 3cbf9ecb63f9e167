//! Reading the served document's schemas as a person reads them: `$ref`s followed, `allOf`s
//! merged, nullable wrappers taken off. What the documentation page and the dashboard's Try it
//! both show is read through here.

use serde_json::{Map, Value};

/// A schema as it reads: its `$ref`s followed (`name`, the last schema referred to), its
/// `allOf` merged, a nullable wrapper (`anyOf`/`oneOf` of it and `null`) taken off. A
/// description beside a `$ref` wins over the referred schema's own.
pub struct Resolved {
    pub schema: Value,
    pub name: Option<String>,
}

pub fn resolve(doc: &Value, v: &Value) -> Resolved {
    let mut name = None;
    let mut cur = v.clone();
    // Bounded: a document referring to itself in a loop is read no further.
    for _ in 0..16 {
        let own = cur.get("description").cloned();
        let next = if let Some(r) = cur.get("$ref").and_then(Value::as_str) {
            let n = r.rsplit('/').next().unwrap_or_default().to_owned();
            let target = doc["components"]["schemas"][&n].clone();
            name = Some(n);
            target
        } else if let Some(inner) = non_null(&cur) {
            inner.clone()
        } else if let Some(parts) = cur.get("allOf").and_then(Value::as_array) {
            merged(doc, &cur, parts)
        } else {
            break;
        };
        cur = next;
        if let (Some(d), Some(obj)) = (own, cur.as_object_mut()) {
            obj.insert("description".to_owned(), d);
        }
    }
    Resolved { schema: cur, name }
}

/// The one alternative of an `anyOf`/`oneOf` of a schema and `null`.
fn non_null(s: &Value) -> Option<&Value> {
    let alts = s
        .get("anyOf")
        .or_else(|| s.get("oneOf"))
        .and_then(Value::as_array)?;
    let is_null = |a: &Value| a["type"] == "null";
    let mut others = alts.iter().filter(|a| !is_null(a));
    let one = others.next()?;
    (others.next().is_none() && alts.iter().any(is_null)).then_some(one)
}

/// A schema with an `allOf` as one object schema: its own properties and required fields with
/// those of its parts (a part that only constrains, an `if`/`then`, adds none).
fn merged(doc: &Value, outer: &Value, parts: &[Value]) -> Value {
    let mut out = outer.as_object().cloned().unwrap_or_default();
    out.remove("allOf");
    for p in parts {
        let r = resolve(doc, p).schema;
        if let Some(ps) = r["properties"].as_object() {
            let props = out
                .entry("properties")
                .or_insert_with(|| Value::Object(Map::new()));
            if let Some(props) = props.as_object_mut() {
                for (k, v) in ps {
                    props.entry(k.clone()).or_insert_with(|| v.clone());
                }
            }
        }
        if let Some(rs) = r["required"].as_array() {
            let required = out
                .entry("required")
                .or_insert_with(|| Value::Array(Vec::new()));
            if let Some(required) = required.as_array_mut() {
                required.extend(
                    rs.iter()
                        .filter(|x| !required.contains(x))
                        .cloned()
                        .collect::<Vec<_>>(),
                );
            }
        }
        for key in ["type", "description"] {
            if !out.contains_key(key) && !r[key].is_null() {
                out.insert(key.to_owned(), r[key].clone());
            }
        }
    }
    Value::Object(out)
}
