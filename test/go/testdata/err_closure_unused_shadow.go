package main

import (
	"errors"
	"fmt"
)

func run() error { return errors.New("x") }

func main() {
	err := run()
	func() {
		err := run()
		unused := 1
	}()
	if err := run(); err != nil {
		v := 2
	}
	fmt.Println(err)
}

// Error:
// # command-line-arguments
// ./err_closure_unused_shadow.go:13:3: declared and not used: err
// ./err_closure_unused_shadow.go:14:3: declared and not used: unused
// ./err_closure_unused_shadow.go:17:3: declared and not used: v
