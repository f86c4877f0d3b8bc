package main

import (
	"fmt"
	. "math"
	"os"
	_ "sort"
	str "strings"
)

func compute() (result int) {
	x, y := 1, 2
	result = x
	return
}

func main() {
	var unused int
	a := 1
	a = 2
	for i, v := range []int{1} {
	}
	func() {
		z := 3
	}()
}

// Error:
// # command-line-arguments
// ./err_unused_imports_vars_in_closures.go:4:2: "fmt" imported and not used
// ./err_unused_imports_vars_in_closures.go:5:2: "math" imported and not used
// ./err_unused_imports_vars_in_closures.go:6:2: "os" imported and not used
// ./err_unused_imports_vars_in_closures.go:8:2: "strings" imported as str and not used
// ./err_unused_imports_vars_in_closures.go:12:5: declared and not used: y
// ./err_unused_imports_vars_in_closures.go:18:6: declared and not used: unused
// ./err_unused_imports_vars_in_closures.go:19:2: declared and not used: a
// ./err_unused_imports_vars_in_closures.go:21:6: declared and not used: i
// ./err_unused_imports_vars_in_closures.go:21:9: declared and not used: v
// ./err_unused_imports_vars_in_closures.go:24:3: declared and not used: z
// ./err_unused_imports_vars_in_closures.go:8:2: too many errors
