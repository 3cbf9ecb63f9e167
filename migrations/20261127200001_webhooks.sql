-- Webhooks for asynchronous reports: a signing secret per account, the callback
-- URL a report job was given, and one delivery per finished job with every attempt recorded.
create table webhook_secrets (
    account_id  uuid primary key references accounts (id) on delete cascade,
    secret      text not null,
    created_at  timestamptz not null default now()
);

alter table report_jobs add column callback_url text;

create table webhook_deliveries (
    -- The `webhook-id` header: the same on every attempt, so a receiver can drop a repeat.
    id          uuid primary key,
    job_id      uuid not null unique references report_jobs (id) on delete cascade,
    account_id  uuid not null references accounts (id) on delete cascade,
    url         text not null,
    state       text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
    -- [{at, status, error}] in order.
    attempts    jsonb not null default '[]',
    next_at     timestamptz not null default now(),
    created_at  timestamptz not null default now()
);

create index webhook_deliveries_due on webhook_deliveries (next_at) where state = 'pending';

-- Every way a report ends (the worker's done or failed, the sweeper's expiry) queues its
-- delivery, in the same transaction as the state it reports.
create function report_jobs_webhook() returns trigger language plpgsql as $$
begin
    if new.callback_url is not null
       and new.state in ('done', 'failed')
       and old.state not in ('done', 'failed') then
        insert into webhook_deliveries (id, job_id, account_id, url)
        values (gen_random_uuid(), new.id, new.account_id, new.callback_url)
        on conflict (job_id) do nothing;
    end if;
    return new;
end;
$$;

create trigger report_jobs_webhook after update of state on report_jobs
    for each row execute function report_jobs_webhook();
