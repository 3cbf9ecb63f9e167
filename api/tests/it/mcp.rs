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
async fn a_plain_call_is_answered_as_the_sdk_answers_it() {
    // A call with an empty `_meta` goes through the SDK's general path; a plain one is
    // answered on the quick path, its text the worker's JSON exactly as the REST reply carries
    // it (the SDK's path writes a value it parsed). Both say the same, whatever the id's form.
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let birth: Value = serde_json::from_str(BIRTH).unwrap();
    let rest = app
        .http
        .post(format!("{}/v1/birth-chart", app.base))
        .header("x-api-key", &acc.key)
        .json(&json!({ "birth": birth }))
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    let rest_data = std::str::from_utf8(graha::envelope::within(&rest).unwrap()).unwrap();
    let before = app.balance(acc.id).await;
    let call = |id: Value, meta: bool, arguments: Value| {
        let mut params = json!({ "name": "birth_chart", "arguments": arguments });
        if meta {
            params["_meta"] = json!({});
        }
        json!({ "jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params })
    };
    let send = |body: Value| {
        app.http
            .post(format!("{}/mcp", app.base))
            .header("authorization", format!("Bearer {}", acc.key))
            .header("accept", "application/json, text/event-stream")
            .header("mcp-protocol-version", "2025-06-18")
            .json(&body)
            .send()
    };
    for arguments in [
        json!({ "birth": birth }),
        json!({ "birth": { "date": "x" } }),
    ] {
        let mut answers = Vec::new();
        for (id, meta) in [
            (json!("a-1"), false),
            (json!("a-1"), true),
            (json!(7), false),
        ] {
            let r = send(call(id.clone(), meta, arguments.clone()))
                .await
                .unwrap();
            assert_eq!(r.status(), StatusCode::OK);
            assert_eq!(r.headers()["content-type"], "application/json");
            let v: Value = r.json().await.unwrap();
            assert_eq!(v["id"], id);
            assert_eq!(v["jsonrpc"], "2.0");
            let mut result = v["result"].clone();
            // The text is the structured content written out.
            let text = result["content"][0]["text"].as_str().unwrap();
            assert_eq!(
                serde_json::from_str::<Value>(text).unwrap(),
                result["structuredContent"]
            );
            if !meta && arguments == json!({ "birth": birth }) {
                assert_eq!(text, rest_data, "the quick path copies the worker's JSON");
            }
            result["content"][0]["text"] = Value::Null;
            result["_meta"]["graha"]["creditsRemaining"] = Value::Null;
            answers.push(result);
        }
        assert_eq!(answers[0], answers[1], "quick and SDK paths");
        assert_eq!(answers[0], answers[2]);
    }
    // Three charts charged, three refusals free.
    assert_eq!(app.balance(acc.id).await, before - 6);
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_valid_key_nothing_is_served() {
    let app = spawn_app_without_worker().await;
    let (status, reply) = rpc(&app, "graha_live_nope", 1, "tools/list", json!({})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(reply["error"]["code"], "invalid_api_key");
}
