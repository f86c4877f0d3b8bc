package main

import "fmt"

func main() {
	goto done
	x := 1
	fmt.Println(x)
done:
	for i := 0; i < 3; i++ {
		if i == 1 {
			continue outer
		}
	}
	break
	func() {
		goto done
	}()
unused:
	fmt.Println("end")
}

// Error:
// # command-line-arguments
// ./err_goto_labels_break_continue.go:6:7: goto done jumps over declaration of x at ./err_goto_labels_break_continue.go:7:4
// ./err_goto_labels_break_continue.go:12:13: continue label not defined: outer
// ./err_goto_labels_break_continue.go:15:2: break is not in a loop, switch, or select
// ./err_goto_labels_break_continue.go:17:8: label done not defined
// ./err_goto_labels_break_continue.go:19:1: label unused defined and not used
