//! The OpenAPI 3.1 document, generated from the code: paths from the route registry and the
//! endpoint table (costs, plan gates, accepted fields), request schemas from the same validators'
//! rules, and reply schemas from the reply types themselves (`graha::calc::Reply`, utoipa), so
//! a field's type, whether it may be null and whether it is always there are what the code says.

use graha::endpoints::{Endpoint, Queue, Subjects, Tier};
use serde_json::{Map, Value, json};
use std::sync::OnceLock;

/// The document, built once per process.
pub fn document() -> &'static Value {
    static DOC: OnceLock<Value> = OnceLock::new();
    DOC.get_or_init(build)
}

/// The schema of an endpoint's reply, its named schemas added to `components`.
fn reply_schema(e: Endpoint, components: &mut Map<String, Value>) -> Value {
    let mut named = Vec::new();
    let schema = graha::calc::Reply::schema_of(e, &mut named);
    for (name, s) in named {
        let s = serde_json::to_value(s).unwrap_or_default();
        if let Some(other) = components.get(&name) {
            // Two types under one name would make one reply's schema describe another's.
            assert_eq!(other, &s, "two reply types are both named {name}");
        }
        components.insert(name, s);
    }
    schema
        .map(|s| serde_json::to_value(s).unwrap_or_default())
        .unwrap_or_else(|| json!({}))
}

fn envelope(data: Value) -> Value {
    json!({ "type": "object", "required": ["success", "data"], "properties": {
        "success": { "const": true }, "data": data } })
}

fn err_ref(desc: &str) -> Value {
    json!({ "description": desc, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } })
}

fn errors(codes: &[u16]) -> Map<String, Value> {
    let text = |c: u16| match c {
        400 => "invalid_json: the body is not a JSON object",
        401 => "invalid_api_key: missing, unknown or revoked key",
        402 => "insufficient_credits (details: required, available)",
        403 => "plan_upgrade_required: needs the personal consumer plan or higher",
        404 => "not_found: unknown route, profile, key or job, or another account's",
        405 => "method_not_allowed",
        408 => "request_timeout: the body did not arrive within the body deadline",
        409 => {
            "key_limit_reached, last_key (the account's last live key), or an Idempotency-Key still in flight"
        }
        413 => "payload_too_large: body over 64 KiB (Guru: 512 KiB)",
        415 => "unsupported_media_type: send application/json",
        422 => "validation_failed (details.fields names each field) or idempotency_key_reused",
        429 => {
            "rate_limited, daily_limit_reached, too_many_in_progress (reports or Guru questions in progress) or too_many_failed_authentications, with Retry-After"
        }
        500 => "internal: a bug; nothing charged",
        503 => {
            "unavailable: Postgres or Redis down, or the server busy receiving other bodies; nothing charged"
        }
        504 => "timeout: the job missed its deadline; nothing charged",
        _ => "error",
    };
    codes
        .iter()
        .map(|c| (c.to_string(), err_ref(text(*c))))
        .collect()
}

fn op(summary: &str, description: &str, tag: &str, secured: bool) -> Map<String, Value> {
    let mut o = Map::new();
    o.insert("summary".into(), json!(summary));
    o.insert("description".into(), json!(description));
    o.insert("tags".into(), json!([tag]));
    o.insert(
        "security".into(),
        if secured {
            json!([{ "ApiKey": [] }])
        } else {
            json!([])
        },
    );
    o
}

fn with_responses(mut o: Map<String, Value>, ok: (&str, Value), errs: &[u16]) -> Value {
    let mut r = errors(errs);
    r.insert(ok.0.into(), ok.1);
    o.insert("responses".into(), Value::Object(r));
    Value::Object(o)
}

fn json_ok(desc: &str, data: Value) -> Value {
    json!({ "description": desc, "content": { "application/json": { "schema": envelope(data) } } })
}

fn body(schema: Value) -> Value {
    json!({ "required": true, "content": { "application/json": { "schema": schema } } })
}

fn id_param(name: &str) -> Value {
    json!([{ "name": name, "in": "path", "required": true, "schema": { "type": "string", "format": "uuid" } }])
}

/// Request schema of a paid endpoint, from the endpoint table.
/// Dates the Bikram Sambat table covers, BS 1975-01-01 to 2100-12-30 (AD 1918-04-13 to
/// 2044-04-12), as a pattern beside `format: date`.
const BS_DATES: &str = "^(1918-(04-(1[3-9]|[23][0-9])|(0[5-9]|1[0-2])-[0-9]{2})|(19(19|[2-9][0-9])|20([0-3][0-9]|4[0-3]))-[0-9]{2}-[0-9]{2}|2044-(0[1-3]-[0-9]{2}|04-(0[0-9]|1[0-2])))$";

