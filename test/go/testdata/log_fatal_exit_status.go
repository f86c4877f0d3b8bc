package main

import (
	"errors"
	"fmt"
	"log"
)

func setup() error {
	return fmt.Errorf("unable to create controller %q: %w", "memcached", errors.New("no kind is registered"))
}

func main() {
	log.SetFlags(log.Lshortfile)
	defer fmt.Println("deferred not run by log.Fatal")
	fmt.Println("begin")
	if err := setup(); err != nil {
		log.Fatalf("problem running manager: %v", err)
	}
}

// Output:
// begin
// Stderr:
// log_fatal_exit_status.go:18: problem running manager: unable to create controller "memcached": no kind is registered
// Exit: 1
