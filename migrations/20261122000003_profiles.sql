-- Birth data of the people an account computes charts for. Deleting a profile removes it for good.
create table profiles (
    id          uuid primary key,
    account_id  uuid not null references accounts (id) on delete cascade,
    name        text not null,
    gender      text not null check (gender in ('male', 'female')),
    birth_date  date not null,
    -- local civil time, minutes precision, in the IANA zone below
    birth_time  time not null,
    timezone    text not null,
    location    text not null,
    latitude    double precision not null check (latitude between -90 and 90),
    longitude   double precision not null check (longitude between -180 and 180),
    notes       text check (char_length(notes) <= 500),
    created_at  timestamptz not null default now(),
    updated_at  timestamptz not null default now()
);

create index profiles_account on profiles (account_id, created_at, id);
