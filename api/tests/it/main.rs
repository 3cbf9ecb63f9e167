//! API integration tests against real Postgres and Redis: each test gets its own database and
//! Redis prefix, a real API on port 0 and (unless it asks otherwise) a real worker in-process.

mod births;
mod branding;
mod calendar;
mod chart_image;
mod contract;
mod credits;
mod dashboard;
mod guru;
mod hardening;
mod helpers;
mod hostile;
mod idempotency;
mod keys;
mod kundli;
mod limits;
mod matching_batch;
mod mcp;
mod migrations;
mod names;
mod openapi;
mod places;
mod profiles;
mod queue;
mod reports;
mod settings;
mod slowloris;
mod systems;
mod test_mode;
mod webhooks;
