//! `sqlx::migrate!` embeds `../migrations` at compile time; without this, a migration added
//! after the last build would be left out of the binaries until something else changed.
fn main() {
    println!("cargo:rerun-if-changed=../migrations");
}
