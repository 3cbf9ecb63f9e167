//! What Try it reads of the served OpenAPI document (`crate::openapi::document`): each paid
//! calculation's operation, the body forms its request accepts (the `oneOf` of its schema, else
//! the schema itself) and their fields, with `$ref`s followed, `allOf`s merged and nullable
//! wrappers taken off. The form, the body and the code samples are all made from this.

pub use crate::openapi::read::resolve;
use graha::endpoints::Endpoint;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::OnceLock;

/// A calculation's operation in the document.
pub struct Operation {
    pub endpoint: Endpoint,
    /// `operationId`, e.g. `postV1Dasha`.
    pub id: String,
    /// Its first tag (`timing`): the Python SDK's module of it.
    pub tag: String,
    pub summary: String,
    pub description: String,
    /// The bodies it accepts, at least one.
    pub forms: Vec<BodyForm>,
    /// Its success reply is a file (a report's PDF), not JSON.
    pub answers_file: bool,
    /// It has a second success reply (202, the job accepted under `Prefer: respond-async`).
    pub answers_later: bool,
    /// Its success reply may be other than JSON (a calendar as iCalendar, a picture), so the
    /// TypeScript SDK types its `data` as either.
    pub answers_other: bool,
}

/// One whole body an operation accepts, a schema of the document (`DashaByProfileRequest`).
pub struct BodyForm {
    pub schema: String,
    pub description: String,
    pub fields: Vec<Field>,
}

/// A property of a body (or of an object in it).
pub struct Field {
    pub name: String,
    pub required: bool,
    pub description: String,
    pub kind: Kind,
}

/// What a field holds, so what it is typed in with.
pub enum Kind {
    /// One of these (an enum).
    Choice(Vec<String>),
    /// Any of these (an array of an enum).
    Choices(Vec<String>),
    Flag,
    Integer(Bounds),
    Number(Bounds),
    Date,
    /// A moment with its offset (RFC 3339).
    DateTime,
    /// A clock time, HH:MM or HH:MM:SS.
    Time,
    Url,
    Text {
        max_len: Option<u64>,
    },
    /// A profile id of the account (every id a calculation body names is one).
    Profile,
    /// Profile ids of the account.
    Profiles,
    /// An object of fields (a birth).
    Object(Vec<Field>),
    /// Anything else, typed as JSON.
    Json,
}

/// A number's limits.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Bounds {
    pub min: Option<f64>,
    pub max: Option<f64>,
}

/// The served document.
pub fn doc() -> &'static Value {
    crate::openapi::document()
}

/// The operations Try it offers, in the endpoint table's order: every paid calculation the
/// document has (the Guru has its own page: messages, not a calculation).
pub fn offered() -> impl Iterator<Item = &'static Operation> {
    static OPS: OnceLock<HashMap<Endpoint, Operation>> = OnceLock::new();
    let ops = OPS.get_or_init(|| {
        Endpoint::ALL
            .iter()
            .filter(|e| **e != Endpoint::Guru)
            .filter_map(|e| read(doc(), *e).map(|op| (*e, op)))
            .collect()
    });
    Endpoint::ALL.iter().filter_map(|e| ops.get(e))
}

/// The offered operation of an endpoint named as `Endpoint::name` does (`dasha`, `kp/horary`).
pub fn by_name(name: &str) -> Option<&'static Operation> {
    offered().find(|op| op.endpoint.name() == name)
}

fn read(doc: &Value, e: Endpoint) -> Option<Operation> {
    let path = format!(
        "/paths/{}/post",
        format!("/v1{}", e.path()).replace('/', "~1")
    );
    let op = doc.pointer(&path)?;
    let body = op.pointer("/requestBody/content/application~1json/schema")?;
    let top = resolve(doc, body);
    let alternatives = top.schema.get("oneOf").and_then(Value::as_array);
    let forms = match alternatives {
        Some(alts) => alts.iter().map(|a| form(doc, a)).collect(),
        None => vec![form(doc, body)],
    };
    let success = op.pointer("/responses/200/content");
    Some(Operation {
        endpoint: e,
        id: text(op.get("operationId")),
        tag: text(op.pointer("/tags/0")),
        summary: text(op.get("summary")),
        description: text(op.get("description")),
        forms,
        answers_file: success.is_some_and(|c| c.get("application/json").is_none()),
        answers_later: op.pointer("/responses/202").is_some(),
        answers_other: success
            .and_then(Value::as_object)
            .is_some_and(|c| c.len() > 1),
    })
}

fn form(doc: &Value, schema: &Value) -> BodyForm {
    let r = resolve(doc, schema);
    BodyForm {
        schema: r.name.unwrap_or_default(),
        description: text(r.schema.get("description")),
        fields: fields(doc, &r.schema),
    }
}

/// An object schema's fields: the required ones first, in the order the schema names them.
fn fields(doc: &Value, object: &Value) -> Vec<Field> {
    let required: Vec<&str> = object["required"]
        .as_array()
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let Some(props) = object.get("properties").and_then(Value::as_object) else {
        return Vec::new();
    };
    let field = |name: &str, prop: &Value| {
        let r = resolve(doc, prop);
        Field {
            name: name.to_owned(),
            required: required.contains(&name),
            description: text(r.schema.get("description")),
            kind: kind(doc, &r.schema),
        }
    };
    let first = required
        .iter()
        .filter_map(|n| props.get(*n).map(|p| field(n, p)));
    let rest = props
        .iter()
        .filter(|(n, _)| !required.contains(&n.as_str()))
        .map(|(n, p)| field(n, p));
    first.chain(rest).collect()
}

