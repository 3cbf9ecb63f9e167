//! The account dashboard over HTTP as a browser uses it: sign-up,
//! sessions and their cookie, CSRF refusals, another account's profile, the sign-in limits,
//! the usage endpoint, the last-key rule, the operator commands and charged work.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use std::collections::BTreeMap;

/// A browser: its cookies, no redirects followed.
pub(crate) struct Browser<'a> {
    pub app: &'a App,
    pub http: reqwest::Client,
    pub cookies: BTreeMap<String, String>,
    /// The last `Set-Cookie` lines seen.
    pub set_cookies: Vec<String>,
}

pub(crate) struct Page {
    pub status: StatusCode,
    pub location: Option<String>,
    pub body: String,
}

impl Page {
    /// The CSRF token of the page's forms.
    pub fn csrf(&self) -> String {
        let re = regex::Regex::new(r#"name="csrf" value="([^"]+)""#).unwrap();
        re.captures(&self.body)
            .unwrap_or_else(|| panic!("no csrf field in {}", self.body))[1]
            .to_owned()
    }
}

impl<'a> Browser<'a> {
    pub fn new(app: &'a App) -> Self {
        Browser {
            app,
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap(),
            cookies: BTreeMap::new(),
            set_cookies: Vec::new(),
        }
    }

    pub fn cookie_header(&self) -> String {
        self.cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    pub async fn take(&mut self, r: reqwest::Response) -> Page {
        self.set_cookies.clear();
        for v in r.headers().get_all("set-cookie") {
            let line = v.to_str().unwrap().to_owned();
            let (pair, _) = line.split_once(';').unwrap_or((&line, ""));
            let (k, val) = pair.split_once('=').unwrap();
            if line.contains("Max-Age=0") {
                self.cookies.remove(k);
            } else {
                self.cookies.insert(k.to_owned(), val.to_owned());
            }
            self.set_cookies.push(line);
        }
        Page {
            status: r.status(),
            location: r
                .headers()
                .get("location")
                .map(|v| v.to_str().unwrap().to_owned()),
            body: r.text().await.unwrap(),
        }
    }

    pub async fn get(&mut self, path: &str) -> Page {
        let r = self
            .http
            .get(format!("{}{path}", self.app.base))
            .header("cookie", self.cookie_header())
            .send()
            .await
            .unwrap();
        self.take(r).await
    }

    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let body = form_urlencoded::Serializer::new(String::new())
            .extend_pairs(fields)
            .finish();
        let r = self
            .http
            .post(format!("{}{path}", self.app.base))
            .header("cookie", self.cookie_header())
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .await
            .unwrap();
        self.take(r).await
    }

    /// Signs up (through the pages, tokens and all); the new account's id.
    pub async fn sign_up(&mut self, email: &str, password: &str) -> uuid::Uuid {
        let token = self.get("/dashboard/signup").await.csrf();
        let p = self
            .post(
                "/dashboard/signup",
                &[
                    ("csrf", &token),
                    ("name", "Asha"),
                    ("email", email),
                    ("password", password),
                ],
            )
            .await;
        assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.body);
        assert_eq!(p.location.as_deref(), Some("/dashboard"));
        sqlx::query_scalar("select account_id from logins where email = $1")
            .bind(email.to_lowercase())
            .fetch_one(&self.app.db)
            .await
            .unwrap()
    }

    pub async fn sign_in(&mut self, email: &str, password: &str) -> Page {
        let token = self.get("/dashboard/login").await.csrf();
        self.post(
            "/dashboard/login",
            &[("csrf", &token), ("email", email), ("password", password)],
        )
        .await
    }

    /// A signed-in page's CSRF token.
    pub async fn token(&mut self) -> String {
        self.get("/dashboard/account").await.csrf()
    }
}