fn calc_body(e: Endpoint) -> Value {
    let mut props = Map::new();
    let mut required = Vec::new();
    let id = json!({ "type": "string", "format": "uuid", "description": "a profile id of this account" });
    match e.subjects() {
        Subjects::One => {
            props.insert("profileId".into(), id.clone());
            required.push("profileId");
        }
        Subjects::Couple => {
            props.insert("brideProfileId".into(), id.clone());
            props.insert("groomProfileId".into(), id);
            required.extend(["brideProfileId", "groomProfileId"]);
        }
    }
    for o in e.options() {
        let s = match *o {
            "locale" => json!({ "type": "string", "enum": ["en", "hi", "ne"], "default": "en" }),
            "date" if matches!(e, Endpoint::Panchang | Endpoint::DailyInsight) => {
                json!({ "type": "string", "format": "date", "pattern": BS_DATES,
                        "description": "YYYY-MM-DD, 1918-04-13 to 2044-04-12 (the Bikram Sambat table); default today (Asia/Kathmandu)" })
            }
            "date" => {
                json!({ "type": "string", "format": "date", "pattern": "^(19[0-9]{2}|20[0-9]{2}|2100)-[0-9]{2}-[0-9]{2}$",
                        "description": "YYYY-MM-DD, 1900-01-01 to 2100-12-31; default today (Asia/Kathmandu)" })
            }
            "period" => {
                json!({ "type": "string", "enum": ["daily", "weekly", "monthly", "yearly"], "default": "monthly" })
            }
            "calendar" => json!({ "type": "string", "enum": ["ad", "bs"], "default": "ad" }),
            "presentOnly" => json!({ "type": "boolean", "default": false }),
            "style" => json!({ "type": "string", "enum": ["north", "south"], "default": "north" }),
            "division" => {
                json!({ "type": "string", "enum": crate::contract::DIVISIONS, "default": "D1" })
            }
            _ => continue,
        };
        props.insert((*o).into(), s);
    }
    let mut example = json!({ "profileId": "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00" });
    if e.subjects() == Subjects::Couple {
        example = json!({ "brideProfileId": "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00",
                          "groomProfileId": "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f01" });
    }
    if e.options().contains(&"locale") {
        example["locale"] = json!("en");
    }
    let mut schema = json!({ "type": "object", "additionalProperties": false, "required": required,
            "properties": props, "examples": [example] });
    if e == Endpoint::Rashifal {
        // A Bikram Sambat month or year is found in the BS table.
        schema["allOf"] = json!([{
            "if": { "required": ["calendar"], "properties": {
                "calendar": { "const": "bs" }, "period": { "enum": ["monthly", "yearly"] } } },
            "then": { "properties": { "date": { "pattern": BS_DATES } } } }]);
    }
    schema
}

fn profile_input(all_required: bool) -> Value {
    // Text the profile validator takes: something besides white space, no control character.
    let text = |max: u32, description: &str| {
        json!({ "type": "string", "minLength": 1, "maxLength": max, "description": description,
                "pattern": "^[^\\u0000-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u001F\\u007F-\\u009F]*$" })
    };
    let zones: Vec<&str> = chrono_tz::TZ_VARIANTS.iter().map(|z| z.name()).collect();
    let props = json!({
        "name": text(100, "the person's name, 1–100 characters after trimming"),
        "gender": { "type": "string", "enum": ["male", "female"] },
        "date": { "type": "string", "format": "date", "pattern": "^(1[89][0-9]{2}|2[01][0-9]{2}|2200)-[0-9]{2}-[0-9]{2}$",
                  "description": "YYYY-MM-DD, 1800-01-01 to 2200-12-31" },
        "time": { "type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$", "description": "HH:MM, 24-hour, local time at the birth place; a time a DST change skipped there is refused" },
        "timezone": { "type": "string", "enum": zones, "description": "IANA zone, e.g. Asia/Kathmandu" },
        "location": text(200, "the birth place as the person names it, 1–200 characters after trimming"),
        "latitude": { "type": "number", "minimum": -90, "maximum": 90 },
        "longitude": { "type": "number", "minimum": -180, "maximum": 180 },
        "notes": { "type": ["string", "null"], "maxLength": 500 }
    });
    let required = if all_required {
        json!([
            "name",
            "gender",
            "date",
            "time",
            "timezone",
            "location",
            "latitude",
            "longitude"
        ])
    } else {
        json!([])
    };
    json!({ "type": "object", "additionalProperties": false, "required": required, "properties": props,
            "examples": [{ "name": "Asha Shrestha", "gender": "female", "date": "1995-05-12", "time": "06:15",
                           "timezone": "Asia/Kathmandu", "location": "Kathmandu, Nepal",
                           "latitude": 27.7172, "longitude": 85.324 }] })
}

fn messages_schema() -> Value {
    json!({ "type": "array", "minItems": 1, "maxItems": 30,
        "description": "the conversation so far, oldest first; the last message is the user's (422 otherwise)", "items": {
        "type": "object", "additionalProperties": false, "required": ["role", "content"],
        "properties": { "role": { "type": "string", "enum": ["user", "assistant"] },
                        "content": { "type": "string", "minLength": 1, "maxLength": 4000 } } } })
}

