package main

import "fmt"

type T struct{ x int }

func (t T) Get() int  { return t.x }
func (t *T) Get() int { return t.x }

func (t T) x() int { return 1 }

func (int) Bad() {}

func (t *T) Set(v int) { t.x = v }

func main() {
	T{}.Set(1)
	m := map[string]T{}
	m["a"].Set(2)
	m["a"].x = 3
	fmt.Println(m)
}

// Error:
// # command-line-arguments
// ./types_err_method_decl_conflicts.go:7:32: cannot use t.x (value of type func() int) as int value in return statement
// ./types_err_method_decl_conflicts.go:8:13: method T.Get already declared at ./types_err_method_decl_conflicts.go:7:12
// ./types_err_method_decl_conflicts.go:8:32: cannot use t.x (value of type func() int) as int value in return statement
// ./types_err_method_decl_conflicts.go:10:12: field and method with the same name x
// 	./types_err_method_decl_conflicts.go:5:16: other declaration of x
// ./types_err_method_decl_conflicts.go:12:7: cannot define new methods on non-local type int
// ./types_err_method_decl_conflicts.go:14:26: cannot assign to t.x (neither addressable nor a map index expression)
// ./types_err_method_decl_conflicts.go:17:6: cannot call pointer method Set on T
// ./types_err_method_decl_conflicts.go:19:9: cannot call pointer method Set on T
// ./types_err_method_decl_conflicts.go:20:2: cannot assign to struct field m["a"].x in map
