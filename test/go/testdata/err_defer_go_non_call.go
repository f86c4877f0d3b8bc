package main

import "fmt"

func main() {
	f := func() int { return 1 }
	defer f
	go fmt.Println
	defer recover()
	var ch chan<- int
	v := <-ch
	fmt.Println(v)
}

// Error:
// # command-line-arguments
// ./err_defer_go_non_call.go:7:8: expression in defer must be function call
// ./err_defer_go_non_call.go:8:5: expression in go must be function call
// ./err_defer_go_non_call.go:11:9: invalid operation: cannot receive from send-only channel ch (variable of type chan<- int)
