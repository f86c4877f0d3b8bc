package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	var err error
	if f, err := os.Open("x"); err != nil {
		fmt.Println("open failed")
	}
	for i := 0; i < 3; i++ {
		msg := fmt.Sprint(i)
	}
	x, y := 1, 2
	x, y := 3, 4
	fmt.Println(err, x)
}

// Error:
// # command-line-arguments
// ./err_shadowed_err_loop_var_redeclare.go:6:2: "strings" imported and not used
// ./err_shadowed_err_loop_var_redeclare.go:11:5: declared and not used: f
// ./err_shadowed_err_loop_var_redeclare.go:15:3: declared and not used: msg
// ./err_shadowed_err_loop_var_redeclare.go:17:5: declared and not used: y
// ./err_shadowed_err_loop_var_redeclare.go:18:7: no new variables on left side of :=
