#!/usr/bin/env bash
# Regenerates test/go/vet/testdata/NAME.vet from REAL Go: each NAME.go there is a main package,
# vetted as `go vet ./...` in a temporary module `example.com/m` (as main.go); each directory NAME/
# there is a whole module (its go.mod and packages), vetted as `go vet -p 1 ./...` (one package at a
# time: with more, the order of independent packages varies from run to run). NAME.vet holds vet's
# stderr, then a last line `[exit N]`. Never edit a .vet file by hand.
# Usage: scripts/regen-vet-golden.sh [NAME.go|NAME ...]   (all of test/go/vet/testdata by default)
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-}
if [ -z "$GO" ]; then
  if [ -x /usr/lib/go-1.23/bin/go ]; then GO=/usr/lib/go-1.23/bin/go
  elif command -v go >/dev/null 2>&1; then GO=$(command -v go)
  else echo "regen-vet-golden: no Go toolchain found (set GO=/path/to/go)" >&2; exit 2
  fi
fi
case "$("$GO" version)" in
  *go1.23*) ;;
  *) echo "regen-vet-golden: needs go1.23 (got: $("$GO" version))" >&2; exit 2 ;;
esac
dir=test/go/vet/testdata
if [ $# -eq 0 ]; then set -- "$dir"/*.go $(find "$dir" -mindepth 1 -maxdepth 1 -type d | sort); fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in "$@"; do
  name=$(basename "${f%/}" .go)
  rm -rf "$tmp/m" && mkdir -p "$tmp/m"
  if [ -d "$dir/$name" ]; then
    cp -R "$dir/$name/." "$tmp/m/"
    flags="-p 1"
  else
    printf 'module example.com/m\n\ngo 1.23\n' > "$tmp/m/go.mod"
    cp "$dir/$name.go" "$tmp/m/main.go"
    flags=""
  fi
  set +e
  # shellcheck disable=SC2086
  (cd "$tmp/m" && GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local "$GO" vet $flags ./... >/dev/null 2>"$tmp/err")
  code=$?
  set -e
  { cat "$tmp/err"; echo "[exit $code]"; } > "$dir/$name.vet"
  echo "$name.vet"
done
