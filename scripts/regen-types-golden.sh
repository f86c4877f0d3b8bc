#!/usr/bin/env bash
# Regenerates the `// Error:` blocks of test/go/types/testdata/*.go from real gc.
#
# Needs Go 1.23 (Debian: apt-get install -t bookworm-backports golang-1.23-go). Each file is compiled
# alone with `go build` in a scratch directory; gc's messages (without the `# command-line-arguments`
# header) replace the file's trailing `// Error:` block. Go 1.23 does not print the Go 1.24+ operand
# wording, so the script applies it by rule (GO.md §6.2): `(<mode> of type T)` becomes
# `(<mode> of <kind> type T)` when T is a defined or alias type, where <kind> is types2's
# compositeKind of T's underlying type (or the basic type's name). The kinds come from a small
# go/types helper that lists every type name visible to the test file.
#
# Usage: scripts/regen-types-golden.sh [file.go ...]   (default: all of test/go/types/testdata)
set -euo pipefail

GO=${GO:-$(command -v go || true)}
if [ -z "$GO" ] && [ -x /usr/lib/go-1.23/bin/go ]; then GO=/usr/lib/go-1.23/bin/go; fi
if [ -z "$GO" ]; then echo "regen-types-golden: no go binary (install golang-1.23-go)" >&2; exit 1; fi

root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/test/go/types/testdata"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GOFLAGS=-mod=mod GOTOOLCHAIN=local GO111MODULE=on GOPATH="$work/gopath" GOCACHE="${GOCACHE:-$HOME/.cache/go-build}"

# The kind helper: prints "<qualified type name>\t<kind>" for every type name the file can see.
mkdir -p "$work/kinds"
cat > "$work/kinds/main.go" <<'GO'
package main

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
)

func kind(t types.Type) string {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Name()
	case *types.Array:
		return "array"
	case *types.Slice:
		return "slice"
	case *types.Struct:
		return "struct"
	case *types.Pointer:
		return "pointer"
	case *types.Signature:
		return "func"
	case *types.Interface:
		return "interface"
	case *types.Map:
		return "map"
	case *types.Chan:
		return "chan"
	}
	return ""
}

func main() {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, os.Args[1], nil, 0)
	if err != nil {
		return
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil), Error: func(error) {}}
	pkg, _ := conf.Check("main", fset, []*ast.File{f}, info)
	for _, obj := range info.Defs {
		if tn, ok := obj.(*types.TypeName); ok && tn.Type() != nil {
			if _, isTP := tn.Type().(*types.TypeParam); isTP {
				continue // operands of type parameter type get no kind (types2 operandString)
			}
			fmt.Printf("%s\t%s\n", tn.Name(), kind(tn.Type()))
		}
	}
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		if seen[p] {
			return
		}
		seen[p] = true
		for _, name := range p.Scope().Names() {
			if tn, ok := p.Scope().Lookup(name).(*types.TypeName); ok {
				fmt.Printf("%s.%s\t%s\n", p.Name(), name, kind(tn.Type()))
			}
		}
		for _, i := range p.Imports() {
			walk(i)
		}
	}
	if pkg != nil {
		for _, i := range pkg.Imports() {
			walk(i)
		}
	}
	fmt.Println("error\tinterface")
	fmt.Println("any\tinterface")
	fmt.Println("comparable\tinterface")
}
GO
(cd "$work/kinds" && "$GO" mod init kinds >/dev/null 2>&1 && "$GO" build -o "$work/kinds-bin" .)

files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=("$data"/*.go); fi

for f in "${files[@]}"; do
  name=$(basename "$f")
  dir="$work/run"
  rm -rf "$dir" && mkdir -p "$dir"
  # The program without its old Error block.
  python3 - "$f" "$dir/$name" <<'PY'
import sys
src = open(sys.argv[1]).read()
i = src.find('\n// Error:')
if i >= 0:
    src = src[: i + 1]
open(sys.argv[2], 'w').write(src)
PY
  (cd "$dir" && "$GO" mod init example.com/t >/dev/null 2>&1 || true)
  (cd "$dir" && "$GO" build -o /dev/null "./$name" >"$work/out.txt" 2>&1 || true)
  "$work/kinds-bin" "$dir/$name" >"$work/kinds.txt" 2>/dev/null || true
  python3 - "$f" "$dir/$name" "$work/out.txt" "$work/kinds.txt" <<'PY'
import re, sys
out = open(sys.argv[3]).read()
kinds = {}
for line in open(sys.argv[4]).read().splitlines():
    if '\t' in line:
        n, k = line.split('\t', 1)
        if k:
            kinds[n] = k
names = sorted(kinds, key=len, reverse=True)
modes = r'(?:variable|value|constant(?: [^()]*?)?|map index expression|comma, ok expression)'
def rewrite(msg):
    # "(<mode> of type T)" -> "(<mode> of <kind> type T)" for defined/alias types (Go 1.24+).
    def fix(m):
        rest = msg[m.end():]
        for n in names:
            if rest.startswith(n):
                tail = rest[len(n):]
                if tail.startswith('['):
                    depth = 0
                    for j, ch in enumerate(tail):
                        depth += ch == '['
                        depth -= ch == ']'
                        if depth == 0:
                            tail = tail[j + 1:]
                            break
                if tail.startswith(')') or tail.startswith(' constrained by'):
                    return m.group(1) + ' of ' + kinds[n] + ' type '
        return m.group(0)
    return re.sub(r'(\(' + modes + r') of type ', fix, msg)
# Positions inside messages (e.g. "cannot infer T (/tmp/.../x.go:3:11)") name the scratch directory;
# the checker prints them relative to the package directory.
out = out.replace(sys.argv[2].rsplit('/', 1)[0] + '/', './')
lines = [l for l in out.splitlines() if not l.startswith('# ')]
lines = [rewrite(l) for l in lines]
src = open(sys.argv[2]).read().rstrip('\n') + '\n'
if lines:
    src += '\n// Error:\n' + ''.join('// ' + l + '\n' for l in lines)
open(sys.argv[1], 'w').write(src)
PY
  echo "regenerated $name"
done
