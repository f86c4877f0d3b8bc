package main

import (
	"fmt"
	"os"
)

func main() {
	for _, name := range []string{"a", "b"} {
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		defer f.Close
		fmt.Println(f.Name())
	}
	go fmt.Println
}

// Error:
// # command-line-arguments
// ./err_op_defer_close_loop.go:14:9: expression in defer must be function call
// ./err_op_defer_close_loop.go:17:5: expression in go must be function call
