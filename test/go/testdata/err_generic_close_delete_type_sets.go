package main

type Keys interface{ map[string]int | map[rune]int }

func del[T Keys](m T) { delete(m, "x") }

type Recv interface{ chan int | <-chan int }

func shut[T Recv](ch T) { close(ch) }

func shutAny[T any](ch T) { close(ch) }

func main() {}

// Error:
// # command-line-arguments
// ./err_generic_close_delete_type_sets.go:5:32: invalid argument: maps of m (variable of type T constrained by Keys) must have identical key types
// ./err_generic_close_delete_type_sets.go:9:33: invalid operation: cannot close receive-only channel ch (variable of type T constrained by Recv)
// ./err_generic_close_delete_type_sets.go:11:35: invalid operation: cannot close non-channel ch (variable of type T constrained by any)
