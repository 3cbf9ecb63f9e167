-- API keys: only a SHA-256 hash of the key is stored; the key itself is shown once.
create table api_keys (
    id            uuid primary key,
    account_id    uuid not null references accounts (id) on delete cascade,
    name          text not null,
    -- leading characters of the key, safe to display
    prefix        text not null,
    key_hash      bytea not null,
    created_at    timestamptz not null default now(),
    last_used_at  timestamptz,
    revoked_at    timestamptz,
    constraint api_keys_key_hash_unique unique (key_hash)
);

-- the plan's maxKeys counts live keys only
create index api_keys_live on api_keys (account_id) where revoked_at is null;
