// err shadowed by := in an if and a loop, then never used there: declared and not used.
package main

import (
	"fmt"
	"os"
	"strconv"
)

func run() error {
	var err error
	if len(os.Args) > 1 {
		n, err := strconv.Atoi(os.Args[1])
		fmt.Println(n)
	}
	for _, a := range os.Args {
		v, err := strconv.Atoi(a)
		if v > 0 {
			continue
		}
	}
	return err
}

func main() {
	err := run()
	if err := run(); err != nil {
		fmt.Println("again")
	}
}

// Error:
// # command-line-arguments
// ./err_shadowed_err_unused.go:13:6: declared and not used: err
// ./err_shadowed_err_unused.go:17:6: declared and not used: err
// ./err_shadowed_err_unused.go:26:2: declared and not used: err
