//! `spawn_app()`: a fresh database, a Redis prefix, the API on port 0 and a worker.

use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha_api::state::Config;
use reqwest::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use std::time::Duration;
use uuid::Uuid;

pub fn admin_url() -> String {
    std::env::var("GRAHA_TEST_ADMIN_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into())
}

fn redis_url() -> String {
    std::env::var("REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into())
}

/// A database of its own for one test.
pub async fn fresh_database() -> String {
    let name = format!("graha_t_{}", Uuid::new_v4().simple());
    let admin = PgPool::connect(&admin_url())
        .await
        .expect("admin connection (is PostgreSQL running?)");
    sqlx::query(sqlx::AssertSqlSafe(format!("create database {name}")))
        .execute(&admin)
        .await
        .unwrap();
    admin.close().await;
    let base = admin_url();
    let cut = base.rfind('/').unwrap();
    format!("{}/{name}", &base[..cut])
}

pub struct App {
    pub base: String,
    pub db: PgPool,
    pub database_url: String,
    pub prefix: String,
    pub http: reqwest::Client,
    pub storage: String,
    _shutdown: Vec<tokio::sync::oneshot::Sender<()>>,
    /// The API's own process, when the test asked for one (killed when the app is dropped).
    pub process: Option<tokio::process::Child>,
    /// The S3 overrides the app's worker uses.
    s3: graha::storage::S3Overrides,
    guru: Option<graha_worker::guru::Config>,
    webhooks: Option<graha_worker::webhooks::Config>,
    /// The in-process API's credit leases: answered calls are settled behind their replies.
    leases: Option<graha_api::leases::Leases>,
}

pub struct Options {
    pub worker: bool,
    pub calc_deadline_ms: u64,
    /// Reuse another app's database and Redis prefix (a second API replica).
    pub share_with: Option<(String, String, String)>,
    /// Report storage other than a fresh local folder (e.g. an S3-compatible server).
    pub storage: Option<(String, graha::storage::S3Overrides)>,
    /// The worker's Guru provider instead of the one `GRAHA_GURU_*` selects.
    pub guru: Option<graha_worker::guru::Config>,
    /// Run the API as the real `graha-api` binary in a process of its own (with these extra
    /// environment variables) instead of in the test process.
    pub api_process: Option<Vec<(&'static str, String)>>,
    /// Changes to the in-process API's config.
    pub tweak: Option<fn(&mut Config)>,
    /// The worker's webhook delivery config instead of the environment's.
    pub webhooks: Option<graha_worker::webhooks::Config>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            worker: true,
            calc_deadline_ms: 10_000,
            share_with: None,
            storage: None,
            guru: None,
            api_process: None,
            tweak: None,
            webhooks: None,
        }
    }
}

pub async fn spawn_app() -> App {
    spawn_app_with(Options::default()).await
}

/// An app with no worker: calls that reach the queue wait there (for tests of what happens
/// before a job runs, or that start a worker themselves).
pub async fn spawn_app_without_worker() -> App {
    spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await
}

pub async fn spawn_app_with(opts: Options) -> App {
    let (database_url, prefix, mut storage) = match opts.share_with.clone() {
        Some(s) => s,
        None => {
            let dir = std::env::temp_dir().join(format!("graha-test-{}", Uuid::new_v4().simple()));
            (
                fresh_database().await,
                format!("gt-{}", Uuid::new_v4().simple()),
                format!("file://{}", dir.display()),
            )
        }
    };
    let mut s3 = graha::storage::S3Overrides::default();
    if let Some((spec, overrides)) = opts.storage.clone() {
        storage = spec;
        s3 = overrides;
    }
    let mut config = Config::from_env();
    config.s3 = s3.clone();
    config.database_url = database_url.clone();
    config.redis_url = redis_url();
    config.redis_prefix = prefix.clone();
    config.storage = storage.clone();
    config.calc_deadline = Duration::from_millis(opts.calc_deadline_ms);
    config.key_pepper = b"test-pepper".to_vec();
    // Many apps run at once in the test process: keep within Postgres' connection limit.
    config.db_max_connections = 6;
    if let Some(tweak) = opts.tweak {
        tweak(&mut config);
    }
    let mut shutdown = Vec::new();
    let mut process = None;
    let mut leases = None;
    let (db, base) = match &opts.api_process {
        None => {
            let state = graha_api::build_state(config).await.expect("api state");
            let db = state.db.clone();
            leases = Some(state.leases.clone());
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            let base = format!("http://{}", listener.local_addr().unwrap());
            let (tx, rx) = tokio::sync::oneshot::channel::<()>();
            tokio::spawn(graha_api::serve(state, listener, async move {
                let _ = rx.await;
            }));
            shutdown.push(tx);
            (db, base)
        }
        Some(env) => {
            let addr = {
                let probe = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
                probe.local_addr().unwrap()
            };
            let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_graha-api"))
                .env("DATABASE_URL", &database_url)
                .env("REDIS_URL", redis_url())
                .env("GRAHA_REDIS_PREFIX", &prefix)
                .env("GRAHA_STORAGE", &storage)
                .env("GRAHA_LISTEN", addr.to_string())
                .env("GRAHA_KEY_PEPPER", "test-pepper")
                .env("GRAHA_DB_MAX_CONNECTIONS", "6")
                .env("RUST_LOG", "error")
                .envs(env.iter().map(|(k, v)| (k, v)))
                .kill_on_drop(true)
                .spawn()
                .expect("starting graha-api");
            process = Some(child);
            let base = format!("http://{addr}");
            let http = reqwest::Client::new();
            let deadline = std::time::Instant::now() + Duration::from_secs(60);
            while !http
                .get(format!("{base}/readyz"))
                .send()
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                assert!(
                    std::time::Instant::now() < deadline,
                    "graha-api did not start"
                );
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            let db = sqlx::postgres::PgPoolOptions::new()
                .max_connections(4)
                .connect(&database_url)
                .await
                .unwrap();
            (db, base)
        }
    };
    let mut app = App {
        base,
        db,
        database_url,
        prefix,
        http: reqwest::Client::new(),
        storage,
        _shutdown: shutdown,
        process,
        s3,
        guru: opts.guru.clone(),
        webhooks: opts.webhooks.clone(),
        leases,
    };
    if opts.worker && opts.share_with.is_none() {
        app.start_worker().await;
    }
    app
}

impl App {
    /// Starts a worker (another one, if the app has one) on the app's database and queues.
    pub async fn start_worker(&mut self) {
        let mut ws = graha_worker::Config::from_env();
        ws.database_url = self.database_url.clone();
        ws.redis_url = redis_url();
        ws.redis_prefix = self.prefix.clone();
        ws.storage = self.storage.clone();
        ws.s3 = self.s3.clone();
        if let Some(guru) = self.guru.clone() {
            ws.guru = guru;
        }
        if let Some(w) = self.webhooks.clone() {
            ws.webhooks = w;
        }
        let (wtx, wrx) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(graha_worker::run(ws, async move {
            let _ = wrx.await;
            Ok(())
        }));
        self._shutdown.push(wtx);
    }
}

/// An app's address and client, for calls from spawned tasks.
#[derive(Clone)]
pub struct Caller {
    pub http: reqwest::Client,
    pub base: String,
}

impl Caller {
    pub async fn post(
        &self,
        key: &str,
        path: &str,
        body: Value,
    ) -> (StatusCode, Value, reqwest::header::HeaderMap) {
        let r = self
            .http
            .post(format!("{}{path}", self.base))
            .header("x-api-key", key)
            .json(&body)
            .send()
            .await
            .unwrap();
        let (s, h) = (r.status(), r.headers().clone());
        (s, r.json().await.unwrap_or(Value::Null), h)
    }
}

/// An account made by the operator path, with its first key.
pub struct TestAccount {
    pub id: Uuid,
    pub key: String,
}

impl App {
    pub async fn account(&self, plan: DeveloperPlan, consumer: ConsumerPlan) -> TestAccount {
        let mut conn = self.db.acquire().await.unwrap();
        let c = graha::ops::create_account(
            &mut conn,
            "test",
            plan,
            consumer,
            None,
            b"test-pepper",
            chrono::Utc::now(),
        )
        .await
        .unwrap();
        TestAccount {
            id: c.account.id,
            key: c.api_key,
        }
    }

    pub async fn get(
        &self,
        key: &str,
        path: &str,
    ) -> (StatusCode, Value, reqwest::header::HeaderMap) {
        let r = self
            .http
            .get(format!("{}{path}", self.base))
            .header("x-api-key", key)
            .send()
            .await
            .unwrap();
        let (s, h) = (r.status(), r.headers().clone());
        (s, r.json().await.unwrap_or(Value::Null), h)
    }

    pub async fn post(
        &self,
        key: &str,
        path: &str,
        body: Value,
    ) -> (StatusCode, Value, reqwest::header::HeaderMap) {
        self.caller().post(key, path, body).await
    }

    /// What a spawned task needs to call the app.
    pub fn caller(&self) -> Caller {
        Caller {
            http: self.http.clone(),
            base: self.base.clone(),
        }
    }

    /// Runs `graha-api` with `args` as the operator does, on the app's database; its output.
    pub async fn operator(&self, args: &[&str]) -> String {
        let out = tokio::process::Command::new(env!("CARGO_BIN_EXE_graha-api"))
            .args(args)
            .env("DATABASE_URL", &self.database_url)
            .env("RUST_LOG", "error")
            .output()
            .await
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    pub async fn send(
        &self,
        method: reqwest::Method,
        key: &str,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut rb = self
            .http
            .request(method, format!("{}{path}", self.base))
            .header("x-api-key", key);
        if let Some(b) = body {
            rb = rb.json(&b);
        }
        let r = rb.send().await.unwrap();
        let s = r.status();
        (s, r.json().await.unwrap_or(Value::Null))
    }

    /// Creates a profile and returns its id.
    pub async fn profile(&self, key: &str) -> String {
        let (s, v, _) = self.post(key, "/v1/profiles", sample_profile()).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
        v["data"]["id"].as_str().unwrap().to_owned()
    }

    /// Waits until the calls answered so far are settled (written to the ledger), as they are a
    /// few milliseconds after their replies.
    pub async fn settled(&self) {
        match &self.leases {
            Some(leases) => leases.flush().await,
            // Another process: its settlements wait at most 5 ms for company.
            None => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }

    /// The balance once the calls answered so far are settled.
    pub async fn balance(&self, account: Uuid) -> i64 {
        self.settled().await;
        sqlx::query_scalar("select credits from accounts where id = $1")
            .bind(account)
            .fetch_one(&self.db)
            .await
            .unwrap()
    }

    /// How many ledger rows the account has once the calls answered so far are settled.
    pub async fn ledger_rows(&self, account: Uuid) -> i64 {
        self.settled().await;
        sqlx::query_scalar("select count(*) from credit_ledger where account_id = $1")
            .bind(account)
            .fetch_one(&self.db)
            .await
            .unwrap()
    }

    /// The invariant: balance = sum of the ledger, and no reservation left open.
    pub async fn assert_books_balance(&self, account: Uuid) {
        self.settled().await;
        let mut conn = self.db.acquire().await.unwrap();
        let sum = graha::store::ledger::sum(&mut conn, account).await.unwrap();
        assert_eq!(
            self.balance(account).await,
            sum,
            "balance equals the sum of the ledger"
        );
        // Refunds from dropped requests run in the background, and an asynchronous report
        // settles when its worker is done (slower while the whole suite shares the cores).
        for _ in 0..150 {
            let open: i64 =
                sqlx::query_scalar("select count(*) from reservations where account_id = $1")
                    .bind(account)
                    .fetch_one(&self.db)
                    .await
                    .unwrap();
            if open == 0 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("reservations left open");
    }
}

/// ref: shared/reference/births_public.json pub-08 (Kathmandu 1995).
pub fn sample_profile() -> Value {
    json!({
        "name": "Asha Shrestha", "gender": "female", "date": "1995-05-12", "time": "06:15",
        "timezone": "Asia/Kathmandu", "location": "Kathmandu, Nepal", "latitude": 27.7172, "longitude": 85.324
    })
}

pub fn error_code(v: &Value) -> &str {
    v["error"]["code"].as_str().unwrap_or("")
}

pub fn error_fields(v: &Value) -> Vec<String> {
    v["error"]["details"]["fields"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|f| f["field"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}
