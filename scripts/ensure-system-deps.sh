#!/usr/bin/env bash
# Installs, with apt-get, the system packages the test run needs when they are missing:
# Chromium for the e2e suite and the PostgreSQL server binaries for the PostgreSQL test run.
# Idempotent and silent when everything is present.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)

[ ${#missing[@]} -eq 0 ] && exit 0

echo "ensure-system-deps: installing ${missing[*]}"
if ! command -v apt-get >/dev/null; then
  echo "ensure-system-deps: apt-get not found; install ${missing[*]} with your package manager" >&2
  exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "ensure-system-deps: not root and no sudo; install ${missing[*]} as root" >&2; exit 1; }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
echo "ensure-system-deps: installed ${missing[*]}"
