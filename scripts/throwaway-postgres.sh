# Sourced by scripts/test.sh: starts a throwaway PostgreSQL on a free loopback port from the
# local PostgreSQL binaries and exports TEST_DATABASE_URL; `throwaway_postgres_stop` removes it.

throwaway_postgres_start() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      echo "PostgreSQL binaries missing: installing Debian's postgresql..."
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >/dev/null
      bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    else
      echo "PostgreSQL is needed for the tests: run 'sudo apt-get install -y postgresql' or set TEST_DATABASE_URL." >&2
      return 1
    fi
  fi
  TENA_PG_BIN=$bin
  TENA_PG_DIR=$(mktemp -d /tmp/tena-pg.XXXXXX)
  TENA_PG_PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  local data="$TENA_PG_DIR/data" log="$TENA_PG_DIR/server.log"
  local init="'$bin/initdb' -D '$data' -U postgres --auth=trust --no-sync -E UTF8 --locale=C.UTF-8"
  local start="'$bin/pg_ctl' -D '$data' -l '$log' -o \"-p $TENA_PG_PORT -h 127.0.0.1 -k '' -c fsync=off\" -w start"
  if [ "$(id -u)" = 0 ]; then
    # initdb refuses to run as root, so the cluster belongs to the postgres account.
    chown postgres "$TENA_PG_DIR"
    su postgres -s /bin/sh -c "$init" >/dev/null && su postgres -s /bin/sh -c "$start" >/dev/null
  else
    sh -c "$init" >/dev/null && sh -c "$start" >/dev/null
  fi || { echo "Could not start the throwaway PostgreSQL (log: $log)" >&2; return 1; }
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$TENA_PG_PORT/postgres"
  echo "Throwaway PostgreSQL running on 127.0.0.1:$TENA_PG_PORT"
}

throwaway_postgres_stop() {
  [ -n "${TENA_PG_DIR:-}" ] || return 0
  local stop="'$TENA_PG_BIN/pg_ctl' -D '$TENA_PG_DIR/data' -m fast -w stop"
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$stop"; else sh -c "$stop"; fi >/dev/null 2>&1
  rm -rf "$TENA_PG_DIR"
  TENA_PG_DIR=
}
