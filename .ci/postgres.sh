# A throwaway PostgreSQL cluster for the channel service's tests, sourced by .ci/run (bash).
# `pg_throwaway_start` runs initdb in a temp dir (as the postgres user when root; trust auth on
# loopback only), starts it on a free port with its unix socket in the same temp dir, creates the
# database `channels_test` and exports TEST_DATABASE_URL. `pg_throwaway_stop` stops it and removes
# the dir; the caller traps it on EXIT. Needs Debian's postgresql (its server binaries).
pg_throwaway_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

pg_throwaway_as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_throwaway_start() {
  local bin port
  bin=$(pg_throwaway_bin) || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; return 1; }
  PG_THROWAWAY_DIR=$(mktemp -d "${TMPDIR:-/tmp}/ci-postgres.XXXXXX")
  export PG_THROWAWAY_DIR PG_THROWAWAY_BIN="$bin"
  [ "$(id -u)" = 0 ] && chown postgres: "$PG_THROWAWAY_DIR"
  port=$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  pg_throwaway_as_owner "$bin/initdb" -D "$PG_THROWAWAY_DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  pg_throwaway_as_owner "$bin/pg_ctl" -D "$PG_THROWAWAY_DIR/data" -l "$PG_THROWAWAY_DIR/server.log" -w -t 60 \
    -o "-p $port -k $PG_THROWAWAY_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres channels_test
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/channels_test"
  echo "Throwaway PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (TEST_DATABASE_URL=$TEST_DATABASE_URL)"
}

pg_throwaway_stop() {
  [ -n "${PG_THROWAWAY_DIR:-}" ] || return 0
  pg_throwaway_as_owner "$PG_THROWAWAY_BIN/pg_ctl" -D "$PG_THROWAWAY_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_THROWAWAY_DIR"
  PG_THROWAWAY_DIR=
}
