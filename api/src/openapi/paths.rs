//! The operations of the document, by resource.

use super::*;
use utoipa::openapi::RefOr;
use utoipa::openapi::path::Parameter;
use utoipa::openapi::schema::Schema;

/// API keys: list, create, revoke.
pub(super) fn keys(schemas: &mut Schemas, paths: &mut Paths) {
    let mut add = |path: &str, method: HttpMethod, operation: Operation| {
        paths.add_path_operation(path, vec![method], operation);
    };
    let id = |method: &str, path: &str| operation_id(method, path);
    // Keys.
    let keys = |summary, description| Op {
        summary,
        description,
        tag: "keys",
        keyed: true,
    };
    let key_list = schemas.named::<KeyList>();
    add(
        "/v1/keys",
        HttpMethod::Get,
        keys(
            "List API keys",
            "The account's live keys with its plan and balance.",
        )
        .build(
            id("get", "/v1/keys"),
            vec![(
                "200",
                json_ok("keys and plan", key_list, enveloped(ex::key_list())),
            )],
            &[401, 429, 503],
            vec![],
            None,
        ),
    );
    let (new_key, created) = (schemas.named::<NewKey>(), schemas.named::<CreatedKey>());
    add(
        "/v1/keys",
        HttpMethod::Post,
        keys("Create an API key", "The full key is in this reply only.").build(
            id("post", "/v1/keys"),
            vec![(
                "201",
                json_ok("the new key", created, enveloped(ex::created_key())),
            )],
            &[400, 401, 409, 413, 415, 422, 429, 503],
            vec![],
            Some(body(new_key, Some(ex::new_key()), true)),
        ),
    );
    // Inline (not by name): the reply has no envelope, and clients name it after its operation.
    let done = <Done as utoipa::PartialSchema>::schema();
    add(
        "/v1/keys/{id}",
        HttpMethod::Delete,
        keys(
            "Revoke an API key",
            "Stops working on every replica within a second. An account's last key may be revoked only when the account has a dashboard login (409 `last_key` otherwise).",
        )
        .build(
            id("delete", "/v1/keys/{id}"),
            vec![(
                "200",
                json_bare("revoked", done.clone(), json!({ "success": true })),
            )],
            &[401, 404, 409, 429, 503],
            vec![id_param("id")],
            None,
        ),
    );
}

/// The balance and the usage.
pub(super) fn account(schemas: &mut Schemas, paths: &mut Paths) {
    let mut add = |path: &str, method: HttpMethod, operation: Operation| {
        paths.add_path_operation(path, vec![method], operation);
    };
    let id = |method: &str, path: &str| operation_id(method, path);
    let keys = |summary, description| Op {
        summary,
        description,
        tag: "keys",
        keyed: true,
    };
    let balance = schemas.named::<Balance>();
    add(
        "/api-keys",
        HttpMethod::Get,
        keys("Balance check", "Credits and plan (no /v1 segment).").build(
            id("get", "/api-keys"),
            vec![("200", json_ok("balance", balance, enveloped(ex::balance())))],
            &[401, 429, 503],
            vec![],
            None,
        ),
    );

    let usage = schemas.named::<crate::usage::Usage>();
    let day = || {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Date)))
    };
    add(
        "/v1/usage",
        HttpMethod::Get,
        keys(
            "Usage",
            "The account's charged calls and the credits they cost, per UTC day (every day of the range, 0 included) or per endpoint (most credits first). `from` and `to` are inclusive UTC days from 1900 to 2200, `to` not before `from` and less than 366 days after it (422 otherwise); without them, the last 30 days up to today. Failed calls and calls still running are not counted. Free.",
        )
        .build(
            id("get", "/v1/usage"),
            vec![("200", json_ok("usage", usage, enveloped(ex::usage())))],
            &[401, 422, 429, 503],
            vec![
                query_param("from", day()),
                query_param("to", day()),
                query_param(
                    "groupBy",
                    ObjectBuilder::new()
                        .schema_type(Type::String)
                        .enum_values(Some(["day", "endpoint"]))
                        .default(Some(json!("day"))),
                ),
            ],
            None,
        ),
    );
}

