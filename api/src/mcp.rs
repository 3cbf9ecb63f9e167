//! `POST /mcp`: the calculations as Model Context Protocol tools, for AI agents (Streamable
//! HTTP, stateless, JSON answers). A tool per calculation endpoint, named as its path
//! (`birth_chart`, `kp_horary`), its input schema the endpoint's request body from the served
//! document, its answer the reply as structured content. Each call goes through the paid path of
//! the REST route (`routes::calc::call`): the same validation, plan gate, charge and logs; the
//! HTTP request carrying it is authenticated and counted against the key's rate limit as any
//! API call (docs/decisions.md, "MCP").

use crate::extract::{Account, RequestId};
use crate::state::AppState;
use axum::Router;
use axum::extract::{Request, State};
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use graha::endpoints::{Endpoint, Queue};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation,
    ListToolsResult, PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use rmcp::{ErrorData, ServerHandler};
use serde_json::{Map, Value, json};
use std::sync::{Arc, OnceLock};

pub fn router(state: AppState) -> Router<AppState> {
    let server = Graha {
        state: state.clone(),
    };
    // Stateless: each POST carries its call and gets its answer as JSON; no session outlives
    // it. Every request is authenticated by its key, so the loopback-only Host check meant for
    // unauthenticated local servers is off.
    let config = StreamableHttpServerConfig::default()
        .with_legacy_session_mode(false)
        .with_json_response(true)
        .with_sse_keep_alive(None)
        .disable_allowed_hosts();
    let limit = config.max_request_body_bytes;
    let service = Arc::new(StreamableHttpService::new(
        move || Ok(server.clone()),
        Arc::new(LocalSessionManager::default()),
        config,
    ));
    let handle = move |State(state): State<AppState>, req: Request| {
        let service = service.clone();
        async move { serve(&state, &service, limit, req).await }
    };
    Router::new().route(
        crate::contract::reg("/mcp", &["post"]),
        axum::routing::any(handle),
    )
}

type Service = StreamableHttpService<Graha, LocalSessionManager>;

/// A message to `/mcp`, authenticated by its key as on every API route (401 without a valid
/// one, 429 past the rate limit; the account goes on with the request for the tools to charge).
/// A tool call that needs nothing of the protocol beyond its name and arguments is answered
/// here, its reply's data copied into the answer as the worker wrote it; every other message
/// (and every call the quick path cannot vouch for) is the SDK's, which answers a quick call
/// the same way (docs/decisions.md, "MCP").
async fn serve(state: &AppState, service: &Service, limit: usize, req: Request) -> Response {
    let (mut parts, body) = req.into_parts();
    // The larger futures are boxed, so that this one stays small to move.
    let account = Box::pin(
        <Account as axum::extract::FromRequestParts<AppState>>::from_request_parts(
            &mut parts, state,
        ),
    )
    .await;
    let account = match account {
        Ok(account) => account,
        Err(e) => return e.into_response(),
    };
    if parts.method != axum::http::Method::POST {
        let req = Request::from_parts(parts, body);
        return Box::pin(service.handle(req)).await.into_response();
    }
    let Ok(bytes) = axum::body::to_bytes(body, limit).await else {
        return (
            axum::http::StatusCode::PAYLOAD_TOO_LARGE,
            "Payload Too Large: the message exceeds the size allowed",
        )
            .into_response();
    };
    if let Some(call) = quick::Call::read(&parts.headers, &bytes)
        && let Some(e) = endpoint_named(call.name)
    {
        let request_id = request_id_of(&parts);
        let resp = Box::pin(run(state, e, account, request_id, call.arguments)).await;
        return Box::pin(quick::answer(call.id, resp)).await;
    }
    let req = Request::from_parts(parts, axum::body::Body::from(bytes));
    Box::pin(service.handle(req)).await.into_response()
}

/// The request's id as the logs know it.
fn request_id_of(parts: &Parts) -> String {
    parts
        .extensions
        .get::<RequestId>()
        .map_or_else(|| uuid::Uuid::new_v4().to_string(), |r| r.0.clone())
}

/// A tool call: the paid path of the REST route, its reply as the REST client would get it.
async fn run(
    state: &AppState,
    e: Endpoint,
    account: Account,
    request_id: String,
    arguments: Option<Map<String, Value>>,
) -> Response {
    let body = arguments.unwrap_or_default();
    crate::routes::calc::call(state, e, account, request_id, body)
        .await
        .unwrap_or_else(IntoResponse::into_response)
}

