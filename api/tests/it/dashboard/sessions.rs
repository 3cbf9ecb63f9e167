//! Dashboard sessions: sign-up making a trial account behind a session cookie, CSRF refusals,
//! another account's session kept from a profile, the sign-in limits per email and per client,
//! a password change and sign-out ending sessions, and secure cookies beyond loopback.

use super::{Browser, PASSWORD, Page};
use crate::helpers::*;
use reqwest::StatusCode;

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
    let url = owner.add_profile("Asha Shrestha").await;
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
