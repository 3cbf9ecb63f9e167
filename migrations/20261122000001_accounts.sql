-- Accounts: one per developer. Credits are integers; the balance never goes negative and always
-- equals the sum of the account's ledger rows (see credit_ledger).
create table accounts (
    id                     uuid primary key,
    name                   text not null,
    developer_plan         text not null check (developer_plan in ('trial', 'starter', 'growth')),
    consumer_plan          text not null check (consumer_plan in ('free', 'personal', 'pro')),
    -- custom contracts only; null means the developer plan's limit
    rate_limit_per_minute  integer check (rate_limit_per_minute > 0),
    credits                bigint not null default 0 check (credits >= 0),
    -- the billing cycle is anchored here: refills fall monthly on this day and time
    billing_anchor         timestamptz not null default now(),
    -- next refill; null for plans that never refill (trial)
    credits_refill_at      timestamptz,
    created_at             timestamptz not null default now()
);

create index accounts_refill_due on accounts (credits_refill_at) where credits_refill_at is not null;