#[derive(Clone)]
struct Graha {
    state: AppState,
}

/// The endpoints served as tools: every calculation answered as JSON.
fn tools_endpoints() -> impl Iterator<Item = Endpoint> {
    Endpoint::ALL
        .iter()
        .copied()
        .filter(|e| e.queue() == Queue::Calc)
}

/// A tool's name: its path with `_` (`/kp/horary` → `kp_horary`).
fn tool_name(e: Endpoint) -> String {
    e.path()[1..].replace(['/', '-'], "_")
}

/// The endpoint a tool name calls.
fn endpoint_named(name: &str) -> Option<Endpoint> {
    static NAMES: OnceLock<Vec<(String, Endpoint)>> = OnceLock::new();
    NAMES
        .get_or_init(|| tools_endpoints().map(|e| (tool_name(e), e)).collect())
        .iter()
        .find(|(n, _)| n == name)
        .map(|&(_, e)| e)
}

fn tools() -> &'static [Tool] {
    static TOOLS: OnceLock<Vec<Tool>> = OnceLock::new();
    TOOLS.get_or_init(|| {
        let doc = crate::openapi::document();
        tools_endpoints().map(|e| tool(doc, e)).collect()
    })
}

fn tool(doc: &Value, e: Endpoint) -> Tool {
    let op = &doc["paths"][format!("/v1{}", e.path())]["post"];
    let mut schema = inline(
        doc,
        &op["requestBody"]["content"]["application/json"]["schema"],
        0,
    );
    if let Value::Object(m) = &mut schema {
        m.entry("type").or_insert_with(|| json!("object"));
    }
    let schema = match schema {
        Value::Object(m) => m,
        _ => Map::new(),
    };
    let description = format!(
        "{}. {}",
        op["summary"].as_str().unwrap_or(""),
        op["description"].as_str().unwrap_or("")
    );
    Tool::new(tool_name(e), description, Arc::new(schema))
}

/// A schema with every `$ref` to the document's components replaced by the schema itself: a
/// tool's input schema stands alone.
fn inline(doc: &Value, v: &Value, depth: usize) -> Value {
    if depth > 40 {
        return json!({});
    }
    match v {
        Value::Object(m) => {
            if let Some(name) = m
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix("#/components/schemas/"))
            {
                let mut target = inline(doc, &doc["components"]["schemas"][name], depth + 1);
                if let Value::Object(t) = &mut target {
                    for (k, x) in m.iter().filter(|(k, _)| *k != "$ref") {
                        t.insert(k.clone(), inline(doc, x, depth + 1));
                    }
                }
                return target;
            }
            Value::Object(
                m.iter()
                    .map(|(k, x)| (k.clone(), inline(doc, x, depth + 1)))
                    .collect(),
            )
        }
        Value::Array(a) => Value::Array(a.iter().map(|x| inline(doc, x, depth + 1)).collect()),
        other => other.clone(),
    }
}

impl ServerHandler for Graha {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("graha", env!("CARGO_PKG_VERSION")))
            .with_instructions(
                "Vedic astrology calculations (Swiss Ephemeris, sidereal). Each tool is charged \
                 in credits as the REST API charges it; its description gives the cost. A person \
                 is given as `birth` (date, time, timezone, latitude, longitude) or as a stored \
                 `profileId`.",
            )
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(tools().to_vec()))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let Some(e) = endpoint_named(&request.name) else {
            return Err(ErrorData::invalid_params(
                format!("no tool named {}", request.name),
                None,
            ));
        };
        let parts = context.extensions.get::<Parts>();
        let account = parts
            .and_then(|p| p.extensions.get::<Account>())
            .cloned()
            .ok_or_else(|| ErrorData::internal_error("a call without its account", None))?;
        let request_id = parts.map_or_else(|| uuid::Uuid::new_v4().to_string(), request_id_of);
        let resp = run(&self.state, e, account, request_id, request.arguments).await;
        Ok(answer(resp).await.into())
    }
}

