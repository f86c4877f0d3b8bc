package main

import "fmt"

func main() {
	x := 2
	defer fmt.Println
	defer recover
	go len("x")
	switch x {
	case 1:
		fallthrough
	case 2:
		if x > 0 {
			fallthrough
		}
	case 3:
		fmt.Println(3)
		fallthrough
	}
	break
	continue
	_ = iota
	y := _
	var s []int
	fmt.Println(s...)
	fmt.Println(x, y)
}

// Error:
// # command-line-arguments
// ./err_defer_go_fallthrough_misuse.go:7:8: expression in defer must be function call
// ./err_defer_go_fallthrough_misuse.go:8:8: expression in defer must be function call
// ./err_defer_go_fallthrough_misuse.go:9:5: go discards result of len("x") (constant 1 of type int)
// ./err_defer_go_fallthrough_misuse.go:15:4: fallthrough statement out of place
// ./err_defer_go_fallthrough_misuse.go:19:3: cannot fallthrough final case in switch
// ./err_defer_go_fallthrough_misuse.go:21:2: break is not in a loop, switch, or select
// ./err_defer_go_fallthrough_misuse.go:22:2: continue is not in a loop
// ./err_defer_go_fallthrough_misuse.go:23:6: cannot use iota outside constant declaration
// ./err_defer_go_fallthrough_misuse.go:24:7: cannot use _ as value or type
// ./err_defer_go_fallthrough_misuse.go:26:14: cannot use s (variable of type []int) as []any value in argument to fmt.Println
// ./err_defer_go_fallthrough_misuse.go:26:14: too many errors