fn kind(doc: &Value, s: &Value) -> Kind {
    if let Some(values) = enum_values(s) {
        return Kind::Choice(values);
    }
    let bounds = Bounds {
        min: s["minimum"].as_f64(),
        max: s["maximum"].as_f64(),
    };
    match type_of(s) {
        Some("boolean") => Kind::Flag,
        Some("integer") => Kind::Integer(bounds),
        Some("number") => Kind::Number(bounds),
        Some("string") => match s["format"].as_str() {
            Some("date") => Kind::Date,
            Some("date-time") => Kind::DateTime,
            Some("uuid") => Kind::Profile,
            Some("uri") => Kind::Url,
            _ if s["pattern"]
                .as_str()
                .is_some_and(|p| p.starts_with("^([01][0-9]|2[0-3]):")) =>
            {
                Kind::Time
            }
            _ => Kind::Text {
                max_len: s["maxLength"].as_u64(),
            },
        },
        Some("array") => {
            let items = resolve(doc, &s["items"]).schema;
            match enum_values(&items) {
                Some(values) => Kind::Choices(values),
                None if items["format"] == "uuid" => Kind::Profiles,
                None => Kind::Json,
            }
        }
        Some("object") if s.get("properties").is_some() => Kind::Object(fields(doc, s)),
        _ => Kind::Json,
    }
}

fn enum_values(s: &Value) -> Option<Vec<String>> {
    let values = s.get("enum")?.as_array()?;
    Some(
        values
            .iter()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect(),
    )
}

/// A schema's type, `null` aside (`["integer", "null"]` is an integer).
pub fn type_of(s: &Value) -> Option<&str> {
    match &s["type"] {
        Value::String(t) => Some(t),
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).find(|t| *t != "null"),
        _ => None,
    }
}

fn text(v: Option<&Value>) -> String {
    v.and_then(Value::as_str).unwrap_or_default().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_paid_calculation_but_the_guru_is_offered_with_its_body_forms() {
        let names: Vec<&str> = offered().map(|op| op.endpoint.name()).collect();
        assert_eq!(names.len(), Endpoint::ALL.len() - 1, "{names:?}");
        assert!(!names.contains(&"guru"));
        // Every body form has its fields (each takes the reply's language), none named as
        // the page's own controls.
        for op in offered() {
            for f in &op.forms {
                assert!(f.fields.iter().any(|f| f.name == "locale"), "{}", f.schema);
                let own = ["csrf", "endpoint", "form", "download"];
                assert!(
                    !f.fields.iter().any(|f| own.contains(&f.name.as_str())),
                    "{}",
                    f.schema
                );
            }
        }
        let dasha = by_name("dasha").unwrap();
        let forms: Vec<&str> = dasha.forms.iter().map(|f| f.schema.as_str()).collect();
        assert_eq!(forms, ["DashaByProfileRequest", "DashaByBirthRequest"]);
        assert_eq!(
            (dasha.id.as_str(), dasha.tag.as_str()),
            ("postV1Dasha", "timing")
        );
        let levels = dasha.forms[0].fields.iter().find(|f| f.name == "levels");
        let levels = levels.unwrap();
        assert!(
            matches!(levels.kind, Kind::Integer(b) if b == Bounds { min: Some(1.0), max: Some(5.0) })
        );
        assert!(!levels.required);
        let first = &dasha.forms[0].fields[0];
        assert_eq!((first.name.as_str(), first.required), ("profileId", true));
        assert!(matches!(first.kind, Kind::Profile));
    }

    #[test]
    fn fields_are_typed_from_their_schemas() {
        let kinds = |e: &str, form: usize| -> HashMap<String, &'static Kind> {
            let op = by_name(e).unwrap();
            op.forms[form]
                .fields
                .iter()
                .map(|f| (f.name.clone(), &f.kind))
                .collect()
        };
        let dasha = kinds("dasha", 1);
        assert!(matches!(dasha["ayanamsa"], Kind::Choice(v) if v.contains(&"lahiri".to_owned())));
        let Kind::Object(birth) = dasha["birth"] else {
            panic!("birth is an object")
        };
        let time = birth.iter().find(|f| f.name == "time").unwrap();
        assert!(matches!(time.kind, Kind::Time) && time.required);
        let muhurta = kinds("muhurta", 0);
        assert!(matches!(muhurta["from"], Kind::Date));
        assert!(matches!(muhurta["profileIds"], Kind::Profiles));
        assert!(matches!(muhurta["births"], Kind::Json));
        assert!(matches!(muhurta["latitude"], Kind::Number(b) if b.max == Some(90.0)));
        assert!(matches!(kinds("kundli", 0)["include"], Kind::Choices(v) if v.len() == 31));
        assert!(matches!(kinds("kundli", 0)["presentOnly"], Kind::Flag));
        assert!(matches!(kinds("kp/horary", 0)["datetime"], Kind::DateTime));
        assert_eq!(by_name("panchang").unwrap().forms.len(), 3);
        // Its own properties beside an `allOf` that only constrains them.
        let picture = kinds("chart-image", 0);
        assert!(matches!(picture["style"], Kind::Choice(v) if v.len() == 3));
        assert!(matches!(picture["profileId"], Kind::Profile));
        assert!(by_name("report/kundli").unwrap().answers_file);
        assert!(by_name("kundli").unwrap().answers_later);
        assert!(!by_name("dasha").unwrap().answers_file);
    }
}
