package main

import "fmt"

type T struct{ a int }

func main() {
	var t T
	t.a := 5
	fmt.Println(t)
}

// Error:
// # command-line-arguments
// ./types_err_nonname.go:9:2: non-name t.a on left side of :=