/// Time zones, places, the glossary, and listing and creating profiles.
pub(super) fn profiles(schemas: &mut Schemas, paths: &mut Paths) {
    zone_lookups(schemas, paths);
    place_lookups(schemas, paths);
    profile_list(schemas, paths);
}

/// A free look-up: one GET with its texts, its reply (what, schema, example), its errors and
/// its query parameters.
struct Lookup<'a> {
    path: &'a str,
    texts: (&'static str, &'static str),
    reply: (&'a str, RefOr<Schema>, Value),
    errors: &'a [u16],
    params: Vec<Parameter>,
}

/// Adds a free look-up under the `profiles` tag.
fn add_lookup(paths: &mut Paths, lookup: Lookup) {
    let Lookup {
        path,
        texts: (summary, description),
        reply: (what, data, example),
        errors,
        params,
    } = lookup;
    let op = Op {
        summary,
        description,
        tag: "profiles",
        keyed: true,
    };
    paths.add_path_operation(
        path,
        vec![HttpMethod::Get],
        op.build(
            operation_id("get", path),
            vec![("200", json_ok(what, data, enveloped(example)))],
            errors,
            params,
            None,
        ),
    );
}

/// The `locale` query parameter of the look-ups that name things.
fn locale_param() -> Parameter {
    query_param(
        "locale",
        ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(["en", "hi", "ne"]))
            .default(Some(json!("en"))),
    )
}

/// The time zones: every accepted name, and the zone of a point.
fn zone_lookups(schemas: &mut Schemas, paths: &mut Paths) {
    add_lookup(
        paths,
        Lookup {
            path: "/v1/timezones",
            texts: (
                "Time zones",
                "Every IANA time zone name the service accepts wherever a body takes `timezone` (a profile, a place, a moment). A name it does not accept is refused with 422, the message suggesting the nearest names. Free.",
            ),
            reply: (
                "timezones",
                schemas.named::<crate::routes::timezones::Timezones>(),
                json!({ "timezones": ["Africa/Abidjan", "Asia/Kathmandu", "Europe/London"] }),
            ),
            errors: &[401, 429, 503],
            params: vec![],
        },
    );
    let degrees = |max: f64, example: f64| {
        ObjectBuilder::new()
            .schema_type(Type::Number)
            .minimum(Some(-max))
            .maximum(Some(max))
            .examples([json!(example)])
    };
    add_lookup(
        paths,
        Lookup {
            path: "/v1/timezone",
            texts: (
                "Time zone of a point",
                "The IANA time zone in force at `latitude`, `longitude` (degrees, north and east positive), from time-zone boundary data (timezone-boundary-builder, © OpenStreetMap contributors, ODbL; within about 111 m of the exact boundaries): a name every body taking `timezone` accepts. A point at sea gets its nautical zone, `Etc/GMT-5` for UTC+5 (POSIX's sign, east of Greenwich negative). A coordinate missing or out of range is refused with 422 naming it. Free.",
            ),
            reply: (
                "the zone",
                schemas.named::<crate::routes::timezones::TimezoneAt>(),
                json!({ "timezone": "Asia/Kathmandu" }),
            ),
            errors: &[401, 422, 429, 503],
            params: vec![
                required_query_param("latitude", degrees(90.0, 27.7)),
                required_query_param("longitude", degrees(180.0, 85.3)),
            ],
        },
    );
}

