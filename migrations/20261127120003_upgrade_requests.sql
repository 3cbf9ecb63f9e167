-- Plan upgrades asked for in the dashboard, for an operator to act on (graha-api account
-- requests; the change itself is graha-api account set-plan). No payment is taken here.
create table upgrade_requests (
    id               uuid primary key,
    account_id       uuid not null references accounts (id) on delete cascade,
    developer_plan   text check (developer_plan in ('trial', 'starter', 'growth')),
    consumer_plan    text check (consumer_plan in ('free', 'personal', 'pro')),
    message          text check (char_length(message) <= 500),
    created_at       timestamptz not null default now(),
    check (developer_plan is not null or consumer_plan is not null)
);
create index upgrade_requests_account on upgrade_requests (account_id, created_at);
create index upgrade_requests_created on upgrade_requests (created_at);
