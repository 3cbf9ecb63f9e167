-- The credit ledger: every balance change is a row, written in the same transaction as the
-- balance update. (request_id, kind) is unique, so a retried reserve, refund or refill cannot
-- apply twice. Amounts are signed: reserve < 0, refund > 0, grant and refill either sign.
create table credit_ledger (
    id             bigserial primary key,
    account_id     uuid not null references accounts (id) on delete cascade,
    request_id     text not null,
    kind           text not null check (kind in ('grant', 'reserve', 'refund', 'refill', 'adjust')),
    amount         bigint not null,
    balance_after  bigint not null check (balance_after >= 0),
    endpoint       text,
    created_at     timestamptz not null default now(),
    constraint credit_ledger_request_kind_unique unique (request_id, kind)
);

create index credit_ledger_account on credit_ledger (account_id, id);

-- A reservation is the open half of a two-phase charge: reserved at the API, then captured on
-- success or refunded on any failure. Left open by a crashed API, the scheduler's sweeper
-- refunds it.
create table reservations (
    request_id   text primary key,
    account_id   uuid not null references accounts (id) on delete cascade,
    amount       bigint not null check (amount > 0),
    endpoint     text not null,
    status       text not null default 'open' check (status in ('open', 'captured', 'refunded')),
    created_at   timestamptz not null default now(),
    resolved_at  timestamptz
);

create index reservations_open on reservations (created_at) where status = 'open';