/// The place search and the glossary.
fn place_lookups(schemas: &mut Schemas, paths: &mut Paths) {
    add_lookup(
        paths,
        Lookup {
            path: "/v1/places",
            texts: (
                "Search places",
                "Places whose name begins with `q`, to fill a birth place's `latitude`, `longitude` and `timezone`: cities of at least 15,000 people and capitals (GeoNames, CC BY 4.0). Case, accents and punctuation are ignored (`sao paulo` finds São Paulo), and a place is also found by its other names, Devanagari ones included (`काठमा` finds Kathmandu), and by a later word of its name (`york` finds New York City). Best match first: the name itself, then names beginning with `q`, then other names beginning with it, then a later word; the most populous first within each. With `locale` hi or ne, `name` is in Devanagari where the data has a Devanagari name. `q` 1 to 100 characters with a letter or digit, `limit` 1 to 50 (default 10), `locale` en, hi or ne (default en): 422 naming the field otherwise. Free.",
            ),
            reply: (
                "places",
                schemas.named::<crate::routes::places::Places>(),
                json!({ "items": [{ "name": "Kathmandu", "country": "Nepal", "admin1": "Bagmati Province", "latitude": 27.70169, "longitude": 85.3206, "timezone": "Asia/Kathmandu", "population": 1442271 }] }),
            ),
            errors: &[401, 422, 429, 503],
            params: vec![
                required_query_param(
                    "q",
                    ObjectBuilder::new()
                        .schema_type(Type::String)
                        .min_length(Some(1))
                        .max_length(Some(crate::routes::places::MAX_QUERY))
                        .examples([json!("Kathm")]),
                ),
                query_param(
                    "limit",
                    ObjectBuilder::new()
                        .schema_type(Type::Integer)
                        .minimum(Some(1))
                        .maximum(Some(crate::routes::places::MAX_LIMIT as f64))
                        .default(Some(json!(10))),
                ),
                locale_param(),
            ],
        },
    );
    add_lookup(
        paths,
        Lookup {
            path: "/v1/glossary",
            texts: (
                "Glossary",
                "Every name the replies carry by its English key (planets, signs, nakshatras, tithis, the panchang's yogas, karanas, varas, lunar and Bikram Sambat months, doshas, the chart yogas), with its display name in `locale`: the names the replies write beside their keys (`planetName`, `signName`, `nakshatraName`, `lordName`, `tithiName`…). Free.",
            ),
            reply: (
                "glossary",
                schemas.named::<crate::routes::glossary::Glossary>(),
                json!({ "locale": "hi", "planets": { "Sun": "सूर्य", "Jupiter": "गुरु" }, "signs": { "Aries": "मेष" }, "nakshatras": { "Ashwini": "अश्विनी" }, "tithis": { "Pratipada": "प्रतिपदा" }, "yogas": { "Vishkambha": "विष्कुम्भ" }, "karanas": { "Bava": "बव" }, "varas": { "Ravivara": "रविवार" }, "lunarMonths": { "Chaitra": "चैत्र" }, "bsMonths": { "Baisakh": "बैशाख" }, "doshas": { "Mangal Dosha": "मंगल दोष" }, "yogaNames": { "gajaKesari": "गजकेसरी योग" } }),
            ),
            errors: &[401, 422, 429, 503],
            params: vec![locale_param()],
        },
    );
}

/// Listing and creating profiles.
fn profile_list(schemas: &mut Schemas, paths: &mut Paths) {
    let mut add = |path: &str, method: HttpMethod, operation: Operation| {
        paths.add_path_operation(path, vec![method], operation);
    };
    let id = |method: &str, path: &str| operation_id(method, path);
    let profiles = |summary, description| Op {
        summary,
        description,
        tag: "profiles",
        keyed: true,
    };
    let profile = schemas.named::<Profile>();
    let page = |name: &str, min: i64, max: i64, default: i64| {
        query_param(
            name,
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(min))
                .maximum(Some(max))
                .default(Some(json!(default))),
        )
    };
    add(
        "/v1/profiles",
        HttpMethod::Get,
        profiles(
            "List profiles",
            "Profiles of the account, oldest first, without notes.",
        )
        .build(
            id("get", "/v1/profiles"),
            vec![(
                "200",
                json_ok(
                    "profiles",
                    ArrayBuilder::new().items(profile.clone()).into(),
                    enveloped(json!([ex::profile()])),
                ),
            )],
            &[401, 422, 429, 503],
            vec![page("limit", 1, 1000, 100), page("offset", 0, i64::MAX, 0)],
            None,
        ),
    );
    let new_profile = schemas.named::<NewProfile>();
    add(
        "/v1/profiles",
        HttpMethod::Post,
        profiles(
            "Create a profile",
            "Birth data; a local time that did not exist (DST gap) is refused. An account keeps \
             at most 1,000 profiles (the operator's GRAHA_PROFILES_PER_ACCOUNT): past that, 409 \
             profile_limit_reached.",
        )
        .build(
            id("post", "/v1/profiles"),
            vec![(
                "201",
                with_profile_links(json_ok(
                    "the profile",
                    profile.clone(),
                    enveloped(ex::profile()),
                )),
            )],
            &[400, 401, 409, 413, 415, 422, 429, 503],
            vec![],
            Some(body(new_profile, Some(ex::new_profile()), true)),
        ),
    );
}

