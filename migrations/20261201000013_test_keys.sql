-- Test mode: a key is `live` (charged) or `test` (real answers, nothing charged, its own limit).
alter table api_keys add column mode text not null default 'live'
    check (mode in ('live', 'test'));

-- What test keys were used for, per account, UTC day and endpoint: test calls leave the credit
-- ledger untouched, so their usage is counted here.
create table test_usage (
    account_id uuid not null references accounts (id) on delete cascade,
    day date not null,
    endpoint text not null,
    calls bigint not null default 0,
    primary key (account_id, day, endpoint)
);
