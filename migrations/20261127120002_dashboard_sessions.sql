-- Dashboard sessions: the cookie graha_session holds a random token; only its SHA-256 is stored,
-- so a read of this table cannot be replayed as a cookie. The CSRF token every form of the
-- session carries is kept beside it.
create table dashboard_sessions (
    token_hash  bytea primary key,
    account_id  uuid not null references accounts (id) on delete cascade,
    csrf_token  text not null,
    created_at  timestamptz not null default now(),
    expires_at  timestamptz not null
);
-- signing out everywhere (a password change) and the sweep of expired sessions
create index dashboard_sessions_account on dashboard_sessions (account_id);
create index dashboard_sessions_expiry on dashboard_sessions (expires_at);
