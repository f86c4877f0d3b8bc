package main

import "fmt"

func classify(n int) string {
	switch {
	case n < 0:
		return "negative"
	case n == 0:
		return "zero"
	case n < 0:
		return "dup"
	}
	switch n {
	case 1, 2:
		fallthrough
	case 2:
		return "small"
	case 3:
		break
	default:
		fallthrough
	}
	if n > 10 {
		continue
	}
	return "other"
}

func main() {
	fmt.Println(classify(1))
	goto end
	x := 1
end:
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./err_switch_loop_control.go:17:7: duplicate case 2 (constant of type int) in expression switch
// 	./err_switch_loop_control.go:15:10: previous case
// ./err_switch_loop_control.go:22:3: cannot fallthrough final case in switch
// ./err_switch_loop_control.go:25:3: continue is not in a loop
// ./err_switch_loop_control.go:32:7: goto end jumps over declaration of x at ./err_switch_loop_control.go:33:4
