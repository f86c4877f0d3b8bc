package main

import "fmt"

func main() {
	var fs []func()
	for i := 0; i < 3; i++ {
		fs = append(fs, func() { fmt.Println(i) })
	}
	for _, v := range []string{"a", "b"} {
		fs = append(fs, func() { fmt.Println(v) })
		v := v + "!"
	}
	for i, f := range fs {
		f()
	}
}

// Error:
// # command-line-arguments
// ./err_loopvar_closure_and_unused.go:12:3: declared and not used: v
// ./err_loopvar_closure_and_unused.go:14:6: declared and not used: i
