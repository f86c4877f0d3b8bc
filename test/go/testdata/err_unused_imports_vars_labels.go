package main

import (
	"errors"
	"fmt"
	"os"
	str "strings"
	_ "sort"
)

func main() {
	count := 0
	var unused int
	name, err := "x", error(nil)
	fmt.Println(name)
L:
	for i := 0; i < 2; i++ {
		x := i
	}
	func() {
		inner := 1
	}()
}

// Error:
// # command-line-arguments
// ./err_unused_imports_vars_labels.go:4:2: "errors" imported and not used
// ./err_unused_imports_vars_labels.go:6:2: "os" imported and not used
// ./err_unused_imports_vars_labels.go:7:2: "strings" imported as str and not used
// ./err_unused_imports_vars_labels.go:12:2: declared and not used: count
// ./err_unused_imports_vars_labels.go:13:6: declared and not used: unused
// ./err_unused_imports_vars_labels.go:14:8: declared and not used: err
// ./err_unused_imports_vars_labels.go:16:1: label L defined and not used
// ./err_unused_imports_vars_labels.go:18:3: declared and not used: x
// ./err_unused_imports_vars_labels.go:21:3: declared and not used: inner
