//! graha-api: the HTTP API (axum) and the operator commands.

use anyhow::Context;
use clap::{Parser, Subcommand};
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha_api::state::Config;
use std::time::Duration;

/// mimalloc: a request allocates and frees many small buffers across threads (JSON, job
/// payloads, replies); glibc's malloc took about a tenth of the process's time under load.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "graha-api", about = "Graha API server and operator commands")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API (the default).
    Serve,
    /// Apply pending database migrations and exit.
    Migrate,
    /// Manage accounts.
    Account {
        #[command(subcommand)]
        command: AccountCommand,
    },
}

#[derive(Subcommand)]
enum AccountCommand {
    /// Create an account and its first API key (shown once).
    Create {
        #[arg(long)]
        name: String,
        #[arg(long, value_parser = parse_plan)]
        plan: DeveloperPlan,
        #[arg(long = "consumer-plan", value_parser = parse_consumer, default_value = "free")]
        consumer_plan: ConsumerPlan,
        #[arg(long = "rate-limit-per-minute")]
        rate_limit_per_minute: Option<u32>,
        /// Print the result as JSON on the last line.
        #[arg(long)]
        json: bool,
    },
    /// Add N credits (negative removes, never below zero) through the ledger.
    Grant {
        #[arg(long)]
        account: uuid::Uuid,
        #[arg(long, allow_hyphen_values = true)]
        credits: i64,
    },
    /// Change an account's plans or custom rate limit.
    SetPlan {
        #[arg(long)]
        account: uuid::Uuid,
        #[arg(long, value_parser = parse_plan)]
        plan: Option<DeveloperPlan>,
        #[arg(long = "consumer-plan", value_parser = parse_consumer)]
        consumer_plan: Option<ConsumerPlan>,
        #[arg(long = "rate-limit-per-minute")]
        rate_limit_per_minute: Option<u32>,
    },
    /// Give an account a dashboard login (or replace it): the password is read from standard
    /// input (its first line). The account's dashboard sessions end.
    SetLogin {
        #[arg(long)]
        account: uuid::Uuid,
        #[arg(long)]
        email: String,
    },
    /// List the plan upgrades asked for in the dashboard, newest first, one JSON object a line.
    Requests {
        /// At most this many.
        #[arg(long, default_value_t = 100)]
        limit: i64,
        /// Only those the account does not have yet.
        #[arg(long)]
        open: bool,
    },
}

fn parse_plan(s: &str) -> Result<DeveloperPlan, String> {
    DeveloperPlan::parse(s).ok_or_else(|| "expected trial, starter or growth".into())
}

fn parse_consumer(s: &str) -> Result<ConsumerPlan, String> {
    ConsumerPlan::parse(s).ok_or_else(|| "expected free, personal or pro".into())
}

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let json = std::env::var("GRAHA_LOG_FORMAT").is_ok_and(|v| v == "json");
    let b = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_writer(std::io::stderr);
    if json { b.json().init() } else { b.init() }
}

fn main() -> anyhow::Result<()> {
    init_logging();
    graha::runtime::small_pages();
    let cli = Cli::parse();
    graha::runtime::build()?.block_on(graha::runtime::with_housekeeping(
        run(cli),
        std::time::Duration::from_secs(10),
    ))
}

async fn run(cli: Cli) -> anyhow::Result<()> {
    let config = Config::from_env();
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => {
            for w in config.warnings() {
                tracing::warn!("{w}");
            }
            serve(config).await
        }
        Command::Migrate => {
            let db =
                graha::store::connect_retrying(&config.database_url, 2, Duration::from_secs(30))
                    .await?;
            graha::store::migrate(&db).await?;
            println!("migrations applied");
            Ok(())
        }
        Command::Account { command } => account(config, command).await,
    }
}

