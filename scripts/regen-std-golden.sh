#!/bin/sh
# Regenerate the standard-library golden data from real Go (needs Debian's golang-1.23-go:
# apt-get install -t bookworm-backports golang-1.23-go). The tests only read the recorded files:
#   test/go/std/testdata/{fmt,strconv,time}.jsonl  tables printed by test/go/std/gen (real Go's
#                                                   output for grids of verbs × flags × values, ...)
#   test/go/std/testdata/programs.jsonl             stdout, exit status and first stderr line of
#                                                   test/go/std/programs/*.go
set -eu
cd "$(dirname "$0")/.."
GO="${GO:-$(command -v go || echo /usr/lib/go-1.23/bin/go)}"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local GOCACHE="${GOCACHE:-/tmp/oplab-go-cache}" TZ=UTC
root="$PWD"
out="$root/test/go/std/testdata"
mkdir -p "$out"
(cd test/go/std/gen && "$GO" run . "$out")

# Whole programs: build each, run the binary (so os.Exit codes are the program's own), record.
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
: > "$out/programs.jsonl"
for f in test/go/std/programs/*.go; do
  name="$(basename "$f" .go)"
  cp "$f" "$tmp/main.go"
  (cd "$tmp" && "$GO" build -o prog main.go)
  code=0
  (cd "$tmp" && ./prog > stdout 2> stderr) || code=$?
  node -e '
    const fs = require("fs");
    const [name, code, dir] = process.argv.slice(1);
    const stdout = fs.readFileSync(dir + "/stdout").toString("latin1");
    const stderrFirstLine = fs.readFileSync(dir + "/stderr").toString("utf8").split("\n")[0];
    process.stdout.write(JSON.stringify({ name, exitCode: Number(code), stdoutLatin1: stdout, stderrFirstLine }) + "\n");
  ' "$name" "$code" "$tmp" >> "$out/programs.jsonl"
  rm -f "$tmp/main.go" "$tmp/prog" "$tmp/stdout" "$tmp/stderr"
done
wc -l "$out"/*.jsonl
