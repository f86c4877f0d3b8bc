//go:build ignore

// golden-operand-kinds type-checks a Go program with the reference toolchain's own go/types and
// prints, for every named or alias type the program's expressions and objects use, one line
// "TYPE\tDESC" where DESC is the word Go 1.24+ puts before "type" in an operand description:
// compositeKind (go/types/operand.go: array, slice, struct, pointer, func, interface, map, chan)
// or, for a renamed basic type, the basic type's name; prefixed with "generic " for an
// uninstantiated generic type. scripts/regen-go-golden.ts uses it to rewrite go1.23's
// "(variable of type T)" into Go 1.24+'s "(variable of struct type T)" (GO.md §6.2).
//
// It also prints "CASE\tpkg.sel\tName" for every selector pkg.sel that names nothing in package pkg
// while an exported Name matches it ignoring case: Go 1.24+ reports those as
// "undefined: pkg.sel (but have Name)" (types2 call.go, lookupIgnoringCase), go1.23 without the hint.
//
// Usage (in the program's directory): go run golden-operand-kinds.go file.go [file.go ...]
package main

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"sort"
	"strings"
)

func desc(t types.Type) string {
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
	case *types.Tuple:
		return "tuple"
	case *types.Union:
		return "union"
	}
	return ""
}

func isGeneric(t types.Type) bool {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.TypeParams().Len() > 0 && n.TypeArgs().Len() == 0
	}
	return false
}

func main() {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range os.Args[1:] {
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			os.Exit(0) // syntax errors stop gc before any operand is described
		}
		files = append(files, f)
	}
	info := &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{},
		Defs:  map[*ast.Ident]types.Object{},
		Uses:  map[*ast.Ident]types.Object{},
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil), Error: func(error) {}}
	pkg, _ := conf.Check("main", fset, files, info)
	qualifier := func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	}
	seen := map[string]string{}
	add := func(t types.Type) {
		if t == nil {
			return
		}
		if _, isParam := types.Unalias(t).(*types.TypeParam); isParam {
			return
		}
		switch t.(type) {
		case *types.Named, *types.Alias:
			d := desc(t)
			if isGeneric(t) {
				d = "generic " + d
			}
			seen[types.TypeString(t, qualifier)] = d
		}
	}
	for _, tv := range info.Types {
		add(tv.Type)
	}
	for _, o := range info.Defs {
		if o != nil {
			add(o.Type())
		}
	}
	for _, o := range info.Uses {
		if o != nil {
			add(o.Type())
		}
	}
	for _, name := range []string{"error", "any", "comparable"} {
		add(types.Universe.Lookup(name).Type())
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			id, ok := sel.X.(*ast.Ident)
			if !ok {
				return true
			}
			pn, ok := info.Uses[id].(*types.PkgName)
			// An unexported name is in the source importer's scope but not in gc's export data
			// (where types2 looks), so go1.23 reported it as undefined and current Go adds the hint.
			if !ok || token.IsExported(sel.Sel.Name) && pn.Imported().Scope().Lookup(sel.Sel.Name) != nil {
				return true
			}
			scope := pn.Imported().Scope()
			for _, name := range scope.Names() { // sorted
				if token.IsExported(name) && strings.EqualFold(name, sel.Sel.Name) {
					fmt.Printf("CASE\t%s.%s\t%s\n", id.Name, sel.Sel.Name, name)
					break
				}
			}
			return true
		})
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%s\t%s\n", k, seen[k])
	}
}