/// operationId of a path and method (`post /v1/birth-chart` → `postV1BirthChart`).
fn operation_id(method: &str, path: &str) -> String {
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
fn profile_links() -> Value {
    let mut links = Map::new();
    for &e in Endpoint::ALL {
        let id = operation_id("post", &format!("/v1{}", e.path()));
        let body = match (e, e.subjects()) {
            (Endpoint::Guru, _) => {
                json!({ "profileId": "$response.body#/data/id", "messages": [{ "role": "user", "content": "How is my career?" }] })
            }
            (_, Subjects::One) => json!({ "profileId": "$response.body#/data/id" }),
            // Two different profiles are needed (one on both sides is 422): no link from one.
            (_, Subjects::Couple) => continue,
        };
        links.insert(
            id.clone(),
            json!({ "operationId": id, "requestBody": body }),
        );
    }
    for m in ["get", "patch", "delete"] {
        let id = operation_id(m, "/v1/profiles/{id}");
        links.insert(
            id.clone(),
            json!({ "operationId": id, "parameters": { "path.id": "$response.body#/data/id" } }),
        );
    }
    Value::Object(links)
}

/// Routes of the service itself, not of the API: left out of the document.
pub const INTERNAL: &[&str] = &["/healthz", "/readyz", "/metrics", "/openapi.json", "/docs"];

/// The tags, in the order a newcomer needs them.
const TAGS: &[(&str, &str)] = &[
    (
        "keys",
        "API keys, plan and balance. Every other call sends a key in `X-API-Key`.",
    ),
    (
        "profiles",
        "Birth data of the people whose charts you compute.",
    ),
    (
        "charts",
        "The natal chart and what is read directly from it.",
    ),
    (
        "timing",
        "Panchang, dashas, transits and forecasts for a date.",
    ),
    (
        "readings",
        "Interpretations: personality, yogas, doshas, predictions, remedies.",
    ),
    ("matching", "Compatibility of two profiles (Ashtakoot)."),
    (
        "reports",
        "PDF reports, synchronous or asynchronous, and their jobs.",
    ),
    ("guru", "Questions answered from a chart."),
];

/// The tag of a calculation endpoint.
fn tag_of(e: Endpoint) -> &'static str {
    use Endpoint as E;
    match e {
        E::Panchang | E::Rashifal | E::DailyInsight | E::Dasha | E::Transits | E::SadeSati => {
            "timing"
        }
        E::Personality | E::Yogas | E::Dosha | E::Functional | E::Predictions | E::Remedies => {
            "readings"
        }
        E::Matching => "matching",
        E::ReportKundli | E::ReportPredictions | E::ReportCompatibility => "reports",
        E::Guru => "guru",
        _ => "charts",
    }
}

/// Summary and description of a calculation endpoint: what it computes and the conventions.
fn summary_of(e: Endpoint) -> (&'static str, &'static str) {
    use Endpoint as E;
    match e {
        E::BirthChart => (
            "Birth chart",
            "Ascendant, Moon and Sun signs, the nine grahas with sign, degree, house and nakshatra, and the twelve whole-sign houses. Sidereal (Lahiri), mean nodes.",
        ),
        E::Planets => (
            "Planet positions",
            "The nine grahas: sign, degree within the sign, longitude, whole-sign house, nakshatra and pada, retrograde flag and speed.",
        ),
        E::Ascendant => (
            "Ascendant (lagna)",
            "The rising sign and degree with its nakshatra and lord.",
        ),
        E::Rashi => (
            "Moon sign (rashi)",
            "Moon sign with its lord, element and modality, the Sun sign, the ascendant sign and a reading.",
        ),
        E::Nakshatra => (
            "Birth nakshatra",
            "The Moon's nakshatra with pada, lord, deity, symbol, gana, yoni, nadi, varna and its qualities.",
        ),
        E::Elements => (
            "Elements balance",
            "Fire, earth, air and water over the grahas and the ascendant: counts, weighted percentages, dominant and weakest.",
        ),
        E::Panchang => (
            "Panchang of a day",
            "Tithi, nakshatra, yoga, karana and vara at sunrise at the birth place, with sunrise, sunset, Rahu kaal and choghadiya; times in Asia/Kathmandu. Dates from 1918-04-13 to 2044-04-12 (the Bikram Sambat table). A birth place where the Sun does not rise or set that day (polar day or night) is 422 on `latitude`.",
        ),
        E::Rashifal => (
            "Horoscope (rashifal)",
            "Scores (1–10) and texts per area for a day, week, month or year, in the Gregorian or Bikram Sambat calendar, from the transits over the Moon sign and the running dasha.",
        ),
        E::BasicDetails => (
            "Basic details",
            "Sunrise and sunset of the birth day, ayanamsa, ascendant, signs, nakshatra, varna, vashya, yoni, gana, nadi, tithi, yoga and karana at birth, the current dasha and prominent yogas.",
        ),
        E::ChartImage => (
            "Chart image (SVG)",
            "The chart of a division (D1 to D60) drawn North or South Indian style as SVG, text as text.",
        ),
        E::DailyInsight => (
            "Daily insight",
            "Today's transits to the natal chart, the Moon's day and highlights. Like the panchang it needs a sunrise at the birth place: a polar day or night there is 422 on `latitude`.",
        ),
        E::Personality => (
            "Personality",
            "Traits from the ascendant, the Moon and their lords.",
        ),
        E::HouseLords => (
            "House lords",
            "Each house's sign and lord, where the lord sits and its dignity.",
        ),
        E::Atmakaraka => (
            "Atmakaraka and chara karakas",
            "The seven chara karakas by degree, the atmakaraka and its aspects.",
        ),
        E::Conjunctions => (
            "Conjunctions",
            "Grahas sharing a sign, with the orb in degrees and a reading.",
        ),
        E::Aspects => (
            "Aspects (drishti)",
            "Each graha's aspected houses and grahas, special aspects of Mars, Jupiter and Saturn, mutual aspects.",
        ),
        E::Yogas => (
            "Yogas",
            "Classical yogas with whether each is present, its strength and reading.",
        ),
        E::Dosha => (
            "Doshas",
            "Mangal, Kaal Sarp, Shrapit, Grahan and others: presence by the spec's trigger, severity after classical cancellations.",
        ),
        E::Ashtakavarga => (
            "Ashtakavarga",
            "Bhinna ashtakavarga per planet as 12 bindus in sign order, sarva per sign and totals (Parashara's tables).",
        ),
        E::Shadbala => (
            "Shadbala",
            "The six strengths per planet in virupas, total in rupas, the required rupas, ratio and rank.",
        ),
        E::Functional => (
            "Functional nature",
            "Each planet's functional benefic or malefic nature for the ascendant.",
        ),
        E::Vargas => (
            "Divisional charts (vargas)",
            "The 16 Parashari divisions with the ascendant and each planet's sign.",
        ),
        E::Predictions => (
            "Predictions",
            "Readings by life area from the chart and the running dasha periods.",
        ),
        E::Dasha => (
            "Vimshottari dasha",
            "Balance at birth, the running maha, antar and pratyantar dashas, and the timeline from the running maha dasha (365.25-day years).",
        ),
        E::Transits => (
            "Transits (gochara)",
            "The grahas' positions on a date against the natal Moon and ascendant, with their significance.",
        ),
        E::SadeSati => (
            "Sade Sati",
            "Saturn's passage over the natal Moon: phases with the real ingress dates, the current phase and Kantak Shani.",
        ),
        E::Remedies => (
            "Remedies",
            "Gemstones, mantras and practices per planet and dosha.",
        ),
        E::Matching => (
            "Ashtakoot matching",
            "The eight kootas of a bride and a groom summing to 36, the score after classical exceptions, and Mangal dosha of both.",
        ),
        E::ReportKundli => ("Kundli report (PDF)", "A printable kundli of a profile."),
        E::ReportPredictions => (
            "Predictions report (PDF)",
            "A printable predictions report of a profile.",
        ),
        E::ReportCompatibility => (
            "Compatibility report (PDF)",
            "A printable compatibility report of two profiles.",
        ),
        E::Guru => ("Ask the Guru", "A question answered from a chart."),
    }
}

