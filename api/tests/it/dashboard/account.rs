//! The account behind the dashboard: usage by day and by endpoint, the last key going only with
//! a dashboard login set by the operator, upgrade requests reaching the operator, dashboard work
//! charged as the API charges it, and the profile form's place and zone look-ups.

use super::{Browser, PASSWORD};
use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn usage_by_day_and_by_endpoint() {
    let app = spawn_app().await;
    let acct = app
        .account(DeveloperPlan::Growth, ConsumerPlan::Personal)
        .await;
    let profile = app.profile(&acct.key).await;
    for path in [
        "/v1/birth-chart",
        "/v1/birth-chart",
        "/v1/planets",
        "/v1/dasha",
    ] {
        let (s, v, _) = app
            .post(&acct.key, path, serde_json::json!({ "profileId": profile }))
            .await;
        assert_eq!(s, StatusCode::OK, "{path}: {v}");
    }
    // A failed call is not usage.
    let (s, _, _) = app
        .post(
            &acct.key,
            "/v1/planets",
            serde_json::json!({ "profileId": uuid::Uuid::new_v4() }),
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    app.assert_books_balance(acct.id).await;
    let today = chrono::Utc::now().date_naive();

    let (s, v, _) = app.get(&acct.key, "/v1/usage?groupBy=endpoint").await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let items = v["data"]["items"].as_array().unwrap();
    let row = |name: &str| {
        items
            .iter()
            .find(|i| i["endpoint"] == name)
            .cloned()
            .unwrap()
    };
    assert_eq!(row("/v1/birth-chart")["calls"], 2);
    assert_eq!(row("/v1/birth-chart")["credits"], 4);
    assert_eq!(row("/v1/planets")["calls"], 1);
    assert_eq!(row("/v1/dasha")["credits"], 5);
    assert_eq!(items.len(), 3);
    assert_eq!(items[0]["endpoint"], "/v1/dasha", "most credits first");
    assert_eq!(v["data"]["totalCalls"], 4);
    assert_eq!(v["data"]["totalCredits"], 11);
    assert_eq!(v["data"]["groupBy"], "endpoint");

    let (s, v, _) = app.get(&acct.key, "/v1/usage").await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let days = v["data"]["items"].as_array().unwrap();
    assert_eq!(days.len(), 30, "every day of the last 30, empty ones too");
    let last = days.last().unwrap();
    assert_eq!(last["day"], today.to_string());
    assert_eq!(
        (last["calls"].as_i64(), last["credits"].as_i64()),
        (Some(4), Some(11))
    );
    assert_eq!(days[0]["calls"], 0);
    assert!(days[0].get("endpoint").is_none());

    let yesterday = today - chrono::Days::new(1);
    let (s, v, _) = app
        .get(
            &acct.key,
            &format!("/v1/usage?from={yesterday}&to={yesterday}&groupBy=day"),
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v["data"]["items"].as_array().unwrap().len(), 1);
    assert_eq!(v["data"]["totalCalls"], 0);

    for (q, field) in [
        ("groupBy=week", "groupBy"),
        ("from=2026-02-30", "from"),
        ("from=2026-02-01&to=2026-01-01", "to"),
    ] {
        let (s, v, _) = app.get(&acct.key, &format!("/v1/usage?{q}")).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{q}");
        assert_eq!(error_fields(&v), vec![field.to_owned()], "{q}");
    }
    // Another account sees only its own.
    let other = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let (_, v, _) = app.get(&other.key, "/v1/usage?groupBy=endpoint").await;
    assert_eq!(v["data"]["items"], serde_json::json!([]));
    let (s, _, _) = app.get("graha_live_nope", "/v1/usage").await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_key_goes_only_with_a_dashboard_login() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Trial, ConsumerPlan::Free).await;
    let (_, v, _) = app.get(&acct.key, "/v1/keys").await;
    let key_id = v["data"]["keys"][0]["id"].as_str().unwrap().to_owned();
    let (s, v) = app
        .send(
            reqwest::Method::DELETE,
            &acct.key,
            &format!("/v1/keys/{key_id}"),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::CONFLICT, "{v}");
    assert_eq!(error_code(&v), "last_key");

    // The operator gives the account a login (password on stdin): now the last key may go.
    let out = set_login(&app, acct.id, "ops@example.com", PASSWORD).await;
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (s, v) = app
        .send(
            reqwest::Method::DELETE,
            &acct.key,
            &format!("/v1/keys/{key_id}"),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let (s, _, _) = app.get(&acct.key, "/api-keys").await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    // And signing in is the way back: a new key from the dashboard.
    let mut b = Browser::new(&app);
    let p = b.sign_in("ops@example.com", PASSWORD).await;
    assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.body);
    let token = b.token().await;
    let p = b
        .post("/dashboard/keys", &[("name", "again"), ("csrf", &token)])
        .await;
    let key = regex::Regex::new(r#"data-testid="new-key">([^<]+)<"#)
        .unwrap()
        .captures(&p.body)
        .unwrap()[1]
        .to_owned();
    let (s, _, _) = app.get(&key, "/api-keys").await;
    assert_eq!(s, StatusCode::OK);
    // The dashboard revokes that last key too (the account has a login).
    let id: uuid::Uuid =
        sqlx::query_scalar("select id from api_keys where account_id = $1 and revoked_at is null")
            .bind(acct.id)
            .fetch_one(&app.db)
            .await
            .unwrap();
    let p = b
        .post(&format!("/dashboard/keys/{id}/revoke"), &[("csrf", &token)])
        .await;
    assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.body);
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let (s, _, _) = app.get(&key, "/api-keys").await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    // The revoked key stays listed, as revoked, with its date.
    let page = b.get("/dashboard/keys").await;
    assert!(
        page.body.contains(r#"data-testid="revoked-keys-table""#),
        "{}",
        page.body
    );
    let prefix: String = sqlx::query_scalar("select prefix from api_keys where id = $1")
        .bind(id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(
        page.body
            .contains(&format!(r#"data-revoked-prefix="{prefix}""#))
    );
}

async fn set_login(
    app: &App,
    account: uuid::Uuid,
    email: &str,
    password: &str,
) -> std::process::Output {
    use tokio::io::AsyncWriteExt;
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_graha-api"))
        .args([
            "account",
            "set-login",
            "--account",
            &account.to_string(),
            "--email",
            email,
        ])
        .env("DATABASE_URL", &app.database_url)
        .env("RUST_LOG", "error")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(format!("{password}\n").as_bytes())
        .await
        .unwrap();
    drop(stdin);
    child.wait_with_output().await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn upgrade_requests_reach_the_operator() {
    let app = spawn_app_without_worker().await;
    let mut b = Browser::new(&app);
    let id = b.sign_up("upgrade@example.com", PASSWORD).await;
    let token = b.token().await;
    let p = b.post("/dashboard/plan", &[("csrf", &token)]).await;
    assert_eq!(
        p.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "a request names a plan"
    );
    let p = b
        .post(
            "/dashboard/plan",
            &[
                ("csrf", &token),
                ("developerPlan", "starter"),
                ("consumerPlan", "personal"),
                ("message", "reports please"),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::OK, "{}", p.body);
    assert!(p.body.contains("Your request is recorded"));
    let out = app.operator(&["account", "requests"]).await;
    let line: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    assert_eq!(line["accountId"], id.to_string());
    assert_eq!(line["email"], "upgrade@example.com");
    assert_eq!(line["requestedDeveloperPlan"], "starter");
    assert_eq!(line["requestedConsumerPlan"], "personal");
    assert_eq!(line["message"], "reports please");
    assert_eq!(line["fulfilled"], false);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dashboard_work_is_charged_as_the_api_charges_it_and_the_own_chart_is_free() {
    let app = spawn_app().await;
    let mut b = Browser::new(&app);
    let id = b.sign_up("try@example.com", PASSWORD).await;
    let url = b.add_profile("Asha").await;
    let profile = url.rsplit('/').next().unwrap().to_owned();
    let token = b.token().await;
    // Try it: a normal call, 2 credits, with its curl.
    let p = b
        .post(
            "/dashboard/try",
            &[
                ("csrf", &token),
                ("endpoint", "birth-chart"),
                ("profileId", &profile),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::OK, "{}", p.body);
    assert!(p.body.contains("2 credits charged"), "{}", p.body);
    assert!(p.body.contains("/v1/birth-chart"));
    assert!(p.body.contains("&quot;ascendant&quot;"));
    assert_eq!(app.balance(id).await, 498);
    // A personal-tier call on the Free plan: the API's 403, nothing charged.
    let p = b
        .post(
            "/dashboard/try",
            &[
                ("csrf", &token),
                ("endpoint", "dasha"),
                ("profileId", &profile),
            ],
        )
        .await;
    assert!(p.body.contains("nothing charged"), "{}", p.body);
    assert_eq!(app.balance(id).await, 498);
    // The profile's own chart: birth chart and six pictures, free to view (no charge, no
    // ledger row, not counted as an API call).
    let before = app.ledger_rows(id).await;
    let p = b
        .post(
            &format!("/dashboard/profiles/{profile}/chart"),
            &[("csrf", &token)],
        )
        .await;
    assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.body);
    assert_eq!(app.balance(id).await, 498);
    assert_eq!(app.ledger_rows(id).await, before);
    let page = b.get(&format!("/dashboard/profiles/{profile}")).await;
    // D1 and D9 in the North, South and East styles.
    assert_eq!(page.body.matches("<svg xmlns=").count(), 6);
    assert!(page.body.contains(r#"data-testid="planets-table""#));
    assert!(page.body.contains("Free: your own profile"));
    // Degrees as the reports print them, 12°34′, not decimals.
    assert!(page.body.contains('′') && !page.body.contains(".00°"));
    assert_eq!(app.balance(id).await, 498, "shown again without a charge");
    // A report needs the Personal plan: the confirmation says so and nothing is charged.
    let p = b
        .get(&format!("/dashboard/profiles/{profile}/report/kundli"))
        .await;
    assert!(p.body.contains("50 credits"));
    assert!(p.body.contains("Reports need the Personal consumer plan"));
    let p = b
        .post(
            &format!("/dashboard/profiles/{profile}/report/kundli"),
            &[("csrf", &token)],
        )
        .await;
    assert_eq!(p.status, StatusCode::FORBIDDEN);
    assert_eq!(app.balance(id).await, 498);
    // The varshaphal report is offered from the profile and confirmed the same way.
    assert!(page.body.contains("/report/varshaphal"));
    let p = b
        .get(&format!("/dashboard/profiles/{profile}/report/varshaphal"))
        .await;
    assert!(p.body.contains("Varshaphal report") && p.body.contains("50 credits"));
    // The usage the overview shows is the API's.
    let overview = b.get("/dashboard").await;
    assert!(
        !overview.body.contains("<code>/v1/chart-image</code>"),
        "{}",
        overview.body
    );
    assert!(overview.body.contains(
        "<code>/v1/birth-chart</code></th><td class=\"num\">1</td><td class=\"num\">2</td>"
    ));
    app.assert_books_balance(id).await;
}

/// The profile form finds a birth place as it is typed and fills its zone: the look-ups answer
/// a signed-in person only, as `GET /v1/places` and `GET /v1/timezone` do.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_profile_form_looks_up_places_and_zones() {
    let app = spawn_app_without_worker().await;
    let mut b = Browser::new(&app);
    let signed_out = b.get("/dashboard/places?q=kathm").await;
    assert_eq!(signed_out.status, StatusCode::SEE_OTHER);
    b.sign_up("places@example.com", PASSWORD).await;
    let form = b.get("/dashboard/profiles/new").await;
    assert!(form.body.contains(r#"id="place-search""#), "{}", form.body);
    let found = b.get("/dashboard/places?q=kathm&limit=3").await;
    assert_eq!(found.status, StatusCode::OK, "{}", found.body);
    let v: serde_json::Value = serde_json::from_str(&found.body).unwrap();
    let first = &v["data"]["items"][0];
    assert_eq!(first["name"], "Kathmandu");
    assert_eq!(first["timezone"], "Asia/Kathmandu");
    let zone = b
        .get("/dashboard/timezone?latitude=28.61&longitude=77.21")
        .await;
    let v: serde_json::Value = serde_json::from_str(&zone.body).unwrap();
    assert_eq!(v["data"]["timezone"], "Asia/Kolkata");
    let bad = b.get("/dashboard/places?q=").await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
}
