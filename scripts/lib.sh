# Shared by scripts/up, scripts/test and scripts/loadtest: make sure what Graha needs is
# installed and running on a Debian/Ubuntu machine. Idempotent; installs only what is missing.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
RUN_DIR="$ROOT/data/run"
LOG_DIR="$ROOT/data/logs"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root to run: $*" >&2; return 1; fi
}

apt_install() {
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null 2>&1 || {
    as_root apt-get update -q >/dev/null 2>&1
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null
  }
}

ensure_toolchain() {
  # libclang for the Swiss Ephemeris bindings, fonts for the PDF reports, poppler for tests.
  apt_install build-essential pkg-config libclang-dev fonts-noto-core poppler-utils curl
  if ! command -v cargo >/dev/null; then
    [ -x "$HOME/.cargo/bin/cargo" ] || {
      say "installing the Rust toolchain (rustup)"
      curl -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal >/dev/null
    }
    export PATH="$HOME/.cargo/bin:$PATH"
  fi
}

# s3s-fs: the S3-compatible server the report-storage tests run against (on loopback).
ensure_s3s() {
  command -v s3s-fs >/dev/null 2>&1 || [ -x "$HOME/.cargo/bin/s3s-fs" ] && return 0
  say "installing s3s-fs (S3-compatible test server)"
  cargo install s3s-fs@0.14.1 --features binary --locked --quiet
}

# The dashboard's browser test: Debian's Chromium and playwright-core (pinned) driving it.
PLAYWRIGHT_CORE_VERSION=1.65.1
AXE_CORE_VERSION=4.10.2
DASHBOARD_NODE="$ROOT/data/dashboard-node"
# oha, the open-loop HTTP load generator of scripts/loadtest (pinned; built once into data/tools).
ensure_oha() {
  OHA="$ROOT/data/tools/bin/oha"
  [ -x "$OHA" ] && return 0
  say "installing oha (open-loop load generator)"
  cargo install oha@1.14.0 --locked --quiet --root "$ROOT/data/tools"
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] || apt_install chromium
  command -v node >/dev/null && command -v npm >/dev/null || apt_install nodejs npm
}
ensure_playwright() {
  local pin="playwright-core@$PLAYWRIGHT_CORE_VERSION axe-core@$AXE_CORE_VERSION"
  [ "$(cat "$DASHBOARD_NODE/.pin" 2>/dev/null)" = "$pin" ] \
    && [ -d "$DASHBOARD_NODE/node_modules/playwright-core" ] \
    && [ -d "$DASHBOARD_NODE/node_modules/axe-core" ] && return 0
  say "installing $pin into data/dashboard-node"
  rm -rf "$DASHBOARD_NODE" && mkdir -p "$DASHBOARD_NODE"
  # shellcheck disable=SC2086 # two packages
  npm install --prefix "$DASHBOARD_NODE" --no-audit --no-fund --save-exact --silent $pin >/dev/null
  printf '%s' "$pin" >"$DASHBOARD_NODE/.pin"
}

ensure_postgres() {
  if ! pg_isready -q -h "$PGHOST" -p "$PGPORT" 2>/dev/null; then
    command -v pg_ctlcluster >/dev/null || apt_install postgresql
    say "starting PostgreSQL"
    local v; v=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1)
    as_root pg_ctlcluster --skip-systemctl-redirect "$v" main start 2>/dev/null \
      || as_root pg_ctlcluster "$v" main start
    for _ in $(seq 1 30); do pg_isready -q -h "$PGHOST" -p "$PGPORT" && break; sleep 1; done
  fi
  # Local development uses trust auth for the postgres user on loopback, as the CI machine does.
  psql -Atqc 'select 1' postgres >/dev/null 2>&1 || {
    echo "cannot connect to PostgreSQL as $PGUSER@$PGHOST:$PGPORT (set PGUSER/PGPASSWORD or DATABASE_URL)" >&2
    return 1
  }
}

ensure_redis() {
  if ! redis-cli -u "$REDIS_URL" ping >/dev/null 2>&1; then
    command -v redis-server >/dev/null || apt_install redis-server redis-tools
    say "starting Redis"
    as_root mkdir -p /var/lib/redis /var/log/redis
    as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/graha.log
    for _ in $(seq 1 30); do redis-cli -u "$REDIS_URL" ping >/dev/null 2>&1 && break; sleep 0.2; done
  fi
}

ensure_database() {
  local db="$1"
  psql -Atqc "select 1 from pg_database where datname = '$db'" postgres | grep -q 1 \
    || psql -qc "create database \"$db\"" postgres
}

# start_stack BIN_DIR: (re)starts api, worker and scheduler in the background.
start_stack() {
  local bin="$1"
  mkdir -p "$RUN_DIR" "$LOG_DIR"
  stop_stack
  "$bin/graha-api" migrate >/dev/null
  for svc in api worker scheduler; do
    nohup "$bin/graha-$svc" >"$LOG_DIR/$svc.log" 2>&1 &
    echo $! >"$RUN_DIR/$svc.pid"
  done
  local addr="${GRAHA_LISTEN:-127.0.0.1:8080}"
  for _ in $(seq 1 60); do
    curl -sf "http://$addr/readyz" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  echo "the API did not become ready; see $LOG_DIR/api.log" >&2
  tail -20 "$LOG_DIR/api.log" >&2
  return 1
}

stop_stack() {
  for svc in api worker scheduler; do
    local f="$RUN_DIR/$svc.pid"
    if [ -f "$f" ]; then
      kill "$(cat "$f")" 2>/dev/null || true
      rm -f "$f"
    fi
  done
  sleep 0.3
}

# SQL condition on a `credit_ledger l` row: a charged call — its 'reserve' row has neither a
# 'refund' row nor an open reservation (a capture deletes the reservation).
CHARGED_SQL="l.kind = 'reserve' and not exists (select 1 from credit_ledger f where f.request_id = l.request_id and f.kind = 'refund') and not exists (select 1 from reservations r where r.request_id = l.request_id)"
