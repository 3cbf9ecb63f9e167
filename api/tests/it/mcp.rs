//! `POST /mcp`: the calculations as MCP tools over Streamable HTTP, charged and limited as the
//! REST calls. (The official Python client's session is in `scripts/mcp-check`, run by
//! `scripts/clients`.)

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::{Value, json};

const BIRTH: &str = r#"{"date": "1995-05-12", "time": "06:15", "timezone": "Asia/Kathmandu",
    "latitude": 27.7172, "longitude": 85.324}"#;

/// One JSON-RPC message to `/mcp` with `key` as a bearer token: status and reply.
async fn rpc(app: &App, key: &str, id: u64, method: &str, params: Value) -> (StatusCode, Value) {
    let r = app
        .http
        .post(format!("{}/mcp", app.base))
        .header("authorization", format!("Bearer {key}"))
        .header("accept", "application/json, text/event-stream")
        .header("mcp-protocol-version", "2025-06-18")
        .json(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }))
        .send()
        .await
        .unwrap();
    let status = r.status();
    let text = r.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_agent_lists_the_tools_and_computes_a_chart_charged_as_the_api() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Trial, ConsumerPlan::Free).await;
    let (status, init) = rpc(
        &app,
        &acc.key,
        1,
        "initialize",
        json!({ "protocolVersion": "2025-06-18", "capabilities": {},
                "clientInfo": { "name": "test", "version": "1" } }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{init}");
    assert_eq!(init["result"]["serverInfo"]["name"], "graha");
    let (_, list) = rpc(&app, &acc.key, 2, "tools/list", json!({})).await;
    let tools = list["result"]["tools"].as_array().unwrap();
    let names: Vec<&str> = tools.iter().filter_map(|t| t["name"].as_str()).collect();
    for name in [
        "birth_chart",
        "dasha",
        "kp_horary",
        "matching",
        "panchang",
        "chart_image",
    ] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
    assert!(
        !names
            .iter()
            .any(|n| n.starts_with("report") || *n == "guru")
    );
    let chart = tools.iter().find(|t| t["name"] == "birth_chart").unwrap();
    assert!(chart["description"].as_str().unwrap().contains("2 credits"));
    let schema = chart["inputSchema"].to_string();
    assert!(!schema.contains("$ref"), "a tool's schema stands alone");

    let before = app.balance(acc.id).await;
    let birth: Value = serde_json::from_str(BIRTH).unwrap();
    let (_, called) = rpc(
        &app,
        &acc.key,
        3,
        "tools/call",
        json!({ "name": "birth_chart", "arguments": { "birth": birth } }),
    )
    .await;
    let result = &called["result"];
    assert_ne!(result["isError"], true, "{called}");
    assert_eq!(result["structuredContent"]["ascendant"]["sign"], "Taurus");
    assert_eq!(result["_meta"]["graha"]["creditsCharged"], 2);
    assert_eq!(app.balance(acc.id).await, before - 2);

    // An error is the API's, with its code and the field, and charges nothing.
    let (_, bad) = rpc(
        &app,
        &acc.key,
        4,
        "tools/call",
        json!({ "name": "birth_chart", "arguments": { "birth": { "date": "1995-13-40" } } }),
    )
    .await;
    assert_eq!(bad["result"]["isError"], true, "{bad}");
    assert_eq!(
        bad["result"]["structuredContent"]["code"],
        "validation_failed"
    );
    // A personal-tier tool on the Free plan: 403's code, nothing charged.
    let (_, gated) = rpc(
        &app,
        &acc.key,
        5,
        "tools/call",
        json!({ "name": "dasha", "arguments": { "birth": birth } }),
    )
    .await;
    assert_eq!(
        gated["result"]["structuredContent"]["code"],
        "plan_upgrade_required"
    );
    assert_eq!(app.balance(acc.id).await, before - 2);
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_valid_key_nothing_is_served() {
    let app = spawn_app_without_worker().await;
    let (status, reply) = rpc(&app, "graha_live_nope", 1, "tools/list", json!({})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(reply["error"]["code"], "invalid_api_key");
}
