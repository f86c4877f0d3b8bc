#!/usr/bin/env bash
# Regenerates the `// Output:` / `// Error:` trailers of test/go/testdata from REAL Go
# (format and rewrites: test/go/testdata/README.md). Needs a Go toolchain; on Debian bookworm:
#   echo 'deb http://deb.debian.org/debian bookworm-backports main' > /etc/apt/sources.list.d/backports.list
#   apt-get update && apt-get install -y -t bookworm-backports golang-1.23-go
# Usage: scripts/regen-go-golden.sh [--check] [NAME.go | NAME ...]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${GO:-}" ]; then
  if command -v go >/dev/null 2>&1; then GO=$(command -v go)
  elif [ -x /usr/lib/go-1.23/bin/go ]; then GO=/usr/lib/go-1.23/bin/go
  else echo "regen-go-golden: no Go toolchain found (install golang-1.23-go, or set GO=/path/to/go)" >&2; exit 2
  fi
fi
export GO
export PATH="$(dirname "$GO"):$PATH"
exec node_modules/.bin/node scripts/regen-go-golden.ts "$@"