fn build() -> Value {
    let mut paths = Map::new();
    let mut schemas = Map::new();
    let mut add = |path: &str, method: &str, mut operation: Value| {
        operation["operationId"] = json!(operation_id(method, path));
        let entry = paths.entry(path.to_owned()).or_insert_with(|| json!({}));
        entry[method] = operation;
    };
    let profile = json!({ "$ref": "#/components/schemas/Profile" });
    let key_record = json!({ "$ref": "#/components/schemas/KeyRecord" });
    let plan = json!({
        "credits": { "type": "integer" }, "creditsRefillAt": { "type": ["string", "null"], "format": "date-time" },
        "developerPlan": { "type": "string", "enum": ["trial", "starter", "growth"] },
        "consumerPlan": { "type": "string", "enum": ["free", "personal", "pro"] },
        "maxKeys": { "type": "integer" }, "rateLimitPerMinute": { "type": "integer" },
        "creditsPerMonth": { "type": ["integer", "null"] }
    });
    let mut keys_props = plan.as_object().cloned().unwrap_or_default();
    keys_props.insert(
        "keys".into(),
        json!({ "type": "array", "items": key_record }),
    );

    add(
        "/v1/keys",
        "get",
        with_responses(
            op(
                "List API keys",
                "The account's live keys with its plan and balance.",
                "keys",
                true,
            ),
            (
                "200",
                json_ok(
                    "keys and plan",
                    json!({ "type": "object", "required": ["keys", "credits", "creditsRefillAt", "developerPlan", "maxKeys", "rateLimitPerMinute"], "properties": keys_props }),
                ),
            ),
            &[401, 429, 503],
        ),
    );
    let mut o = op(
        "Create an API key",
        "The full key is in this reply only.",
        "keys",
        true,
    );
    o.insert("requestBody".into(), body(json!({ "type": "object", "additionalProperties": false, "required": ["name"], "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 100,
        "pattern": "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$", "description": "a name for you to tell keys apart, 1–100 characters after trimming" } } })));
    add(
        "/v1/keys",
        "post",
        with_responses(
            o,
            (
                "201",
                json_ok(
                    "the new key",
                    json!({ "type": "object", "required": ["id", "name", "prefix", "createdAt"], "properties": {
        "id": { "type": "string", "format": "uuid" }, "name": { "type": "string" }, "key": { "type": "string", "description": "the full key, in this reply only (a replay of this call with the same Idempotency-Key leaves it out)" }, "prefix": { "type": "string" }, "createdAt": { "type": "string", "format": "date-time" } } }),
                ),
            ),
            &[400, 401, 409, 413, 415, 422, 429, 503],
        ),
    );
    let mut o = op(
        "Revoke an API key",
        "Stops working on every replica within a second.",
        "keys",
        true,
    );
    o.insert("parameters".into(), id_param("id"));
    add(
        "/v1/keys/{id}",
        "delete",
        with_responses(
            o,
            (
                "200",
                json!({ "description": "revoked", "content": { "application/json": { "schema": {
        "type": "object", "required": ["success"], "properties": { "success": { "const": true } } } } } }),
            ),
            &[401, 404, 409, 429, 503],
        ),
    );
    add(
        "/api-keys",
        "get",
        with_responses(
            op(
                "Balance check",
                "Credits and plan (no /v1 segment).",
                "keys",
                true,
            ),
            (
                "200",
                json_ok(
                    "balance",
                    json!({ "type": "object", "required": ["credits", "creditsRefillAt", "developerPlan", "rateLimitPerMinute"], "properties": plan }),
                ),
            ),
            &[401, 429, 503],
        ),
    );

    let mut o = op(
        "List profiles",
        "Profiles of the account, oldest first, without notes.",
        "profiles",
        true,
    );
    o.insert("parameters".into(), json!([
        { "name": "limit", "in": "query", "schema": { "type": "integer", "minimum": 1, "maximum": 1000, "default": 100 } },
        { "name": "offset", "in": "query", "schema": { "type": "integer", "minimum": 0, "maximum": i64::MAX, "default": 0 } } ]));
    add(
        "/v1/profiles",
        "get",
        with_responses(
            o,
            (
                "200",
                json_ok("profiles", json!({ "type": "array", "items": profile })),
            ),
            &[401, 422, 429, 503],
        ),
    );
    let mut o = op(
        "Create a profile",
        "Birth data; a local time that did not exist (DST gap) is refused.",
        "profiles",
        true,
    );
    o.insert("requestBody".into(), body(profile_input(true)));
    let mut created = with_responses(
        o,
        ("201", json_ok("the profile", profile.clone())),
        &[400, 401, 413, 415, 422, 429, 503],
    );
    created["responses"]["201"]["links"] = profile_links();
    add("/v1/profiles", "post", created);
    for (method, summary, description) in [
        (
            "get",
            "Read a profile",
            "One profile of the account, with its notes. Free.",
        ),
        (
            "patch",
            "Change a profile",
            "Changes the fields sent (the others stay; no body changes nothing); birth data is checked as at creation. Free.",
        ),
        (
            "delete",
            "Delete a profile for good",
            "Removes the birth data for good, with the replies stored for idempotent retries that hold it. Free.",
        ),
    ] {
        let mut o = op(summary, description, "profiles", true);
        o.insert("parameters".into(), id_param("id"));
        if method == "patch" {
            // An absent or empty body changes nothing (and answers the profile as it is).
            let mut b = body(profile_input(false));
            b["required"] = json!(false);
            o.insert("requestBody".into(), b);
        }
        let ok = if method == "delete" {
            json!({ "description": "deleted", "content": { "application/json": { "schema": { "type": "object", "required": ["success"], "properties": { "success": { "const": true } } } } } })
        } else {
            json_ok("the profile", profile.clone())
        };
        add(
            "/v1/profiles/{id}",
            method,
            with_responses(o, ("200", ok), &[400, 401, 404, 422, 429, 503]),
        );
    }

    for &e in Endpoint::ALL {
        if e == Endpoint::Guru {
            continue;
        }
        let gate = match e.tier() {
            Tier::Personal => {
                " Needs the personal consumer plan or higher (403 `plan_upgrade_required` otherwise)."
            }
            Tier::Any => "",
        };
        let (summary, what) = summary_of(e);
        let desc = format!(
            "{what}\n\nCost: {} credits per successful call, none for a failed one.{gate} The reply carries `X-Credits-Charged` and `X-Credits-Remaining`.",
            e.cost()
        );
        let mut o = op(summary, &desc, tag_of(e), true);
        o.insert("requestBody".into(), body(calc_body(e)));
        let codes: &[u16] = if e.tier() == Tier::Personal {
            &[
                400, 401, 402, 403, 404, 408, 413, 415, 422, 429, 500, 503, 504,
            ]
        } else {
            &[400, 401, 402, 404, 408, 413, 415, 422, 429, 500, 503, 504]
        };
        let op_value = if e.queue() == Queue::Pdf {
            let mut v = with_responses(
                o,
                (
                    "200",
                    json!({ "description": "the PDF report", "content": { "application/pdf": { "schema": { "type": "string", "format": "binary" } } } }),
                ),
                codes,
            );
            v["responses"]["202"] = json_ok(
                "accepted (with Prefer: respond-async)",
                json!({ "type": "object", "required": ["jobId", "state"], "properties": {
                "jobId": { "type": "string", "format": "uuid" }, "state": { "type": "string", "enum": ["queued"] }, "statusUrl": { "type": "string" } } }),
            );
            v["responses"]["202"]["headers"] = json!({ "Location": { "description": "the job's status URL", "schema": { "type": "string" } } });
            v["responses"]["200"]["headers"] = json!({
                "Content-Disposition": { "description": "attachment; filename=\"graha-KIND-ID.pdf\"", "schema": { "type": "string" } },
                "X-Report-Id": { "description": "the report's id (download it again from /v1/reports/{id})", "schema": { "type": "string", "format": "uuid" } } });
            v["parameters"] = json!([{ "name": "Prefer", "in": "header", "required": false,
                "description": "`respond-async`: answer 202 at once with the job id instead of waiting for the PDF; other preferences are ignored (RFC 7240)",
                "schema": { "type": "string", "examples": ["respond-async"] } }]);
            // The accepted job leads to its state and, once done, its PDF.
            let job = |path: &str| {
                json!({ "operationId": operation_id("get", path),
                "parameters": { "path.id": "$response.body#/data/jobId" } })
            };
            v["responses"]["202"]["links"] = json!({
                operation_id("get", "/v1/jobs/{id}"): job("/v1/jobs/{id}"),
                operation_id("get", "/v1/reports/{id}"): job("/v1/reports/{id}") });
            v
        } else {
            with_responses(
                o,
                ("200", json_ok(e.name(), reply_schema(e, &mut schemas))),
                codes,
            )
        };
        add(&format!("/v1{}", e.path()), "post", op_value);
    }

    let mut o = op(
        "Ask the Guru",
        "20 credits. Optionally grounded in a profile's chart.",
        "guru",
        true,
    );
    o.insert("requestBody".into(), body(json!({ "type": "object", "additionalProperties": false, "required": ["messages"], "properties": {
        "messages": messages_schema(), "profileId": { "type": ["string", "null"], "format": "uuid", "description": "ground the answer in this profile's chart (null or absent: none)" }, "locale": { "type": ["string", "null"], "enum": ["en", "hi", "ne", null], "description": "the answer's language (null or absent: en)" } } })));
    add(
        "/v1/guru",
        "post",
        with_responses(
            o,
            (
                "200",
                json_ok(
                    "the answer",
                    json!({ "type": "object", "required": ["message", "role"], "properties": {
        "message": { "type": "string" }, "role": { "const": "assistant" } } }),
                ),
            ),
            &[400, 401, 402, 404, 413, 415, 422, 429, 500, 503, 504],
        ),
    );
    // Birth details are checked as a profile's are (the same validator).
    let profile_props = profile_input(true)["properties"].clone();
    let fields = ["date", "time", "latitude", "longitude", "timezone"];
    let birth_details = json!({ "type": ["object", "null"], "additionalProperties": false,
        "required": fields,
        "properties": fields.iter().map(|f| (f.to_string(), profile_props[f].clone())).collect::<Map<String, Value>>() });
    let mut o = op(
        "Ask the Guru (public)",
        "No key. 5 messages per client per UTC day.",
        "guru",
        false,
    );
    o.insert("requestBody".into(), body(json!({ "type": "object", "additionalProperties": false, "required": ["messages"], "properties": {
        "messages": messages_schema(),
        "birthDetails": birth_details,
        "conversationHistory": { "type": ["string", "null"], "maxLength": 16000 },
        "locale": { "type": ["string", "null"], "enum": ["en", "hi", "ne", null], "description": "the answer's language (null or absent: en)" } } })));
    add(
        "/v1/guru-public",
        "post",
        with_responses(
            o,
            (
                "200",
                json_ok(
                    "the answer",
                    json!({ "type": "object", "required": ["message", "role", "remainingToday"], "properties": {
        "message": { "type": "string" }, "role": { "const": "assistant" }, "remainingToday": { "type": "integer" } } }),
                ),
            ),
            &[400, 413, 415, 422, 429, 500, 503, 504],
        ),
    );

    let mut o = op(
        "Report job state",
        "queued, running, done (with a download link) or failed.",
        "reports",
        true,
    );
    o.insert("parameters".into(), id_param("id"));
    add(
        "/v1/jobs/{id}",
        "get",
        with_responses(
            o,
            (
                "200",
                json_ok(
                    "the job",
                    json!({ "type": "object", "required": ["jobId", "state", "progress"], "properties": {
        "jobId": { "type": "string", "format": "uuid" }, "kind": { "type": "string", "enum": ["kundli", "predictions", "compatibility"] }, "state": { "type": "string", "enum": ["queued", "running", "done", "failed"] },
        "progress": { "type": "integer" }, "downloadUrl": { "type": ["string", "null"] }, "sizeBytes": { "type": ["integer", "null"] },
        "error": { "type": ["string", "null"] }, "createdAt": { "type": "string", "format": "date-time" }, "updatedAt": { "type": "string", "format": "date-time" }, "expired": { "type": "boolean" } } }),
                ),
            ),
            &[401, 404, 429, 503],
        ),
    );
    let mut o = op(
        "Download a report",
        "The stored PDF (free: paid when generated).",
        "reports",
        true,
    );
    o.insert("parameters".into(), id_param("id"));
    add(
        "/v1/reports/{id}",
        "get",
        with_responses(
            o,
            (
                "200",
                json!({ "description": "the PDF", "content": { "application/pdf": { "schema": { "type": "string", "format": "binary" } } } }),
            ),
            &[401, 404, 429, 503],
        ),
    );

    add_examples(&mut paths);
    decorate(&mut paths);
    let mut components = json!({
        "Error": { "type": "object", "required": ["success", "error"], "properties": {
            "success": { "const": false },
            "error": { "type": "object", "required": ["code", "message", "details"], "properties": {
                "code": { "type": "string", "enum": ERROR_CODES },
                "message": { "type": "string", "description": "for a person" },
                "details": { "$ref": "#/components/schemas/ErrorDetails" } } } } },
        "ErrorDetails": { "type": "object", "description": "What the code needs: `fields` with validation_failed; `required` and `available` with insufficient_credits; `requiredPlan` with plan_upgrade_required; `maxKeys` with key_limit_reached; `limit` with payload_too_large; `retryAfter` and `limit` with the 429 codes. Empty for the others.",
            "properties": {
                "fields": { "type": "array", "items": { "$ref": "#/components/schemas/FieldError" } },
                "required": { "type": "integer" }, "available": { "type": "integer" },
                "requiredPlan": { "type": "string", "enum": ["personal", "pro"] },
                "maxKeys": { "type": "integer" }, "limit": { "type": "integer" },
                "retryAfter": { "type": "integer" } } },
        "FieldError": { "type": "object", "required": ["field", "message"], "properties": {
            "field": { "type": "string", "description": "the field's name or path, e.g. `birthDetails.time`" },
            "message": { "type": "string" } } },
        "KeyRecord": { "type": "object", "required": ["id", "name", "prefix", "createdAt", "lastUsedAt"], "properties": {
            "id": { "type": "string", "format": "uuid" }, "name": { "type": "string" }, "prefix": { "type": "string" },
            "createdAt": { "type": "string", "format": "date-time" }, "lastUsedAt": { "type": ["string", "null"], "format": "date-time" } } },
        "Profile": { "type": "object", "required": ["id", "name", "gender", "date", "time", "timezone", "location", "latitude", "longitude", "createdAt", "updatedAt"], "properties": {
            "id": { "type": "string", "format": "uuid" }, "name": { "type": "string" }, "gender": { "type": "string", "enum": ["male", "female"] },
            "date": { "type": "string", "format": "date" }, "time": { "type": "string", "description": "HH:MM" }, "timezone": { "type": "string" },
            "location": { "type": "string" }, "latitude": { "type": "number" }, "longitude": { "type": "number" },
            "notes": { "type": ["string", "null"] }, "createdAt": { "type": "string", "format": "date-time" }, "updatedAt": { "type": "string", "format": "date-time" } } }
    });
    if let Some(c) = components.as_object_mut() {
        c.extend(schemas);
    }
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Graha API",
            "version": env!("CARGO_PKG_VERSION"),
            "description": INTRO,
            "license": { "name": "AGPL-3.0-or-later", "identifier": "AGPL-3.0-or-later" }
        },
        "servers": [{ "url": "/" }],
        "tags": TAGS.iter().map(|(name, d)| json!({ "name": name, "description": d })).collect::<Vec<_>>(),
        "security": [{ "ApiKey": [] }],
        "paths": paths,
        "components": {
            "securitySchemes": { "ApiKey": { "type": "apiKey", "in": "header", "name": "X-API-Key",
                "description": "Your API key (`graha_live_…`): created with the account, or with POST /v1/keys." } },
            "schemas": components
        }
    })
}