pub(crate) const PASSWORD: &str = "Quartz lantern 42 orbit";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_up_makes_a_trial_account_with_no_key_behind_a_session_cookie() {
    let app = spawn_app_without_worker().await;
    let mut b = Browser::new(&app);
    let p = b.get("/dashboard").await;
    assert_eq!(p.status, StatusCode::SEE_OTHER);
    // The pages allow our own stylesheet and script only (no inline script, no CDN).
    let r = app
        .http
        .get(format!("{}/dashboard/login", app.base))
        .send()
        .await
        .unwrap();
    let csp = r.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        csp.contains("script-src 'self'") && csp.contains("form-action 'self'"),
        "{csp}"
    );
    let css = app
        .http
        .get(format!("{}/dashboard/assets/app.css", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(css.headers()["content-type"], "text/css; charset=utf-8");
    assert_eq!(p.location.as_deref(), Some("/dashboard/login"));
    let id = b.sign_up("Asha@Example.com", PASSWORD).await;
    let cookie = b
        .set_cookies
        .iter()
        .find(|c| c.starts_with("graha_session="))
        .expect("the session cookie");
    for attr in ["HttpOnly", "SameSite=Lax", "Path=/dashboard"] {
        assert!(cookie.contains(attr), "{cookie}");
    }
    // The API listens on loopback in the tests: plain HTTP, so no Secure (docs/decisions.md).
    assert!(!cookie.contains("Secure"), "{cookie}");
    let (plan, consumer, credits): (String, String, i64) =
        sqlx::query_as("select developer_plan, consumer_plan, credits from accounts where id = $1")
            .bind(id)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(
        (plan.as_str(), consumer.as_str(), credits),
        ("trial", "free", 500)
    );
    let keys: i64 = sqlx::query_scalar("select count(*) from api_keys where account_id = $1")
        .bind(id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(keys, 0, "sign-up gives no key");
    app.assert_books_balance(id).await;
    let hash: String = sqlx::query_scalar("select password_hash from logins where account_id = $1")
        .bind(id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    let overview = b.get("/dashboard").await;
    assert_eq!(overview.status, StatusCode::OK);
    assert!(
        overview
            .body
            .contains(r#"data-testid="balance">500 credits"#)
    );
    // The same email again (any case): refused without saying it has an account.
    let mut other = Browser::new(&app);
    let token = other.get("/dashboard/signup").await.csrf();
    let p = other
        .post(
            "/dashboard/signup",
            &[
                ("csrf", &token),
                ("name", "X"),
                ("email", "asha@example.COM"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        p.body
            .contains("We could not create an account with these details")
    );
    assert!(!p.body.to_lowercase().contains("already registered"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_form_without_its_csrf_token_is_refused() {
    let app = spawn_app_without_worker().await;
    // Signed out: sign-up without the cookie's token.
    let mut b = Browser::new(&app);
    let _ = b.get("/dashboard/signup").await;
    let bad = "x".repeat(43);
    for fields in [
        vec![
            ("name", "A"),
            ("email", "a@example.com"),
            ("password", PASSWORD),
        ],
        vec![
            ("csrf", bad.as_str()),
            ("name", "A"),
            ("email", "a@example.com"),
            ("password", PASSWORD),
        ],
    ] {
        let p = b.post("/dashboard/signup", &fields).await;
        assert_eq!(p.status, StatusCode::FORBIDDEN, "{}", p.body);
    }
    let logins: i64 = sqlx::query_scalar("select count(*) from logins")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(logins, 0, "nothing signed up");
    // Two fields wrong: both are named at once.
    let token = b.get("/dashboard/signup").await.csrf();
    let p = b
        .post(
            "/dashboard/signup",
            &[
                ("csrf", token.as_str()),
                ("name", ""),
                ("email", "not-an-email"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", p.body);
    assert!(
        p.body.contains("Enter an email address") && p.body.contains("Enter a name"),
        "{}",
        p.body
    );
    // Signed in: a key form without the token, with another session's, with its own.
    let id = b.sign_up("csrf@example.com", PASSWORD).await;
    let mut other = Browser::new(&app);
    other.sign_up("other@example.com", PASSWORD).await;
    let foreign = other.token().await;
    for fields in [
        vec![("name", "k")],
        vec![("name", "k"), ("csrf", foreign.as_str())],
    ] {
        let p = b.post("/dashboard/keys", &fields).await;
        assert_eq!(p.status, StatusCode::FORBIDDEN, "{}", p.body);
        assert!(p.body.contains("security token"));
    }
    let keys = || async {
        sqlx::query_scalar::<_, i64>("select count(*) from api_keys where account_id = $1")
            .bind(id)
            .fetch_one(&app.db)
            .await
            .unwrap()
    };
    assert_eq!(keys().await, 0);
    let p = b.post("/dashboard/logout", &[]).await;
    assert_eq!(
        p.status,
        StatusCode::FORBIDDEN,
        "sign-out needs the token too"
    );
    let token = b.token().await;
    let p = b
        .post("/dashboard/keys", &[("name", "k"), ("csrf", &token)])
        .await;
    assert_eq!(p.status, StatusCode::OK, "{}", p.body);
    assert!(p.body.contains(r#"data-testid="new-key""#));
    assert_eq!(keys().await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_accounts_session_cannot_read_or_change_a_profile() {
    let app = spawn_app_without_worker().await;
    let mut owner = Browser::new(&app);
    owner.sign_up("owner@example.com", PASSWORD).await;
    let token = owner.token().await;
    let p = owner
        .post(
            "/dashboard/profiles",
            &[
                ("csrf", &token),
                ("name", "Asha Shrestha"),
                ("gender", "female"),
                ("date", "1995-05-12"),
                ("time", "06:15"),
                ("timezone", "Asia/Kathmandu"),
                ("location", "Kathmandu"),
                ("latitude", "27.7172"),
                ("longitude", "85.324"),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.body);
    let url = p.location.unwrap();
    assert!(owner.get(&url).await.body.contains("Asha Shrestha"));

    let mut intruder = Browser::new(&app);
    intruder.sign_up("intruder@example.com", PASSWORD).await;
    let token = intruder.token().await;
    for path in [
        url.clone(),
        format!("{url}/edit"),
        format!("{url}/report/kundli"),
    ] {
        let p = intruder.get(&path).await;
        assert_eq!(p.status, StatusCode::NOT_FOUND, "{path}");
        assert!(!p.body.contains("Asha"), "{path}");
    }
    for (path, extra) in [
        (url.clone(), vec![("name", "Stolen")]),
        (format!("{url}/delete"), vec![]),
        (format!("{url}/chart"), vec![]),
        (format!("{url}/report/kundli"), vec![]),
    ] {
        let mut fields = vec![("csrf", token.as_str())];
        fields.extend(extra);
        let p = intruder.post(&path, &fields).await;
        assert_eq!(p.status, StatusCode::NOT_FOUND, "{path}");
    }
    // The owner's profile is untouched; the intruder paid nothing.
    assert!(owner.get(&url).await.body.contains("Asha Shrestha"));
    let spent: i64 =
        sqlx::query_scalar("select count(*) from credit_ledger where kind = 'reserve'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(spent, 0);
    // Nor does a session cookie stand in for a key on the API.
    let r = app
        .http
        .get(format!("{}/v1/profiles", app.base))
        .header("cookie", intruder.cookie_header())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_in_attempts_are_limited_per_email_and_per_client() {
    // The limits count in fixed windows: start in a window with time to spare, so that the
    // attempts below all fall in one.
    let window = graha_api::dashboard::auth::WINDOW_SECS;
    let left = window - chrono::Utc::now().timestamp().rem_euclid(window);
    if left < 30 {
        tokio::time::sleep(std::time::Duration::from_secs(left as u64 + 1)).await;
    }
    let app = spawn_app_without_worker().await;
    let mut b = Browser::new(&app);
    b.sign_up("limit@example.com", PASSWORD).await;
    let mut fresh = Browser::new(&app);
    // Wrong passwords and an unknown email get the same words.
    let wrong = fresh.sign_in("limit@example.com", "not the password").await;
    let unknown = fresh
        .sign_in("nobody@example.com", "not the password")
        .await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert_eq!(unknown.status, StatusCode::UNAUTHORIZED);
    let said = |p: &Page| {
        regex::Regex::new(r#"id="form-error"[^>]*>([^<]*)<"#)
            .unwrap()
            .captures(&p.body)
            .unwrap()[1]
            .to_owned()
    };
    assert_eq!(said(&wrong), said(&unknown));
    assert_eq!(said(&wrong), "The email or the password is wrong.");
    for _ in 1..graha_api::dashboard::auth::EMAIL_FAILURES {
        let p = fresh.sign_in("limit@example.com", "still not it").await;
        assert_eq!(p.status, StatusCode::UNAUTHORIZED);
    }
    // Now even the right password is refused for that email, for the window.
    let p = fresh.sign_in("limit@example.com", PASSWORD).await;
    assert_eq!(p.status, StatusCode::TOO_MANY_REQUESTS, "{}", p.body);
    assert!(!fresh.cookies.contains_key("graha_session"));
    assert!(said(&p).starts_with("Too many sign-in attempts"));
    // The client's own allowance runs out too, whatever the emails (every attempt counts,
    // the refused one too).
    let used = graha_api::dashboard::auth::EMAIL_FAILURES + 2;
    for i in used..graha_api::dashboard::auth::CLIENT_ATTEMPTS {
        let p = fresh
            .sign_in(&format!("someone{i}@example.com"), "guess")
            .await;
        assert_eq!(p.status, StatusCode::UNAUTHORIZED, "attempt {i}");
    }
    let mut other = Browser::new(&app);
    b.sign_up("second@example.com", PASSWORD).await;
    let p = other.sign_in("second@example.com", PASSWORD).await;
    assert_eq!(
        p.status,
        StatusCode::TOO_MANY_REQUESTS,
        "the client is out of attempts"
    );
    // The counters live under this app's Redis prefix.
    let mut redis =
        redis::Client::open(std::env::var("REDIS_URL").unwrap_or("redis://127.0.0.1:6379".into()))
            .unwrap()
            .get_multiplexed_async_connection()
            .await
            .unwrap();
    let keys: Vec<String> = redis::cmd("KEYS")
        .arg(format!("{}:dash:login-*", app.prefix))
        .query_async(&mut redis)
        .await
        .unwrap();
    assert!(keys.len() >= 2, "{keys:?}");
}

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
async fn dashboard_work_is_charged_as_the_api_charges_it() {
    let app = spawn_app().await;
    let mut b = Browser::new(&app);
    let id = b.sign_up("try@example.com", PASSWORD).await;
    let token = b.token().await;
    let p = b
        .post(
            "/dashboard/profiles",
            &[
                ("csrf", &token),
                ("name", "Asha"),
                ("gender", "female"),
                ("date", "1995-05-12"),
                ("time", "06:15"),
                ("timezone", "Asia/Kathmandu"),
                ("location", "Kathmandu"),
                ("latitude", "27.7172"),
                ("longitude", "85.324"),
            ],
        )
        .await;
    let profile = p.location.unwrap().rsplit('/').next().unwrap().to_owned();
    // Try it: a normal call, 2 credits, with its curl.
    let p = b
        .post(
            "/dashboard/try",
            &[
                ("csrf", &token),
                ("endpoint", "birth-chart"),
                ("profile", &profile),
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
                ("profile", &profile),
            ],
        )
        .await;
    assert!(p.body.contains("nothing charged"), "{}", p.body);
    assert_eq!(app.balance(id).await, 498);
    // The profile's chart: birth chart and four pictures, 10 credits on the Free plan.
    let p = b
        .post(
            &format!("/dashboard/profiles/{profile}/chart"),
            &[("csrf", &token)],
        )
        .await;
    assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.body);
    assert_eq!(app.balance(id).await, 488);
    let page = b.get(&format!("/dashboard/profiles/{profile}")).await;
    assert_eq!(page.body.matches("<svg xmlns=").count(), 4);
    assert!(page.body.contains(r#"data-testid="planets-table""#));
    // Degrees as the reports print them, 12°34′, not decimals.
    assert!(page.body.contains('′') && !page.body.contains(".00°"));
    assert_eq!(app.balance(id).await, 488, "shown again without a charge");
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
    assert_eq!(app.balance(id).await, 488);
    // The varshaphal report is offered from the profile and confirmed the same way.
    assert!(page.body.contains("/report/varshaphal"));
    let p = b
        .get(&format!("/dashboard/profiles/{profile}/report/varshaphal"))
        .await;
    assert!(p.body.contains("Varshaphal report") && p.body.contains("50 credits"));
    // The usage the overview shows is the API's.
    let overview = b.get("/dashboard").await;
    assert!(
        overview.body.contains(
            "<code>/v1/chart-image</code></th><td class=\"num\">4</td><td class=\"num\">8</td>"
        ),
        "{}",
        overview.body
    );
    assert!(overview.body.contains(
        "<code>/v1/birth-chart</code></th><td class=\"num\">2</td><td class=\"num\">4</td>"
    ));
    app.assert_books_balance(id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_password_change_and_sign_out_end_sessions() {
    let app = spawn_app_without_worker().await;
    let mut a = Browser::new(&app);
    a.sign_up("pw@example.com", PASSWORD).await;
    let mut other = Browser::new(&app);
    assert_eq!(
        other.sign_in("pw@example.com", PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );
    let token = a.token().await;
    let p = a
        .post(
            "/dashboard/account/password",
            &[
                ("csrf", &token),
                ("current", "wrong one!!"),
                ("new", "Velvet comet 17 harbour"),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::UNPROCESSABLE_ENTITY);
    let p = a
        .post(
            "/dashboard/account/password",
            &[
                ("csrf", &token),
                ("current", PASSWORD),
                ("new", "Velvet comet 17 harbour"),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::OK, "{}", p.body);
    assert_eq!(
        a.get("/dashboard").await.status,
        StatusCode::OK,
        "this browser stays in"
    );
    assert_eq!(
        other.get("/dashboard").await.status,
        StatusCode::SEE_OTHER,
        "the other is out"
    );
    let mut third = Browser::new(&app);
    assert_eq!(
        third.sign_in("pw@example.com", PASSWORD).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        third
            .sign_in("pw@example.com", "Velvet comet 17 harbour")
            .await
            .status,
        StatusCode::SEE_OTHER
    );
    // Sign out: the session ends on the server, not only in the browser.
    let stolen = a.cookies.get("graha_session").cloned().unwrap();
    let p = a.post("/dashboard/logout", &[("csrf", &token)]).await;
    assert_eq!(p.status, StatusCode::SEE_OTHER);
    assert!(!a.cookies.contains_key("graha_session"));
    a.cookies.insert("graha_session".into(), stolen);
    assert_eq!(a.get("/dashboard").await.status, StatusCode::SEE_OTHER);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cookies_are_secure_beyond_plain_http_on_loopback() {
    let app = spawn_app_with(Options {
        worker: false,
        // As an API listening beyond loopback (or with GRAHA_COOKIE_SECURE=1) has it.
        tweak: Some(|s| s.cookie_secure = true),
        ..Default::default()
    })
    .await;
    let mut b = Browser::new(&app);
    let _ = b.get("/dashboard/login").await;
    let csrf = b
        .set_cookies
        .iter()
        .find(|c| c.starts_with("graha_csrf="))
        .unwrap();
    assert!(
        csrf.contains("; Secure") && csrf.contains("SameSite=Strict"),
        "{csrf}"
    );
    b.sign_up("secure@example.com", PASSWORD).await;
    let session = b
        .set_cookies
        .iter()
        .find(|c| c.starts_with("graha_session="))
        .unwrap();
    assert!(
        session.contains("; Secure") && session.contains("HttpOnly"),
        "{session}"
    );
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
