//! The `profiles` table.

use crate::calc::{Gender, PersonData};
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

/// A stored profile.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ProfileRow {
    pub id: Uuid,
    pub account_id: Uuid,
    pub name: String,
    pub gender: String,
    pub birth_date: NaiveDate,
    pub birth_time: NaiveTime,
    pub timezone: String,
    pub location: String,
    pub latitude: f64,
    pub longitude: f64,
    pub notes: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl ProfileRow {
    /// The person as a calculation job carries them.
    pub fn person(&self) -> PersonData {
        PersonData {
            name: self.name.clone(),
            gender: Some(if self.gender == "female" {
                Gender::Female
            } else {
                Gender::Male
            }),
            date: self.birth_date,
            time: self.birth_time,
            timezone: self.timezone.clone(),
            location: self.location.clone(),
            latitude: self.latitude,
            longitude: self.longitude,
        }
    }
}

/// Validated profile fields to write.
#[derive(Debug, Clone)]
pub struct NewProfile {
    pub name: String,
    pub gender: Gender,
    pub date: NaiveDate,
    pub time: NaiveTime,
    pub timezone: String,
    pub location: String,
    pub latitude: f64,
    pub longitude: f64,
    pub notes: Option<String>,
}

macro_rules! columns {
    () => {
        "id, account_id, name, gender, birth_date, birth_time, timezone, location, \
                       latitude, longitude, notes, created_at, updated_at"
    };
}
pub(crate) use columns;

fn gender_str(g: Gender) -> &'static str {
    match g {
        Gender::Male => "male",
        Gender::Female => "female",
    }
}

type PgQueryAs<'q> = sqlx::query::QueryAs<
    'q,
    sqlx::Postgres,
    ProfileRow,
    <sqlx::Postgres as sqlx::Database>::Arguments,
>;

/// Binds the nine profile fields as `$3 … $11` (insert and update share the order).
trait BindProfile<'q> {
    fn bind_profile(self, p: &'q NewProfile) -> Self;
}

impl<'q> BindProfile<'q> for PgQueryAs<'q> {
    fn bind_profile(self, p: &'q NewProfile) -> Self {
        self.bind(&p.name)
            .bind(gender_str(p.gender))
            .bind(p.date)
            .bind(p.time)
            .bind(&p.timezone)
            .bind(&p.location)
            .bind(p.latitude)
            .bind(p.longitude)
            .bind(&p.notes)
    }
}

pub async fn insert(
    conn: &mut PgConnection,
    account_id: Uuid,
    p: &NewProfile,
) -> Result<ProfileRow, sqlx::Error> {
    sqlx::query_as(concat!(
        "insert into profiles (id, account_id, name, gender, birth_date, birth_time, timezone, \
         location, latitude, longitude, notes) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) \
         returning ",
        columns!(),
        ""
    ))
    .bind(Uuid::now_v7())
    .bind(account_id)
    .bind_profile(p)
    .fetch_one(conn)
    .await
}

/// Inserts a profile unless the account already has `max` of them (`None` then). The account
/// row is locked for the count, so parallel inserts cannot pass the cap together.
pub async fn insert_within_limit(
    conn: &mut PgConnection,
    account_id: Uuid,
    p: &NewProfile,
    max: i64,
) -> Result<Option<ProfileRow>, sqlx::Error> {
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    sqlx::query("select 1 from accounts where id = $1 for update")
        .bind(account_id)
        .execute(&mut *tx)
        .await?;
    let held: i64 = sqlx::query_scalar("select count(*) from profiles where account_id = $1")
        .bind(account_id)
        .fetch_one(&mut *tx)
        .await?;
    if held >= max {
        tx.rollback().await?;
        return Ok(None);
    }
    let row = insert(&mut tx, account_id, p).await?;
    tx.commit().await?;
    Ok(Some(row))
}

/// Replaces every field of an account's profile; `None` when it is not theirs.
pub async fn update(
    conn: &mut PgConnection,
    account_id: Uuid,
    id: Uuid,
    p: &NewProfile,
) -> Result<Option<ProfileRow>, sqlx::Error> {
    sqlx::query_as(concat!(
        "update profiles set name=$3, gender=$4, birth_date=$5, birth_time=$6, timezone=$7, \
         location=$8, latitude=$9, longitude=$10, notes=$11, updated_at=now() \
         where id = $1 and account_id = $2 returning ",
        columns!(),
        ""
    ))
    .bind(id)
    .bind(account_id)
    .bind_profile(p)
    .fetch_optional(conn)
    .await
}

pub async fn find(
    conn: &mut PgConnection,
    account_id: Uuid,
    id: Uuid,
) -> Result<Option<ProfileRow>, sqlx::Error> {
    sqlx::query_as(concat!(
        "select ",
        columns!(),
        " from profiles where id = $1 and account_id = $2"
    ))
    .bind(id)
    .bind(account_id)
    .fetch_optional(conn)
    .await
}

/// Several profiles of the account at once (in one query); missing or foreign ids are absent.
pub async fn find_many(
    conn: &mut PgConnection,
    account_id: Uuid,
    ids: &[Uuid],
) -> Result<Vec<ProfileRow>, sqlx::Error> {
    sqlx::query_as(concat!(
        "select ",
        columns!(),
        " from profiles where id = any($1) and account_id = $2"
    ))
    .bind(ids)
    .bind(account_id)
    .fetch_all(conn)
    .await
}

/// The profiles among `ids`, of any account (the caller checks whose each is): one query for
/// the profiles of many calls.
pub async fn find_any(
    conn: &mut PgConnection,
    ids: &[Uuid],
) -> Result<Vec<ProfileRow>, sqlx::Error> {
    sqlx::query_as(concat!(
        "select ",
        columns!(),
        " from profiles where id = any($1)"
    ))
    .bind(ids)
    .fetch_all(conn)
    .await
}

pub async fn list(
    conn: &mut PgConnection,
    account_id: Uuid,
    limit: i64,
    offset: i64,
) -> Result<Vec<ProfileRow>, sqlx::Error> {
    sqlx::query_as(concat!(
        "select ",
        columns!(),
        " from profiles where account_id = $1 order by created_at, id limit $2 offset $3"
    ))
    .bind(account_id)
    .bind(limit)
    .bind(offset)
    .fetch_all(conn)
    .await
}

pub async fn delete(
    conn: &mut PgConnection,
    account_id: Uuid,
    id: Uuid,
) -> Result<bool, sqlx::Error> {
    let r = sqlx::query("delete from profiles where id = $1 and account_id = $2")
        .bind(id)
        .bind(account_id)
        .execute(conn)
        .await?;
    Ok(r.rows_affected() == 1)
}
