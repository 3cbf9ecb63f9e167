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
use axum::middleware::Next;
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
    let service = StreamableHttpService::new(
        move || Ok(server.clone()),
        Arc::new(LocalSessionManager::default()),
        config,
    );
    Router::new()
        .route_service(crate::contract::reg("/mcp", &["post"]), service)
        .layer(axum::middleware::from_fn_with_state(state, authenticate))
}

/// The key, as on every API route: 401 without a valid one, 429 past the rate limit. The
/// account goes on with the request for the tools to charge.
async fn authenticate(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let (mut parts, body) = req.into_parts();
    if let Err(e) = <Account as axum::extract::FromRequestParts<AppState>>::from_request_parts(
        &mut parts, &state,
    )
    .await
    {
        return e.into_response();
    }
    next.run(Request::from_parts(parts, body)).await
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
        let Some(e) = tools_endpoints().find(|e| tool_name(*e) == request.name) else {
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
        let request_id = parts
            .and_then(|p| p.extensions.get::<RequestId>())
            .map_or_else(|| uuid::Uuid::new_v4().to_string(), |r| r.0.clone());
        let body = request.arguments.unwrap_or_default();
        let resp = crate::routes::calc::call(&self.state, e, account, request_id, body)
            .await
            .unwrap_or_else(IntoResponse::into_response);
        Ok(answer(resp).await.into())
    }
}

/// A call's reply as the tool's result: the data as structured content (and as text for
/// clients that read text only), the credits in `_meta`; an error as an error result with the
/// API's code, message and details.
async fn answer(resp: Response) -> CallToolResult {
    let ok = resp.status().is_success();
    let credits = {
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
    };
    let bytes = axum::body::to_bytes(resp.into_body(), 16 * 1024 * 1024)
        .await
        .unwrap_or_default();
    let mut reply: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
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
