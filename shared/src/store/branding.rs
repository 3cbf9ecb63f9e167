//! The `branding` table: an account's name, contact, accent colour and logo, printed on its
//! PDFs (docs/decisions.md, "Branding").

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

/// An account's branding as stored.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Branding {
    pub name: String,
    pub website: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    /// `#rrggbb`, lowercase.
    pub accent_color: Option<String>,
    /// The logo as validated: an 8-bit RGBA PNG.
    pub logo_png: Option<Vec<u8>>,
    /// What was uploaded: `png` or `svg`.
    pub logo_source: Option<String>,
    pub logo_width: Option<i32>,
    pub logo_height: Option<i32>,
    pub updated_at: DateTime<Utc>,
}

/// The account's branding, if it has one.
pub async fn get(conn: &mut PgConnection, account: Uuid) -> Result<Option<Branding>, sqlx::Error> {
    sqlx::query_as(
        "select name, website, email, phone, accent_color, logo_png, logo_source, logo_width, \
                logo_height, updated_at from branding where account_id = $1",
    )
    .bind(account)
    .fetch_optional(conn)
    .await
}

/// Sets the account's branding (the whole of it: fields left out are cleared).
pub async fn put(
    conn: &mut PgConnection,
    account: Uuid,
    b: &Branding,
) -> Result<Branding, sqlx::Error> {
    sqlx::query_as(
        "insert into branding (account_id, name, website, email, phone, accent_color, logo_png, \
                               logo_source, logo_width, logo_height, updated_at) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) \
         on conflict (account_id) do update set name = $2, website = $3, email = $4, phone = $5, \
             accent_color = $6, logo_png = $7, logo_source = $8, logo_width = $9, \
             logo_height = $10, updated_at = now() \
         returning name, website, email, phone, accent_color, logo_png, logo_source, logo_width, \
                   logo_height, updated_at",
    )
    .bind(account)
    .bind(&b.name)
    .bind(&b.website)
    .bind(&b.email)
    .bind(&b.phone)
    .bind(&b.accent_color)
    .bind(&b.logo_png)
    .bind(&b.logo_source)
    .bind(b.logo_width)
    .bind(b.logo_height)
    .fetch_one(conn)
    .await
}

/// Removes the account's branding; whether it had one.
pub async fn delete(conn: &mut PgConnection, account: Uuid) -> Result<bool, sqlx::Error> {
    let r = sqlx::query("delete from branding where account_id = $1")
        .bind(account)
        .execute(conn)
        .await?;
    Ok(r.rows_affected() > 0)
}
