package main

import (
	"fmt"
	"os"
)

func run() error {
	return fmt.Errorf("unable to start manager: %s", "port in use")
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}

// Output:
// Stderr:
// error: unable to start manager: port in use
// Exit: 1
