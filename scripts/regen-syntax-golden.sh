#!/usr/bin/env bash
# Regenerates the `// Error:` trailers of test/go/syntax/testdata/*.go from real gc output.
#
# Needs Debian's golang-1.23-go (apt-get install -t bookworm-backports golang-1.23-go); the tests that read
# the trailers run without Go. Each file is a Go program, optionally followed by "\n// Error:\n// L:C: msg"
# lines; the program part alone is compiled (so EOF positions agree), and every line gc prints for it is
# recorded without the file name.
#
# go1.23 is older than the Go 1.26 the toolchain targets. Where later gc changed a syntax error's wording
# the change is applied here by rule (as GO.md §5 does for operand wording): since Go 1.24 the parser names
# the unexpected token's class, `unexpected name foo` and `unexpected keyword return`
# (cmd/compile/internal/syntax/parser.go: syntaxErrorAt, tokstring), and a keyword that want() expects is
# `expected keyword chan` (only want() prints keyword tokens; `expected type` is a plain word).
set -euo pipefail

GO="${GO:-$(command -v go || true)}"
if [ -z "$GO" ] && [ -x /usr/lib/go-1.23/bin/go ]; then GO=/usr/lib/go-1.23/bin/go; fi
if [ -z "$GO" ]; then
  echo "regen-syntax-golden: no go binary (install golang-1.23-go or set GO=...)" >&2
  exit 1
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/test/go/syntax/testdata"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export GOTOOLCHAIN=local GOFLAGS= GO111MODULE=off GOCACHE="$work/cache" HOME="$work"

keywords='break|case|chan|const|continue|default|defer|else|fallthrough|for|func|go|goto|if|import|interface|map|package|range|return|select|struct|switch|type|var'

for f in "$dir"/*.go; do
  # program = everything before the last "\n// Error:\n" (that newline is the separator, not part of it)
  perl -0777 -ne 'my $i = rindex($_, "\n// Error:\n"); print($i >= 0 ? substr($_, 0, $i) : $_)' "$f" > "$work/prog.go"
  (cd "$work" && "$GO" build -o /dev/null prog.go > "$work/out.txt" 2>&1) || true
  grep -av '^#' "$work/out.txt" \
    | sed -E 's#^(\./)?prog\.go:##' \
    | perl -pe "s/(syntax error: unexpected )($keywords)\b/\${1}keyword \$2/; s/(syntax error: unexpected )(?!(?:newline|semicolon|EOF|comma|literal|name|keyword)\b)([A-Za-z_][A-Za-z0-9_]*)/\${1}name \$2/; s/(syntax error: unexpected (?:name|keyword|literal|newline|EOF|semicolon|comma)\b.*, expected )(chan|struct|interface|select|if|for|switch)\$/\${1}keyword \$2/" \
    > "$work/err.txt" || true
  {
    cat "$work/prog.go"
    if [ -s "$work/err.txt" ]; then
      printf '\n// Error:\n'
      sed 's#^#// #' "$work/err.txt"
    fi
  } > "$f.new"
  mv "$f.new" "$f"
done
echo "regenerated $(ls "$dir"/*.go | wc -l) files in $dir"
