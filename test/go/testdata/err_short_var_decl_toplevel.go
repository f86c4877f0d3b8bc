package main

import "fmt"

var scheme = "https"

client := newClient()

func newClient() string { return scheme }

func main() {
	fmt.Println(client)
}

// Error:
// # command-line-arguments
// ./err_short_var_decl_toplevel.go:7:1: syntax error: non-declaration statement outside function body
