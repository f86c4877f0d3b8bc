package main

import (
	"fmt"
	"sync"
)

func work() int { return 1 }

func main() {
	var mu sync.Mutex
	mu.Lock()
	defer mu.Unlock
	s := []int{1}
	defer len(s)
	defer int(3)
	go work()
	go func() {
		fmt.Println("x")
	}
	defer recover()
	go fmt.Sprint("x")
	defer append(s, 1)
}

// Error:
// # command-line-arguments
// ./err_defer_go_call_shapes.go:13:8: expression in defer must be function call
// ./err_defer_go_call_shapes.go:15:8: defer discards result of len(s) (value of type int)
// ./err_defer_go_call_shapes.go:16:8: defer requires function call, not conversion int(3) (constant 3 of type int)
// ./err_defer_go_call_shapes.go:18:5: expression in go must be function call
// ./err_defer_go_call_shapes.go:23:8: defer discards result of append(s, 1) (value of type []int)