/// The credits a reply's headers report, as `_meta.graha` gives them.
fn credits(resp: &Response) -> Value {
    let header = |name: &str| {
        resp.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<i64>().ok())
    };
    json!({
        "creditsCharged": header("x-credits-charged").unwrap_or(0),
        "creditsRemaining": header("x-credits-remaining"),
    })
}

/// A call's reply as the tool's result.
async fn answer(resp: Response) -> CallToolResult {
    let (ok, credits, bytes) = read(resp).await;
    result_of(ok, credits, &bytes)
}

/// A reply's success, credits and body.
async fn read(resp: Response) -> (bool, Value, axum::body::Bytes) {
    let ok = resp.status().is_success();
    let credits = credits(&resp);
    let bytes = axum::body::to_bytes(resp.into_body(), REPLY_LIMIT)
        .await
        .unwrap_or_default();
    (ok, credits, bytes)
}

/// The tool's result: the data as structured content (and as text for clients that read text
/// only), the credits in `_meta`; an error as an error result with the API's code, message and
/// details.
fn result_of(ok: bool, credits: Value, bytes: &[u8]) -> CallToolResult {
    let mut reply: Value = serde_json::from_slice(bytes).unwrap_or(Value::Null);
    let content = reply[if ok { "data" } else { "error" }].take();
    let text = content.to_string();
    let mut result = match ok {
        true => CallToolResult::success(vec![ContentBlock::text(text)]),
        false => CallToolResult::error(vec![ContentBlock::text(text)]),
    };
    if content.is_object() {
        result.structured_content = Some(content);
    }
    if let Value::Object(m) = json!({ "graha": credits }) {
        result.meta = Some(rmcp::model::MetaObject::from(m));
    }
    result
}

/// The largest reply a tool passes on.
const REPLY_LIMIT: usize = 16 * 1024 * 1024;

/// The quick path of a tool call: the message read without the SDK's general model, the
/// answer written around the reply's text.
mod quick {
    use super::{Response, Value, read, result_of};
    use axum::http::{HeaderMap, StatusCode, header};
    use axum::response::IntoResponse;
    use rmcp::model::{ProtocolVersion, RequestId, ServerJsonRpcMessage, ServerResult};
    use serde::Deserialize;
    use serde_json::Map;
    use serde_json::value::RawValue;

    /// A `tools/call` request with nothing but a name and arguments.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Message<'a> {
        jsonrpc: &'a str,
        #[serde(borrow)]
        id: &'a RawValue,
        method: &'a str,
        #[serde(borrow)]
        params: Params<'a>,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Params<'a> {
        name: &'a str,
        #[serde(default)]
        arguments: Option<Map<String, Value>>,
    }

