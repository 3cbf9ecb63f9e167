//! The dashboard's own tables: logins, sessions and upgrade requests. Only graha-api uses them
//! (the API's last-key rule asks [`has_login`]), so their queries live here rather than in
//! `graha::store`. Every query filters by account, as there.

use chrono::{DateTime, Utc};
use sha2::{Digest, Sha256};
use sqlx::PgConnection;
use uuid::Uuid;

/// A login found by email.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Login {
    pub account_id: Uuid,
    pub email: String,
    pub password_hash: String,
}

/// Whether the account has a dashboard login (a way in without a key).
pub async fn has_login(conn: &mut PgConnection, account: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("select exists (select 1 from logins where account_id = $1)")
        .bind(account)
        .fetch_one(conn)
        .await
}

pub async fn login_by_email(
    conn: &mut PgConnection,
    email: &str,
) -> Result<Option<Login>, sqlx::Error> {
    sqlx::query_as("select account_id, email, password_hash from logins where email = $1")
        .bind(email)
        .fetch_optional(conn)
        .await
}

pub async fn login_of(
    conn: &mut PgConnection,
    account: Uuid,
) -> Result<Option<Login>, sqlx::Error> {
    sqlx::query_as("select account_id, email, password_hash from logins where account_id = $1")
        .bind(account)
        .fetch_optional(conn)
        .await
}

/// What setting a login did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetLogin {
    Set,
    /// Another account signs in with that email.
    EmailTaken,
    NoAccount,
}

/// Creates or replaces the account's login, and ends its sessions (a new password signs every
/// browser out).
pub async fn set_login(
    conn: &mut PgConnection,
    account: Uuid,
    email: &str,
    password_hash: &str,
) -> Result<SetLogin, sqlx::Error> {
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    let exists: bool = sqlx::query_scalar("select exists (select 1 from accounts where id = $1)")
        .bind(account)
        .fetch_one(&mut *tx)
        .await?;
    if !exists {
        return Ok(SetLogin::NoAccount);
    }
    let done = sqlx::query(
        "insert into logins (account_id, email, password_hash) values ($1, $2, $3) \
         on conflict (account_id) do update set email = excluded.email, \
           password_hash = excluded.password_hash, updated_at = now()",
    )
    .bind(account)
    .bind(email)
    .bind(password_hash)
    .execute(&mut *tx)
    .await;
    match done {
        Err(sqlx::Error::Database(d)) if d.constraint() == Some("logins_email_unique") => {
            return Ok(SetLogin::EmailTaken);
        }
        other => {
            other?;
        }
    }
    sqlx::query("delete from dashboard_sessions where account_id = $1")
        .bind(account)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(SetLogin::Set)
}

/// Creates a sign-up's account: a Trial with its one-time credits through the ledger, no key
/// (the dashboard creates the first), and its login. `None` when the email is
/// taken (nothing is created then).
pub async fn sign_up(
    conn: &mut PgConnection,
    name: &str,
    email: &str,
    password_hash: &str,
    now: DateTime<Utc>,
) -> Result<Option<Uuid>, sqlx::Error> {
    use graha::billing::{ConsumerPlan, DeveloperPlan};
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    let taken: bool = sqlx::query_scalar("select exists (select 1 from logins where email = $1)")
        .bind(email)
        .fetch_one(&mut *tx)
        .await?;
    if taken {
        return Ok(None);
    }
    let account = graha::store::accounts::insert(
        &mut tx,
        name,
        DeveloperPlan::Trial,
        ConsumerPlan::Free,
        None,
        now,
    )
    .await?;
    graha::ops::start_plan(&mut tx, account.id, DeveloperPlan::Trial, now).await?;
    let done =
        sqlx::query("insert into logins (account_id, email, password_hash) values ($1, $2, $3)")
            .bind(account.id)
            .bind(email)
            .bind(password_hash)
            .execute(&mut *tx)
            .await;
    match done {
        // Taken by a sign-up running at the same moment.
        Err(sqlx::Error::Database(d)) if d.constraint() == Some("logins_email_unique") => {
            return Ok(None);
        }
        other => {
            other?;
        }
    }
    tx.commit().await?;
    Ok(Some(account.id))
}

