package main

import (
	f "fmt"
	"os"
	str "strings"
)

func main() {
	goto end
	x := 1
	_ = x
end:
	var s float64 = 2
	_ = 1 << s
	_ = os.Args
	var i int
	i <<= -1
	f.Println(i)
}

// Error:
// # command-line-arguments
// ./err_goto_shift_imports.go:6:2: "strings" imported as str and not used
// ./err_goto_shift_imports.go:10:7: goto end jumps over declaration of x at ./err_goto_shift_imports.go:11:4
// ./err_goto_shift_imports.go:15:11: invalid operation: shift count s (variable of type float64) must be integer
// ./err_goto_shift_imports.go:18:8: invalid operation: negative shift count -1 (untyped int constant)
