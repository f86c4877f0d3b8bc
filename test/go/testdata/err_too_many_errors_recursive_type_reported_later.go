package main

import "fmt"

// A type that contains itself is found by validType, which types2 queues first thing in the type's
// declaration (check.later) and runs after the package's declarations: its error is reported after
// the variables', constants' and functions' errors. Here it is the 10th, where gc stops, and the
// interface that embeds itself (also found by validType) is never reported.

var total int = "total"

type Item struct{ price undefinedMoney }

var count int = "count"

type Pair = Tuple
type Tuple = Pair

type Node struct{ next Node }

func load() undefinedResult { return nil }

type Store interface {
	Get() undefinedValue
}

const limit int = "limit"

type Grid [undefinedSize]int

type Box[T any] struct{ v T }

type Crate Box

type Loop interface{ Loop }

func main() {
	fmt.Println(total, count)
}

// Error:
// # command-line-arguments
// ./err_too_many_errors_recursive_type_reported_later.go:10:17: cannot use "total" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_recursive_type_reported_later.go:12:25: undefined: undefinedMoney
// ./err_too_many_errors_recursive_type_reported_later.go:14:17: cannot use "count" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_recursive_type_reported_later.go:16:6: invalid recursive type Pair
// 	./err_too_many_errors_recursive_type_reported_later.go:16:6: Pair refers to
// 	./err_too_many_errors_recursive_type_reported_later.go:17:6: Tuple refers to
// 	./err_too_many_errors_recursive_type_reported_later.go:16:6: Pair
// ./err_too_many_errors_recursive_type_reported_later.go:19:6: invalid recursive type: Node refers to itself
// ./err_too_many_errors_recursive_type_reported_later.go:21:13: undefined: undefinedResult
// ./err_too_many_errors_recursive_type_reported_later.go:24:8: undefined: undefinedValue
// ./err_too_many_errors_recursive_type_reported_later.go:27:19: cannot use "limit" (untyped string constant) as int value in constant declaration
// ./err_too_many_errors_recursive_type_reported_later.go:29:12: undefined array length undefinedSize or missing type constraint
// ./err_too_many_errors_recursive_type_reported_later.go:33:12: cannot use generic type Box[T any] without instantiation
// ./err_too_many_errors_recursive_type_reported_later.go:19:6: too many errors
