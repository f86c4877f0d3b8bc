package main

import "fmt"

func main() {
L:
	fmt.Println("a")
	if true {
		break
	}
	for {
		continue M
	}
	goto N
}

// Error:
// # command-line-arguments
// ./err_break_label_misuse.go:6:1: label L defined and not used
// ./err_break_label_misuse.go:9:3: break is not in a loop, switch, or select
// ./err_break_label_misuse.go:12:12: continue label not defined: M
// ./err_break_label_misuse.go:14:7: label N not defined
