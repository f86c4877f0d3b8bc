package main

import "fmt"

type MyInt int

type A interface{ int | int }
type B interface{ ~int | MyInt }
type C interface{ fmt.Stringer | int }
type D interface{ comparable | int }
type E interface{ ~fmt.Stringer }
type F interface{ ~MyInt }
type G interface{ int | ~string | ~int }

type Cmp interface{ comparable }
type H interface{ Cmp | string }

func f[T any, U T | int]() {}
func g[T any, U ~T]() {}

func main() {
	fmt.Println("x")
}

// Error:
// # command-line-arguments
// ./types_err_union_terms.go:7:25: overlapping terms int and int
// ./types_err_union_terms.go:8:26: overlapping terms main.MyInt and ~int
// ./types_err_union_terms.go:9:19: cannot use fmt.Stringer in union (fmt.Stringer contains methods)
// ./types_err_union_terms.go:10:19: cannot use comparable in union
// ./types_err_union_terms.go:11:19: invalid use of ~ (fmt.Stringer is an interface)
// ./types_err_union_terms.go:12:19: invalid use of ~ (underlying type of MyInt is int)
// ./types_err_union_terms.go:13:35: overlapping terms ~int and int
// ./types_err_union_terms.go:16:19: cannot use main.Cmp in union (main.Cmp embeds comparable)
// ./types_err_union_terms.go:18:17: term cannot be a type parameter
// ./types_err_union_terms.go:19:18: type in term ~T cannot be a type parameter
// ./types_err_union_terms.go:16:19: too many errors
