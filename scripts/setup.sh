#!/usr/bin/env bash
# Sets up a fresh Debian machine that has only Node 20 and npm, then either starts the
# product or runs every test:
#   bash scripts/setup.sh start   install, build, serve http://localhost:${PORT:-3000}
#   bash scripts/setup.sh test    install (plus Chromium, fonts, PostgreSQL, nginx), run `pnpm test`
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-}"
case "$mode" in
  start|test) ;;
  *) echo "usage: bash scripts/setup.sh start|test" >&2; exit 2 ;;
esac

PNPM_VERSION=10.34.9
if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "==> installing pnpm $PNPM_VERSION"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION"
fi

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if [ "$mode" = test ]; then
  # Browser tests use Debian's Chromium: nothing may download a browser of its own.
  missing=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  dpkg -s fonts-liberation >/dev/null 2>&1 || missing+=(fonts-liberation)
  # The API tests run a second time against a PostgreSQL server.
  command -v pg_ctlcluster >/dev/null 2>&1 || missing+=(postgresql)
  # The cluster test runs three API processes behind Debian's nginx (deploy/nginx.conf).
  [ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "==> installing ${missing[*]} with apt-get"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}"
    # Debian starts the nginx service it installs; the test starts its own, on loopback only.
    if [[ " ${missing[*]} " == *" nginx "* ]]; then
      as_root systemctl disable --now nginx >/dev/null 2>&1 || as_root service nginx stop >/dev/null 2>&1 || true
    fi
  fi
fi

echo "==> installing dependencies"
pnpm install --frozen-lockfile

if [ "$mode" = test ]; then
  echo "==> starting PostgreSQL for the API's server variant"
  AJAR_TEST_DATABASE_URL="$(as_root bash scripts/postgres.sh)"
  export AJAR_TEST_DATABASE_URL
fi

if [ "$mode" = start ]; then
  echo "==> building"
  pnpm build
  exec pnpm start
fi
exec pnpm test
