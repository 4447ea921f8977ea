#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for running the server and its tests on the second engine.
#
#   scripts/pg-cluster.sh start [port] [dir]   initdb into dir (default: a new temp dir), start it
#                                              on 127.0.0.1:port (default or 'auto': the first
#                                              free port from 54329), print the URL
#   scripts/pg-cluster.sh stop <dir>           stop the cluster in dir and remove dir
#
# Trust authentication on 127.0.0.1 only: nothing here is meant to hold data worth a password.
# initdb and pg_ctl refuse to run as root, so as root they run as the `postgres` user.
set -euo pipefail

find_bin() {
  if command -v "$1" >/dev/null 2>&1; then command -v "$1"; return; fi
  local candidate
  for candidate in /usr/lib/postgresql/*/bin/"$1"; do
    if [ -x "$candidate" ]; then echo "$candidate"; return; fi
  done
  echo "pg-cluster: $1 not found (install PostgreSQL, e.g. apt-get install postgresql)" >&2
  exit 1
}

# Runs a PostgreSQL binary as an unprivileged user when this shell is root.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    if ! id postgres >/dev/null 2>&1; then
      echo "pg-cluster: running as root needs a 'postgres' user to own the cluster" >&2
      exit 1
    fi
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# True when something listens on the loopback port.
port_taken() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

start() {
  local port="${1:-auto}"
  local dir="${2:-}"
  local initdb pg_ctl
  initdb="$(find_bin initdb)"
  pg_ctl="$(find_bin pg_ctl)"
  if [ "$port" = auto ]; then
    port=54329
    while port_taken "$port"; do port=$((port + 1)); done
  fi
  if [ -z "$dir" ]; then dir="$(mktemp -d -t lobby-pg.XXXXXX)"; else mkdir -p "$dir"; fi
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
  chmod 700 "$dir"
  as_owner "$initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  # The socket goes into the cluster's own directory: /var/run/postgresql may not exist or be
  # writable. fsync stays on: the tests must see the engine as it runs in production.
  as_owner "$pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300" start >/dev/null || {
    cat "$dir/server.log" >&2
    exit 1
  }
  echo "postgres://postgres@127.0.0.1:$port/postgres"
  echo "pg-cluster: data in $dir (stop with: $0 stop $dir)" >&2
}

stop() {
  local dir="${1:?usage: $0 stop <dir>}"
  if [ -d "$dir/data" ]; then
    as_owner "$(find_bin pg_ctl)" -D "$dir/data" -m fast -w stop >/dev/null || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  *)
    echo "usage: $0 start [port] [dir] | stop <dir>" >&2
    exit 2
    ;;
esac
