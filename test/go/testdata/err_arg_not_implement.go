package main

import "fmt"

type GetOption interface {
	ApplyToGet(opts map[string]string)
}

func Get(key string, opts ...GetOption) error { return nil }

func main() {
	fmt.Println(Get("web", 5))
}

// Error:
// # command-line-arguments
// ./err_arg_not_implement.go:12:25: cannot use 5 (constant of type int) as GetOption value in argument to Get: int does not implement GetOption (missing method ApplyToGet)