const INTRO: &str = "Vedic astrology calculations (sidereal zodiac, Lahiri ayanamsa, mean nodes, whole-sign houses), billed in credits.\n\n\
**Getting a key.** An account comes with its first API key (`graha_live_…`); create more with `POST /v1/keys`. \
Send it on every call in the `X-API-Key` header. In this page, press *Authorize* and paste it.\n\n\
**Replies.** Every JSON reply is `{\"success\": true, \"data\": …}`; an error is `{\"success\": false, \"error\": {\"code\", \"message\", \"details\"}}`. \
Paid calls carry `X-Credits-Charged` and `X-Credits-Remaining`; every keyed call `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`. \
A failed call is never charged.\n\n\
**Retries.** Send an `Idempotency-Key` on a POST to retry it safely for 24 hours: the same key and body replay the first reply (`Idempotency-Replayed: true`) and charge nothing more.";

/// Every error code the API answers with.
const ERROR_CODES: &[&str] = &[
    "invalid_json",
    "validation_failed",
    "invalid_api_key",
    "insufficient_credits",
    "plan_upgrade_required",
    "not_found",
    "method_not_allowed",
    "key_limit_reached",
    "last_key",
    "conflict",
    "idempotency_key_reused",
    "payload_too_large",
    "unsupported_media_type",
    "request_timeout",
    "rate_limited",
    "daily_limit_reached",
    "too_many_in_progress",
    "too_many_failed_authentications",
    "internal",
    "unavailable",
    "timeout",
];