    pub(super) struct Call<'a> {
        pub id: &'a RawValue,
        pub name: &'a str,
        pub arguments: Option<Map<String, Value>>,
    }

    impl<'a> Call<'a> {
        /// The call a message makes, when the SDK would take it as it stands: a POST whose
        /// client accepts JSON and event streams, sent as JSON, under a protocol version the
        /// SDK knows that asks for no extra headers. Anything else is left to the SDK.
        pub fn read(headers: &HeaderMap, body: &'a [u8]) -> Option<Call<'a>> {
            if !accepts_both(headers) || !sent_as_json(headers) || !plain_version(headers) {
                return None;
            }
            let m: Message<'a> = serde_json::from_slice(body).ok()?;
            let id = m.id.get().as_bytes().first()?;
            let id_ok = *id == b'"' || *id == b'-' || id.is_ascii_digit();
            (m.jsonrpc == "2.0" && m.method == "tools/call" && id_ok).then_some(Call {
                id: m.id,
                name: m.params.name,
                arguments: m.params.arguments,
            })
        }
    }

    /// One `Accept` header naming both forms, without parameters.
    fn accepts_both(headers: &HeaderMap) -> bool {
        let mut values = headers.get_all(header::ACCEPT).iter();
        let (Some(value), None) = (values.next(), values.next()) else {
            return false;
        };
        let Ok(value) = value.to_str() else {
            return false;
        };
        let entries = || value.split(',').map(str::trim);
        !entries().any(|e| e.contains(';'))
            && entries().any(|e| e.eq_ignore_ascii_case("application/json"))
            && entries().any(|e| e.eq_ignore_ascii_case("text/event-stream"))
    }

    fn sent_as_json(headers: &HeaderMap) -> bool {
        headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| {
                let essence = v.split_once(';').map_or(v, |(e, _)| e);
                essence.trim().eq_ignore_ascii_case("application/json")
            })
    }

    /// `MCP-Protocol-Version` names a version the SDK knows, older than the one that adds
    /// headers to check against the body.
    fn plain_version(headers: &HeaderMap) -> bool {
        let Some(v) = headers
            .get("mcp-protocol-version")
            .and_then(|v| v.to_str().ok())
        else {
            return false;
        };
        v < ProtocolVersion::STANDARD_HEADERS.as_str()
            && ProtocolVersion::KNOWN_VERSIONS
                .iter()
                .any(|k| k.as_str() == v)
    }

    /// The answer to a call: a reply's data is copied into the result twice, as structured
    /// content and as text, without being parsed; an error goes through the SDK's model.
    pub(super) async fn answer(id: &RawValue, resp: Response) -> Response {
        let (ok, credits, bytes) = read(resp).await;
        let data = graha::envelope::within(&bytes)
            .filter(|d| ok && d.first() == Some(&b'{'))
            .and_then(|d| std::str::from_utf8(d).ok());
        let body = match data {
            Some(data) => written(id, data, &credits),
            None => {
                let result = result_of(ok, credits, &bytes);
                let Ok(id) = serde_json::from_str::<RequestId>(id.get()) else {
                    return StatusCode::INTERNAL_SERVER_ERROR.into_response();
                };
                // The quick path serves only versions older than the result's `resultType`.
                let mut result = ServerResult::CallToolResult(result);
                result.strip_result_type_for_legacy_peer();
                let message = ServerJsonRpcMessage::response(result, id);
                match serde_json::to_vec(&message) {
                    Ok(body) => body,
                    Err(_) => return StatusCode::INTERNAL_SERVER_ERROR.into_response(),
                }
            }
        };
        ([(header::CONTENT_TYPE, "application/json")], body).into_response()
    }

    /// `{"jsonrpc":"2.0","id":…,"result":{…}}` around a reply's data, as the SDK writes a
    /// successful tool result.
    fn written(id: &RawValue, data: &str, credits: &Value) -> Vec<u8> {
        let mut out = Vec::with_capacity(2 * data.len() + 256);
        out.extend_from_slice(br#"{"jsonrpc":"2.0","id":"#);
        out.extend_from_slice(id.get().as_bytes());
        out.extend_from_slice(br#","result":{"content":[{"type":"text","text":"#);
        as_string(&mut out, data);
        out.extend_from_slice(br#"}],"structuredContent":"#);
        out.extend_from_slice(data.as_bytes());
        out.extend_from_slice(br#","isError":false,"_meta":{"graha":"#);
        // Writing a Value into a Vec cannot fail.
        let _ = serde_json::to_writer(&mut out, credits);
        out.extend_from_slice(b"}}}");
        out
    }

    /// JSON text written as a JSON string. Text a JSON writer made compact holds no control
    /// characters (a string's are escaped, and there is no whitespace between tokens), so only
    /// `"` and `\` need a backslash; any other text is escaped in full.
    fn as_string(out: &mut Vec<u8>, text: &str) {
        let bytes = text.as_bytes();
        if bytes.iter().fold(false, |seen, b| seen | (*b < 0x20)) {
            // Writing a string into a Vec cannot fail.
            let _ = serde_json::to_writer(out, text);
            return;
        }
        out.push(b'"');
        let mut from = 0;
        for (at, b) in bytes.iter().enumerate() {
            if *b == b'"' || *b == b'\\' {
                out.extend_from_slice(&bytes[from..at]);
                out.push(b'\\');
                from = at;
            }
        }
        out.extend_from_slice(&bytes[from..]);
        out.push(b'"');
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn json_text_is_written_as_serde_writes_the_string() {
            for text in [
                r#"{"a":"b\"c","d":"e\\f\n","g":[1,2.5,null]}"#,
                "{\"h\":\"\u{e9}\u{906}\"}",
                "{\n  \"pretty\": true\n}",
                "",
            ] {
                let mut ours = Vec::new();
                super::as_string(&mut ours, text);
                assert_eq!(ours, serde_json::to_vec(text).unwrap(), "{text}");
            }
        }
    }
}
