package main

import "fmt"

func main() {
	goto end
	x := 1
	fmt.Println(x)
end:
	fmt.Println("end")
unused:
	for {
		break
	}
	for i := 0; i < 2; i++ {
		continue missing
	}
}

func other() {
	var init = 3
	fmt.Println(init)
	init()
}

// Error:
// # command-line-arguments
// ./err_goto_labels_init.go:6:7: goto end jumps over declaration of x at ./err_goto_labels_init.go:7:4
// ./err_goto_labels_init.go:11:1: label unused defined and not used
// ./err_goto_labels_init.go:16:12: continue label not defined: missing
// ./err_goto_labels_init.go:23:2: invalid operation: cannot call non-function init (variable of type int)