async fn account(config: Config, cmd: AccountCommand) -> anyhow::Result<()> {
    let db =
        graha::store::connect_retrying(&config.database_url, 2, Duration::from_secs(30)).await?;
    graha::store::migrate(&db).await?;
    let mut conn = db.acquire().await?;
    let now = chrono::Utc::now();
    match cmd {
        AccountCommand::Create {
            name,
            plan,
            consumer_plan,
            rate_limit_per_minute,
            json,
        } => {
            let rate = rate_limit_per_minute.map(|n| n.clamp(1, i32::MAX as u32) as i32);
            let c = graha::ops::create_account(
                &mut conn,
                &name,
                plan,
                consumer_plan,
                rate,
                &config.key_pepper,
                now,
            )
            .await?;
            print_created(&c, plan, consumer_plan, json);
        }
        AccountCommand::Grant { account, credits } => {
            let id = format!("grant:{}", uuid::Uuid::new_v4());
            let kind = if credits >= 0 { "grant" } else { "adjust" };
            let after = graha::store::ledger::adjust(&mut conn, account, &id, kind, credits)
                .await?
                .context("no such account")?;
            println!(
                "{}",
                serde_json::json!({ "accountId": account, "credits": after })
            );
        }
        AccountCommand::SetPlan {
            account,
            plan,
            consumer_plan,
            rate_limit_per_minute,
        } => {
            let rate = rate_limit_per_minute.map(|n| Some(n.clamp(1, i32::MAX as u32) as i32));
            let a = graha::ops::set_plan(&mut conn, account, plan, consumer_plan, rate, now)
                .await?
                .context("no such account")?;
            print_plan(&a);
        }
        AccountCommand::SetLogin { account, email } => {
            let password = read_password()?;
            let password = password.trim_end_matches(['\r', '\n']);
            drop(conn);
            graha_api::dashboard::set_login(&db, account, &email, password).await?;
            println!(
                "{}",
                serde_json::json!({ "accountId": account, "email": email.trim().to_lowercase() })
            );
        }
        AccountCommand::Requests { limit, open } => {
            let rows =
                graha_api::dashboard::store::all_upgrade_requests(&mut conn, limit.max(1)).await?;
            for r in rows.iter().filter(|r| !open || !r.fulfilled) {
                println!(
                    "{}",
                    graha_api::terminal::json_line(&serde_json::to_string(r)?)
                );
            }
        }
    }
    Ok(())
}

/// Prints a created account and its first key: as JSON, or as two lines for a person.
fn print_created(
    c: &graha::ops::Created,
    plan: DeveloperPlan,
    consumer_plan: ConsumerPlan,
    json: bool,
) {
    if json {
        println!(
            "{}",
            serde_json::json!({ "accountId": c.account.id, "apiKey": c.api_key })
        );
    } else {
        println!(
            "account {} ({}, {}) with {} credits",
            c.account.id,
            plan.as_str(),
            consumer_plan.as_str(),
            c.account.credits
        );
        println!("API key (shown once): {}", c.api_key);
    }
}

/// Prints an account's plans, rate limit and credits as one JSON line.
fn print_plan(a: &graha::store::accounts::Account) {
    println!(
        "{}",
        serde_json::json!({
            "accountId": a.id, "developerPlan": a.plan().as_str(), "consumerPlan": a.consumer().as_str(),
            "rateLimitPerMinute": a.rate_limit(), "credits": a.credits, "creditsRefillAt": a.credits_refill_at,
        })
    );
}

/// The first line of standard input, line ending included.
fn read_password() -> anyhow::Result<String> {
    let mut password = String::new();
    std::io::stdin()
        .read_line(&mut password)
        .context("reading the password from standard input")?;
    Ok(password)
}

async fn serve(config: Config) -> anyhow::Result<()> {
    let listen = config.listen.clone();
    // The gazetteer and the zone finder are read while the rest starts, not on a first call.
    tokio::task::spawn_blocking(|| {
        graha::places::gazetteer();
        graha::places::zone::warm();
    });
    let state = graha_api::build_state(config).await?;
    let listener = graha_api::bind(&listen)
        .await
        .with_context(|| format!("binding {listen}"))?;
    graha_api::serve(state, listener, shutdown_signal()).await?;
    tracing::info!("graha-api stopped");
    Ok(())
}

async fn shutdown_signal() {
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {},
        _ = term => {},
    }
}
