package main

import (
	"errors"
	"fmt"
)

func load(name string) (cfg string, err error) {
	if name == "" {
		err := errors.New("empty name")
		fmt.Println(err)
		return
	}
	return name, nil
}

func main() {
	fmt.Println(load("x"))
}

// Error:
// # command-line-arguments
// ./err_result_param_shadow_return.go:12:3: result parameter err not in scope at return
// 	./err_result_param_shadow_return.go:10:3: inner declaration of var err error
