package main

import "os"

func main() {
	os.Exit("failure")
}

// Error:
// # command-line-arguments
// ./types_err_os_exit_string.go:6:10: cannot use "failure" (untyped string constant) as int value in argument to os.Exit
