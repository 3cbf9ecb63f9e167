-- An account's branding, printed on the cover and in the footer of every PDF it orders. The
-- logo is kept as the PNG it was validated into (an SVG is rasterised on upload).
create table branding (
    account_id uuid primary key references accounts (id) on delete cascade,
    name text not null,
    website text,
    email text,
    phone text,
    accent_color text check (accent_color ~ '^#[0-9a-f]{6}$'),
    logo_png bytea,
    logo_source text check (logo_source in ('png', 'svg')),
    logo_width integer,
    logo_height integer,
    updated_at timestamptz not null default now()
);
