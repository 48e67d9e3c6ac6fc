#!/usr/bin/env bash
# A PostgreSQL streaming replica of the local test server, for the read-replica tests (issue 31, point 4):
#   scripts/pg-replica.sh start   lets the primary take replication connections from 127.0.0.1 (a pg_hba.conf line and
#                                 a reload, once), then starts the replica: the one already there if it streams, else
#                                 a new one made with pg_basebackup -R (a few seconds).
#   scripts/pg-replica.sh stop    stops it (fast shutdown); its data folder stays for the next start.
#   scripts/pg-replica.sh url DB  prints the replica's URL of database DB.
# Idempotent and serialised (flock): several test processes may call it at once. Environment: REPLICA_PRIMARY_HOST
# (127.0.0.1), REPLICA_PRIMARY_PORT (5432), REPLICA_PRIMARY_USER (postgres), REPLICA_PORT (5433), REPLICA_DIR
# (/tmp/kickoff-replica-<port>). Run as root (the server runs as the postgres user) or as the owner of the primary.
set -euo pipefail

HOST=${REPLICA_PRIMARY_HOST:-127.0.0.1}
PRIMARY_PORT=${REPLICA_PRIMARY_PORT:-5432}
USER_NAME=${REPLICA_PRIMARY_USER:-postgres}
PORT=${REPLICA_PORT:-5433}
DIR=${REPLICA_DIR:-/tmp/kickoff-replica-${PORT}}

as_server() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
primary() { psql -h "$HOST" -p "$PRIMARY_PORT" -U "$USER_NAME" -d postgres -v ON_ERROR_STOP=1 -qAtX "$@"; }
replica() { psql -h 127.0.0.1 -p "$PORT" -U "$USER_NAME" -d postgres -qAtX "$@"; }

bindir() {
  local major
  major=$(primary -c 'show server_version_num')
  major=$((major / 10000))
  if [ -x "/usr/lib/postgresql/${major}/bin/pg_ctl" ]; then echo "/usr/lib/postgresql/${major}/bin"; else dirname "$(command -v pg_ctl)"; fi
}

allow_replication() {
  local hba
  hba=$(primary -c 'show hba_file')
  if ! grep -Eq "^host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32[[:space:]]+trust" "$hba"; then
    echo "pg-replica: letting ${HOST}:${PRIMARY_PORT} take replication connections from 127.0.0.1 (${hba})"
    printf '\n# Kickoff read-replica tests (scripts/pg-replica.sh): streaming replication from this machine.\nhost replication all 127.0.0.1/32 trust\n' >>"$hba"
    primary -c 'select pg_reload_conf()' >/dev/null
  fi
}

streaming() {
  [ "$(replica -c "select pg_is_in_recovery() and exists (select 1 from pg_stat_wal_receiver where status = 'streaming')" 2>/dev/null)" = t ]
}

running() { as_server "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; }

wait_streaming() {
  for _ in $(seq 1 "$1"); do
    streaming && return 0
    sleep 0.2
  done
  return 1
}

make_replica() {
  running && as_server "$BIN/pg_ctl" -D "$DIR" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  mkdir -p "$DIR"
  chmod 700 "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
  as_server "$BIN/pg_basebackup" -h "$HOST" -p "$PRIMARY_PORT" -U "$USER_NAME" -D "$DIR" -X stream -R -c fast
  as_server tee "$DIR/postgresql.conf" >/dev/null <<CONF
# Kickoff's test read replica (scripts/pg-replica.sh)
port = ${PORT}
listen_addresses = '127.0.0.1'
unix_socket_directories = '/tmp'
hot_standby = on
hot_standby_feedback = on
wal_receiver_status_interval = 1s
max_connections = 200
shared_buffers = 32MB
fsync = off
logging_collector = off
CONF
  as_server tee "$DIR/pg_hba.conf" >/dev/null <<HBA
local all all trust
host all all 127.0.0.1/32 trust
HBA
}

start_server() {
  # Without the lock's descriptor: the server would hold the lock for as long as it runs.
  as_server "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 30 start >/dev/null 9>&-
}

cmd=${1:-start}
case "$cmd" in
  url)
    echo "postgres://${USER_NAME}@127.0.0.1:${PORT}/${2:?database name}"
    exit 0
    ;;
esac

exec 9>"/tmp/kickoff-replica-${PORT}.lock"
flock 9
BIN=$(bindir)

case "$cmd" in
  start)
    allow_replication
    if running && streaming; then exit 0; fi
    if [ -f "$DIR/standby.signal" ] && ! running; then
      # The replica of an earlier run: started again, it catches up (unless the primary recycled the WAL it needs).
      start_server || true
      if wait_streaming 50; then echo "pg-replica: restarted on 127.0.0.1:${PORT}"; exit 0; fi
    fi
    make_replica
    start_server
    wait_streaming 100 || { echo "pg-replica: the replica does not stream (see ${DIR}/server.log)" >&2; exit 1; }
    echo "pg-replica: a new replica of ${HOST}:${PRIMARY_PORT} streams on 127.0.0.1:${PORT}"
    ;;
  stop)
    if running; then as_server "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null; fi
    ;;
  *)
    echo "usage: scripts/pg-replica.sh start|stop|url DB" >&2
    exit 2
    ;;
esac
