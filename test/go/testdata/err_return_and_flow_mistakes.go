package main

import "fmt"

func sign(x int) int {
	if x > 0 {
		return 1
	} else if x < 0 {
		return -1
	}
}

func kind(x any) string {
	switch x.(type) {
	case int:
		return "int"
	default:
		return "other"
	}
}

func loop() int {
	for {
	}
}

func loopBreak() int {
	for {
		break
	}
}

func noResult() {
	return 1
}

func two() (int, string) {
	return 1
}

func main() {
	fmt.Println(sign(1), kind(1), loop(), loopBreak(), two())
	defer recover
	go fmt.Println
}

// Error:
// # command-line-arguments
// ./err_return_and_flow_mistakes.go:11:1: missing return
// ./err_return_and_flow_mistakes.go:31:1: missing return
// ./err_return_and_flow_mistakes.go:34:9: too many return values
// 	have (number)
// 	want ()
// ./err_return_and_flow_mistakes.go:38:9: not enough return values
// 	have (number)
// 	want (int, string)
// ./err_return_and_flow_mistakes.go:42:53: multiple-value two() (value of type (int, string)) in single-value context
// ./err_return_and_flow_mistakes.go:43:8: expression in defer must be function call
// ./err_return_and_flow_mistakes.go:44:5: expression in go must be function call
