-- Report jobs (sync and async): state for GET /v1/jobs/:id and the stored PDF's key.
create table report_jobs (
    id           uuid primary key,
    account_id   uuid not null references accounts (id) on delete cascade,
    request_id   text not null,
    kind         text not null,
    state        text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
    progress     integer not null default 0 check (progress between 0 and 100),
    storage_key  text,
    size_bytes   bigint,
    error        text,
    created_at   timestamptz not null default now(),
    updated_at   timestamptz not null default now(),
    expired_at   timestamptz
);

create index report_jobs_account on report_jobs (account_id, created_at);
create index report_jobs_expiry on report_jobs (created_at) where storage_key is not null and expired_at is null;
