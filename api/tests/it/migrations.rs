//! Migrations: a database an older release migrated goes on migrating after a migration's
//! comments were reworded (the migrator alone refuses an applied migration whose text changed).

use crate::helpers::fresh_database;
use sqlx::PgPool;

#[tokio::test]
async fn a_database_migrated_before_comments_were_reworded_migrates_on() {
    let url = fresh_database().await;
    let pool = PgPool::connect(&url).await.unwrap();
    graha::store::migrate(&pool).await.unwrap();
    // As an older release left it: the reworded migrations recorded with their old text.
    for (version, old) in graha::store::REWORDED {
        sqlx::query("update _sqlx_migrations set checksum = decode($1, 'hex') where version = $2")
            .bind(old)
            .bind(version)
            .execute(&pool)
            .await
            .unwrap();
    }
    // The migrator alone refuses the changed text (on a pool of its own: a refusing run keeps
    // its session's migration lock).
    let alone = PgPool::connect(&url).await.unwrap();
    assert!(graha::store::MIGRATOR.run(&alone).await.is_err());
    alone.close().await;
    graha::store::migrate(&pool).await.unwrap();
    graha::store::MIGRATOR.run(&pool).await.unwrap();
    pool.close().await;
}
