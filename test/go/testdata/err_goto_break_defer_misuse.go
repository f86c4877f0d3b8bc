package main

import "fmt"

func main() {
	defer fmt.Println
	go func() {}
	defer recover()
	if true {
		break
	}
	continue
	goto done
	v := 3
done:
	fmt.Println(v)
outer:
	for {
		switch {
		case true:
			break outer
		}
	}
	for {
		continue missing
	}
unused:
	fallthrough
}

// Error:
// # command-line-arguments
// ./err_goto_break_defer_misuse.go:6:8: expression in defer must be function call
// ./err_goto_break_defer_misuse.go:7:5: expression in go must be function call
// ./err_goto_break_defer_misuse.go:10:3: break is not in a loop, switch, or select
// ./err_goto_break_defer_misuse.go:12:2: continue is not in a loop
// ./err_goto_break_defer_misuse.go:13:7: goto done jumps over declaration of v at ./err_goto_break_defer_misuse.go:14:4
// ./err_goto_break_defer_misuse.go:25:12: continue label not defined: missing
// ./err_goto_break_defer_misuse.go:27:1: label unused defined and not used
// ./err_goto_break_defer_misuse.go:28:2: fallthrough statement out of place