/// One profile: read, change, delete.
pub(super) fn profile_changes(schemas: &mut Schemas, paths: &mut Paths) {
    let mut add = |path: &str, method: HttpMethod, operation: Operation| {
        paths.add_path_operation(path, vec![method], operation);
    };
    let id = |method: &str, path: &str| operation_id(method, path);
    let profiles = |summary, description| Op {
        summary,
        description,
        tag: "profiles",
        keyed: true,
    };
    let profile = schemas.named::<Profile>();
    let done = <Done as utoipa::PartialSchema>::schema();
    let changes = schemas.named::<ProfileChanges>();
    for (method, name, summary, description) in [
        (
            HttpMethod::Get,
            "get",
            "Read a profile",
            "One profile of the account, with its notes. Free.",
        ),
        (
            HttpMethod::Patch,
            "patch",
            "Change a profile",
            "Changes the fields sent (the others stay; no body changes nothing); birth data is checked as at creation. Free.",
        ),
        (
            HttpMethod::Delete,
            "delete",
            "Delete a profile for good",
            "Removes the birth data for good, with the replies stored for idempotent retries that hold it and the reports made from it (their PDFs included; a compatibility report is deleted with either of its two profiles). A report still being made when the profile is deleted is kept. Free.",
        ),
    ] {
        let ok = if name == "delete" {
            json_bare("deleted", done.clone(), json!({ "success": true }))
        } else {
            json_ok("the profile", profile.clone(), enveloped(ex::profile()))
        };
        // An absent or empty body changes nothing (and answers the profile as it is).
        let request =
            (name == "patch").then(|| body(changes.clone(), Some(ex::profile_changes()), false));
        add(
            "/v1/profiles/{id}",
            method,
            profiles(summary, description).build(
                id(name, "/v1/profiles/{id}"),
                vec![("200", ok)],
                &[400, 401, 404, 422, 429, 503],
                vec![id_param("id")],
                request,
            ),
        );
    }
}

