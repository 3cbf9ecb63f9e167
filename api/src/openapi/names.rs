//! The display names the replies carry beside their keys (`planetName` beside `planet`…, written
//! as the reply is, by `graha::calc::display`), declared in each reply schema that has a name
//! field.

use graha::calc::display::NameKind;
use serde_json::{Map, Value, json};

/// Whether a property's schema holds a name as a string: a name schema by reference, a
/// string, or either or null.
fn holds_a_string(schema: &Value) -> bool {
    let named = |s: &Value| {
        s.get("$ref")
            .and_then(Value::as_str)
            .is_some_and(|r| r.ends_with("Name"))
            || match s.get("type") {
                Some(Value::String(t)) => t == "string",
                Some(Value::Array(ts)) => ts.iter().any(|t| t == "string"),
                _ => false,
            }
    };
    named(schema)
        || ["oneOf", "anyOf"].iter().any(|k| {
            schema
                .get(k)
                .and_then(Value::as_array)
                .is_some_and(|alts| alts.iter().any(named))
        })
}

/// Adds `<field>Name` beside every name field of the reply schemas among `schemas` (the
/// components; request bodies are left alone).
pub(super) fn declare(schemas: &mut Map<String, Value>) {
    for (schema_name, schema) in schemas.iter_mut() {
        if schema_name.ends_with("Request") {
            continue;
        }
        let Some(props) = schema.get_mut("properties").and_then(Value::as_object_mut) else {
            continue;
        };
        let added: Vec<(String, Value)> = props
            .iter()
            .filter(|(field, s)| NameKind::of_field(field).is_some() && holds_a_string(s))
            .map(|(field, _)| {
                (
                    format!("{field}Name"),
                    json!({
                        "type": "string",
                        "description": format!(
                            "`{field}` as the reader of the request's `locale` reads it (English for `en`); present when `{field}` is a name (GET /v1/glossary lists them)."
                        ),
                    }),
                )
            })
            .collect();
        props.extend(added);
    }
}