/// Replaces the password of an account's login; other sessions end, `keep` stays.
pub async fn change_password(
    conn: &mut PgConnection,
    account: Uuid,
    password_hash: &str,
    keep: &[u8],
) -> Result<(), sqlx::Error> {
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    sqlx::query("update logins set password_hash = $2, updated_at = now() where account_id = $1")
        .bind(account)
        .bind(password_hash)
        .execute(&mut *tx)
        .await?;
    sqlx::query("delete from dashboard_sessions where account_id = $1 and token_hash <> $2")
        .bind(account)
        .bind(keep)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

/// The SHA-256 a session token is stored as.
pub fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// A live session.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SessionRow {
    pub token_hash: Vec<u8>,
    pub account_id: Uuid,
    pub csrf_token: String,
}

/// Starts a session; also drops the sessions that have expired (everyone's: indexed, cheap).
pub async fn create_session(
    conn: &mut PgConnection,
    token: &str,
    account: Uuid,
    csrf: &str,
    expires: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query("delete from dashboard_sessions where expires_at < now()")
        .execute(&mut *conn)
        .await?;
    sqlx::query(
        "insert into dashboard_sessions (token_hash, account_id, csrf_token, expires_at) \
         values ($1, $2, $3, $4)",
    )
    .bind(token_hash(token))
    .bind(account)
    .bind(csrf)
    .bind(expires)
    .execute(conn)
    .await?;
    Ok(())
}

/// The live session of a cookie's token.
pub async fn session(
    conn: &mut PgConnection,
    token: &str,
) -> Result<Option<SessionRow>, sqlx::Error> {
    sqlx::query_as(
        "select token_hash, account_id, csrf_token from dashboard_sessions \
         where token_hash = $1 and expires_at > now()",
    )
    .bind(token_hash(token))
    .fetch_optional(conn)
    .await
}

pub async fn end_session(conn: &mut PgConnection, token_hash: &[u8]) -> Result<(), sqlx::Error> {
    sqlx::query("delete from dashboard_sessions where token_hash = $1")
        .bind(token_hash)
        .execute(conn)
        .await?;
    Ok(())
}

/// An upgrade request.
#[derive(Debug, Clone, sqlx::FromRow, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UpgradeRequest {
    pub id: Uuid,
    pub account_id: Uuid,
    pub developer_plan: Option<String>,
    pub consumer_plan: Option<String>,
    pub message: Option<String>,
    pub created_at: DateTime<Utc>,
}

pub async fn request_upgrade(
    conn: &mut PgConnection,
    account: Uuid,
    developer: Option<&str>,
    consumer: Option<&str>,
    message: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "insert into upgrade_requests (id, account_id, developer_plan, consumer_plan, message) \
         values ($1, $2, $3, $4, $5)",
    )
    .bind(Uuid::now_v7())
    .bind(account)
    .bind(developer)
    .bind(consumer)
    .bind(message)
    .execute(conn)
    .await?;
    Ok(())
}

/// The account's upgrade requests, newest first.
pub async fn upgrade_requests(
    conn: &mut PgConnection,
    account: Uuid,
) -> Result<Vec<UpgradeRequest>, sqlx::Error> {
    sqlx::query_as(
        "select id, account_id, developer_plan, consumer_plan, message, created_at \
         from upgrade_requests where account_id = $1 order by created_at desc limit 50",
    )
    .bind(account)
    .fetch_all(conn)
    .await
}

/// An upgrade request as an operator sees it (`graha-api account requests`).
#[derive(Debug, Clone, sqlx::FromRow, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OperatorRequest {
    pub id: Uuid,
    pub account_id: Uuid,
    pub account_name: String,
    pub email: Option<String>,
    pub developer_plan: String,
    pub consumer_plan: String,
    pub requested_developer_plan: Option<String>,
    pub requested_consumer_plan: Option<String>,
    pub message: Option<String>,
    pub created_at: DateTime<Utc>,
    /// The account already has what was asked for.
    pub fulfilled: bool,
}

/// Every account's upgrade requests, newest first (at most `limit`).
pub async fn all_upgrade_requests(
    conn: &mut PgConnection,
    limit: i64,
) -> Result<Vec<OperatorRequest>, sqlx::Error> {
    sqlx::query_as(
        "select r.id, r.account_id, a.name as account_name, l.email, a.developer_plan, \
                a.consumer_plan, r.developer_plan as requested_developer_plan, \
                r.consumer_plan as requested_consumer_plan, r.message, r.created_at, \
                (coalesce(r.developer_plan = a.developer_plan, true) \
                 and coalesce(r.consumer_plan = a.consumer_plan, true)) as fulfilled \
         from upgrade_requests r join accounts a on a.id = r.account_id \
         left join logins l on l.account_id = r.account_id \
         order by r.created_at desc limit $1",
    )
    .bind(limit)
    .fetch_all(conn)
    .await
}
