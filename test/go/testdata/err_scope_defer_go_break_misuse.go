package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) > 1 {
		x := 1
	} else {
		x := 2
	}
	fmt.Println(x)
	for i := 0; i < 3; i++ {
		defer i
	}
	go fmt.Println
	break
}

// Error:
// # command-line-arguments
// ./err_scope_defer_go_break_misuse.go:10:3: declared and not used: x
// ./err_scope_defer_go_break_misuse.go:12:3: declared and not used: x
// ./err_scope_defer_go_break_misuse.go:14:14: undefined: x
// ./err_scope_defer_go_break_misuse.go:16:9: expression in defer must be function call
// ./err_scope_defer_go_break_misuse.go:18:5: expression in go must be function call
// ./err_scope_defer_go_break_misuse.go:19:2: break is not in a loop, switch, or select