/// The account's default settings and its webhook secret.
pub(super) fn settings(schemas: &mut Schemas, paths: &mut Paths) {
    let mut add = |path: &str, method: HttpMethod, operation: Operation| {
        paths.add_path_operation(path, vec![method], operation);
    };
    let id = |method: &str, path: &str| operation_id(method, path);
    // Settings.
    let settings = schemas.named::<Settings>();
    let settings_op = |summary, description| Op {
        summary,
        description,
        tag: "settings",
        keyed: true,
    };
    add(
        "/v1/settings",
        HttpMethod::Get,
        settings_op(
            "Read the default settings",
            "The account's default calculation settings: ayanamsa, node, house system and dasha year. Every chart-based call uses them unless its body chooses otherwise. Free.",
        )
        .build(
            id("get", "/v1/settings"),
            vec![("200", json_ok("the settings", settings.clone(), enveloped(ex::settings())))],
            &[401, 429, 503],
            vec![],
            None,
        ),
    );
    add(
        "/v1/settings",
        HttpMethod::Put,
        settings_op(
            "Set the default settings",
            "Replaces the account's default calculation settings: the fields sent, the product's defaults (lahiri, mean, whole-sign, julian) for the others; an empty body resets them. A request's own options still win. Free.",
        )
        .build(
            id("put", "/v1/settings"),
            vec![("200", json_ok("the settings", settings.clone(), enveloped(ex::settings())))],
            &[400, 401, 413, 415, 422, 429, 503],
            vec![],
            // No body resets them, as an empty one does.
            Some(body(schemas.named::<NewSettings>(), Some(ex::settings()), false)),
        ),
    );

    // The webhook secret.
    let secret = schemas.named::<crate::routes::webhooks::WebhookSecret>();
    let secret_example = enveloped(json!({ "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }));
    add(
        "/v1/webhook-secret",
        HttpMethod::Get,
        settings_op(
            "Read the webhook secret",
            "The secret the account's webhooks are signed with (made on first use): `whsec_` and the base64 of its key. A delivery carries the Standard Webhooks headers `webhook-id` (the same on every attempt), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the key). Free.",
        )
        .build(
            id("get", "/v1/webhook-secret"),
            vec![("200", json_ok("the secret", secret.clone(), secret_example.clone()))],
            &[401, 429, 503],
            vec![],
            None,
        ),
    );
    add(
        "/v1/webhook-secret/rotate",
        HttpMethod::Post,
        settings_op(
            "Rotate the webhook secret",
            "Replaces the webhook secret at once: deliveries from now on, retries included, are signed with the new one. Free.",
        )
        .build(
            id("post", "/v1/webhook-secret/rotate"),
            vec![("200", json_ok("the new secret", secret, secret_example))],
            // 422: a malformed `Idempotency-Key`, as on every POST.
            &[401, 422, 429, 503],
            vec![],
            None,
        ),
    );
}

/// The account's branding on its PDFs.
pub(super) fn branding(schemas: &mut Schemas, paths: &mut Paths) {
    use crate::routes::branding::BrandingOut;
    let mut add = |path: &str, method: HttpMethod, operation: Operation| {
        paths.add_path_operation(path, vec![method], operation);
    };
    let id = |method: &str| operation_id(method, "/v1/branding");
    let out = schemas.named::<BrandingOut>();
    let new = schemas.named::<crate::requests::NewBranding>();
    let op = |summary, description| Op {
        summary,
        description,
        tag: "settings",
        keyed: true,
    };
    add(
        "/v1/branding",
        HttpMethod::Get,
        op(
            "Read the branding",
            "The name, contact, accent colour and logo every PDF of the account carries on its cover and in its footer (404 when none is set). Free.",
        )
        .build(
            id("get"),
            vec![("200", json_ok("the branding", out.clone(), enveloped(ex::branding())))],
            &[401, 404, 429, 503],
            vec![],
            None,
        ),
    );
    add(
        "/v1/branding",
        HttpMethod::Put,
        op(
            "Set the branding",
            "Sets what every PDF of the account carries: `name` (required), `website`, `email`, `phone`, `accentColor` (#rrggbb) and `logo` (a PNG or an SVG, base64, at most 200 KB; an SVG is rasterised here, reading no file or address it links to). Fields left out are cleared. Free.",
        )
        .build(
            id("put"),
            vec![("200", json_ok("the branding", out, enveloped(ex::branding())))],
            &[400, 401, 413, 415, 422, 429, 503],
            vec![],
            Some(body(new, Some(ex::new_branding()), true)),
        ),
    );
    add(
        "/v1/branding",
        HttpMethod::Delete,
        op(
            "Remove the branding",
            "PDFs made from now on carry the product's own cover and footer. Free.",
        )
        .build(
            id("delete"),
            vec![(
                "200",
                json_bare(
                    "removed",
                    <Done as utoipa::PartialSchema>::schema(),
                    json!({ "success": true }),
                ),
            )],
            &[401, 404, 429, 503],
            vec![],
            None,
        ),
    );
}
