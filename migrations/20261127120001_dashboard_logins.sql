-- Dashboard logins: an email and password that sign in to one account. At most
-- one per account; an account without one (made by an operator) is reached with its keys only.
-- The email is stored trimmed and lowercased, so the unique constraint is case-insensitive.
create table logins (
    account_id     uuid primary key references accounts (id) on delete cascade,
    email          text not null check (email = lower(email) and char_length(email) <= 254),
    -- argon2id in the PHC string format (algorithm, parameters and salt travel with the hash)
    password_hash  text not null,
    created_at     timestamptz not null default now(),
    updated_at     timestamptz not null default now(),
    constraint logins_email_unique unique (email)
);
