package main

import (
	"fmt"
	"os"
)

func cleanup(name string) { fmt.Println("cleanup", name) }

func run() int {
	defer cleanup("run")
	if len(os.Args) > 5 {
		return 0
	}
	fmt.Fprintln(os.Stderr, "error: missing required flag --config")
	return 3
}

func main() {
	defer cleanup("main")
	code := run()
	fmt.Println("exiting with", code)
	os.Exit(code)
}

// Output:
// cleanup run
// exiting with 3
// Stderr:
// error: missing required flag --config
// Exit: 3
