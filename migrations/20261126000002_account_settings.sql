-- An account's default calculation settings (ayanamsa, node, houseSystem, dashaYear),
-- set with PUT /v1/settings; a request's own options win. A field left out is the
-- product's default, so '{}' is today's conventions.
alter table accounts add column settings jsonb not null default '{}'::jsonb;
