-- Usage (GET /v1/usage, the dashboard's overview) reads an account's reservations by time: this
-- index finds a range of days without reading the account's whole ledger.
create index credit_ledger_usage on credit_ledger (account_id, created_at) where kind = 'reserve';
