package main

import "strings"

func main() {
	_ = strings.Builder{nil}
}

// Error:
// ./implicit_unexported_field.go:6:22: implicit assignment to unexported field addr in struct literal of type strings.Builder
// ./implicit_unexported_field.go:6:25: too few values in struct literal of type strings.Builder