fn header(description: &str, schema: Value) -> Value {
    json!({ "description": description, "schema": schema })
}

/// What every operation shares, added once here: the response headers (request id on every
/// reply, rate-limit headers on keyed calls, credit headers on paid ones, `Retry-After` on
/// 429, `Idempotency-Replayed` on POST replies) and the `Idempotency-Key` parameter of a POST.
fn decorate(paths: &mut Map<String, Value>) {
    let int = json!({ "type": "integer" });
    for (path, item) in paths.iter_mut() {
        let Some(ops) = item.as_object_mut() else {
            continue;
        };
        for (method, op) in ops.iter_mut() {
            let keyed = op["security"].as_array().is_none_or(|s| !s.is_empty());
            let paid = path.starts_with("/v1/")
                && method == "post"
                && Endpoint::from_path(&path[3..]).is_some();
            if method == "post" {
                let mut params = op["parameters"].as_array().cloned().unwrap_or_default();
                params.push(json!({ "name": "Idempotency-Key", "in": "header", "required": false,
                    "description": "1–255 printable ASCII characters: the same key and body within 24 h replay the first reply",
                    "schema": { "type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[!-~]+$" } }));
                op["parameters"] = Value::Array(params);
            }
            let Some(responses) = op["responses"].as_object_mut() else {
                continue;
            };
            for (status, resp) in responses.iter_mut() {
                let mut h = resp["headers"].as_object().cloned().unwrap_or_default();
                h.insert(
                    "X-Request-Id".into(),
                    header(
                        "the request's id (yours when you sent a sane one)",
                        json!({ "type": "string" }),
                    ),
                );
                if keyed {
                    h.insert(
                        "X-RateLimit-Limit".into(),
                        header("requests per minute of the plan", int.clone()),
                    );
                    h.insert(
                        "X-RateLimit-Remaining".into(),
                        header("requests left in the current minute", int.clone()),
                    );
                    h.insert(
                        "X-RateLimit-Reset".into(),
                        header("seconds until the window moves on", int.clone()),
                    );
                }
                if paid && status.starts_with('2') {
                    h.insert(
                        "X-Credits-Charged".into(),
                        header("credits this call cost", int.clone()),
                    );
                    h.insert(
                        "X-Credits-Remaining".into(),
                        header("the balance after it", int.clone()),
                    );
                }
                if method == "post" && status.starts_with('2') {
                    h.insert(
                        "Idempotency-Replayed".into(),
                        header(
                            "`true` on a replayed reply",
                            json!({ "type": "string", "enum": ["true"] }),
                        ),
                    );
                }
                if status == "429" || status == "503" {
                    h.insert(
                        "Retry-After".into(),
                        header("seconds to wait before retrying", int.clone()),
                    );
                }
                resp["headers"] = Value::Object(h);
            }
        }
    }
}

