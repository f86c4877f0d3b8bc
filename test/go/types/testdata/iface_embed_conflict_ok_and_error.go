package main

import "fmt"

type Named interface {
	fmt.Stringer
	Name() string
}

type T struct{}

func (T) String() string { return "" }

func main() {
	var n Named = T{}
	_ = n
}

// Error:
// ./iface_embed_conflict_ok_and_error.go:15:16: cannot use T{} (value of struct type T) as Named value in variable declaration: T does not implement Named (missing method Name)
