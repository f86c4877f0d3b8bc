package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	x := 5
	y, z := 1, 2
	fmt.Println(y)
	for i, v := range []int{1} {
		fmt.Println(v)
	}
}

// Error:
// # command-line-arguments
// ./err_unused_var_import.go:5:2: "os" imported and not used
// ./err_unused_var_import.go:6:2: "strings" imported and not used
// ./err_unused_var_import.go:10:2: declared and not used: x
// ./err_unused_var_import.go:11:5: declared and not used: z
// ./err_unused_var_import.go:13:6: declared and not used: i