/// An example for every request body and JSON reply that has none yet: the calculation replies
/// from `openapi-examples.json` (the engine's replies for the example people, written by the
/// test `documented_examples_validate_against_their_schemas`), the others here.
fn add_examples(paths: &mut Map<String, Value>) {
    let calc: Value = serde_json::from_str(include_str!("../openapi-examples.json"))
        .expect("api/openapi-examples.json is JSON");
    let id = "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00";
    let at = "2026-11-25T06:00:00Z";
    let profile = json!({ "id": id, "name": "Asha Shrestha", "gender": "female", "date": "1995-05-12",
        "time": "06:15", "timezone": "Asia/Kathmandu", "location": "Kathmandu, Nepal",
        "latitude": 27.7172, "longitude": 85.324, "notes": "born at dawn", "createdAt": at, "updatedAt": at });
    let key = json!({ "id": "0193a5c2-8a40-7c11-8e2b-5d0f3c9a7e21", "name": "production",
        "prefix": "graha_live_Q3xZ8p", "createdAt": at, "lastUsedAt": at });
    let plan = json!({ "credits": 49_250, "creditsRefillAt": "2026-12-01T00:00:00Z",
        "developerPlan": "growth", "consumerPlan": "personal", "maxKeys": 10,
        "rateLimitPerMinute": 120, "creditsPerMonth": 50_000 });
    let job = "0193a5c3-1f00-7d2e-a4b1-6c8e2f9d0a13";
    let answer = "Your ascendant is Taurus and your Moon is in Virgo in Hasta. You are in the Jupiter maha dasha until 2040: a time that favours learning, teaching and steady growth in work.";
    let question = json!([{ "role": "user", "content": "How is my career looking this year?" }]);
    for (path, item) in paths.iter_mut() {
        let Some(ops) = item.as_object_mut() else {
            continue;
        };
        for (method, op) in ops.iter_mut() {
            if let Some(m) = op.pointer_mut("/requestBody/content/application~1json")
                && m.get("example").is_none()
                && m.pointer("/schema/examples").is_none()
            {
                let ex = match path.as_str() {
                    "/v1/keys" => json!({ "name": "production" }),
                    "/v1/guru" => json!({ "messages": question, "profileId": id, "locale": "en" }),
                    "/v1/guru-public" => json!({ "messages": question, "birthDetails": {
                        "date": "1995-05-12", "time": "06:15", "latitude": 27.7172,
                        "longitude": 85.324, "timezone": "Asia/Kathmandu" }, "locale": "en" }),
                    _ => Value::Null,
                };
                m["example"] = ex;
            }
            let Some(responses) = op.get_mut("responses").and_then(Value::as_object_mut) else {
                continue;
            };
            for (status, r) in responses.iter_mut() {
                let Some(m) = r.pointer_mut("/content/application~1json") else {
                    continue;
                };
                if !status.starts_with('2') || m.get("example").is_some() {
                    continue;
                }
                let mut keys_reply = plan.clone();
                keys_reply["keys"] = json!([key]);
                let data = match (method.as_str(), path.as_str(), status.as_str()) {
                    (_, "/v1/keys/{id}" | "/v1/profiles/{id}", _) if method == "delete" => {
                        m["example"] = json!({ "success": true });
                        continue;
                    }
                    ("get", "/v1/keys", _) => keys_reply,
                    ("post", "/v1/keys", _) => {
                        let mut k = key.clone();
                        k["key"] = json!("graha_live_Q3xZ8p…(shown once)");
                        k.as_object_mut().map(|o| o.remove("lastUsedAt"));
                        k
                    }
                    ("get", "/api-keys", _) => plan.clone(),
                    ("get", "/v1/profiles", _) => json!([profile]),
                    (_, "/v1/profiles" | "/v1/profiles/{id}", _) => profile.clone(),
                    ("get", "/v1/jobs/{id}", _) => json!({ "jobId": job, "kind": "kundli",
                        "state": "done", "progress": 100, "downloadUrl": format!("/v1/reports/{job}"),
                        "sizeBytes": 412_337, "error": null, "createdAt": at, "updatedAt": at, "expired": false }),
                    (_, _, "202") => {
                        json!({ "jobId": job, "state": "queued", "statusUrl": format!("/v1/jobs/{job}") })
                    }
                    (_, "/v1/guru", _) => json!({ "message": answer, "role": "assistant" }),
                    (_, "/v1/guru-public", _) => {
                        json!({ "message": answer, "role": "assistant", "remainingToday": 4 })
                    }
                    (_, p, _) => calc[p.trim_start_matches("/v1/")].clone(),
                };
                m["example"] = json!({ "success": true, "data": data });
            }
        }
    }
}
