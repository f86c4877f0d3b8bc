package main

import "fmt"

func init() {
	fmt.Println("init")
}

func main() {
	init()
	f := init
	defer init()
	go init()
	_ = f
}

// Error:
// # command-line-arguments
// ./err_init_call_and_ref.go:10:2: undefined: init
// ./err_init_call_and_ref.go:11:7: undefined: init
// ./err_init_call_and_ref.go:12:8: undefined: init
// ./err_init_call_and_ref.go:13:5: undefined: init
