#!/usr/bin/env bash
# Starts Debian's PostgreSQL (installed by setup.sh) for the API's PostgreSQL test variant and
# prints a connection URL for a role that may create the per-test databases. Run as root.
set -euo pipefail

version="$(ls /usr/lib/postgresql | sort -n | tail -1)"
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true # already running is fine
for _ in $(seq 60); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 0.5
done
pg_isready -q -h 127.0.0.1 -p 5432 || { echo "PostgreSQL did not start" >&2; exit 1; }

as_postgres() { su postgres -s /bin/sh -c "$1"; }
if ! as_postgres "psql -qtAc \"select 1 from pg_roles where rolname = 'ajar_test'\"" | grep -q 1; then
  as_postgres "psql -qc \"create role ajar_test login createdb password 'ajar_test'\"" >&2
fi
# Each test drops its database `with (force)`, which ends the connections still on it; one
# may be an autovacuum worker busy with the freshly seeded tables, and only a member of
# pg_signal_backend may end that one.
as_postgres "psql -qc \"grant pg_signal_backend to ajar_test\"" >&2
echo "postgres://ajar_test:ajar_test@127.0.0.1:5432/postgres"
