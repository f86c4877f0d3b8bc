package main

func main() {
	ch := make(chan int)
	select {
	case v := <-ch:
	default:
	}
}

// Error:
// ./select_case_unused.go:6:7: declared and not used: v
