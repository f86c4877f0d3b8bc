#!/usr/bin/env bash
# Regenerates test/shell/testdata/gotest/NAME.golden from REAL Go: each module NAME/ is copied to a
# temporary directory and every command of NAME.commands (one a line: `DIR: ARGS...`, DIR relative
# to the module root) runs there as `go test ARGS`; the golden holds the command, its stdout and
# exit status, and the -coverprofile file it wrote, if any. What differs from run to run is masked
# (test/shell/go-test-golden.test.ts masks the simulation's output the same way): durations,
# benchmarks' ns/op, MB/s, B/op and allocs/op figures and the cpu: line. GOMAXPROCS=1, as the
# simulated runtime has it, so benchmark names carry no -N suffix.
# Usage: scripts/regen-gotest-golden.sh [NAME ...]
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-/usr/lib/go-1.23/bin/go}
base=test/shell/testdata/gotest
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for c in "$base"/*.commands; do names+=("$(basename "$c" .commands)"); done
fi
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
export HOME=$tmp/home GOCACHE=$tmp/cache GOPATH=$tmp/gopath GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local GOMAXPROCS=1
for name in "${names[@]}"; do
  out=$base/$name.golden
  : >"$out"
  while IFS= read -r line; do
    [ -z "$line" ] && continue
    dir=${line%%:*}
    args=${line#*: }
    rm -rf "$tmp/m" && cp -r "$base/$name" "$tmp/m"
    set +e
    # shellcheck disable=SC2086
    stdout=$(cd "$tmp/m/$dir" && "$GO" test $args 2>/dev/null; echo "exit $?")
    set -e
    {
      echo "### $dir: $args"
      printf '%s\n' "$stdout" | sed -E \
        -e 's/\t[0-9]+\.[0-9]{3}s/\tN.NNNs/g' \
        -e 's/\([0-9]+\.[0-9]{2}s\)/(N.NNs)/g' \
        -e 's/\t *[0-9.]+ (ns\/op|MB\/s|B\/op|allocs\/op)/\tX \1/g' \
        -e 's/^cpu: .*/cpu: CPU/'
      profile=$(printf '%s' "$args" | sed -nE 's/.*-coverprofile[= ]([^ ]+).*/\1/p')
      if [ -n "$profile" ]; then
        echo "### $profile"
        cat "$tmp/m/$dir/$profile"
      fi
    } >>"$out"
  done <"$base/$name.commands"
  echo "wrote $out"
done
