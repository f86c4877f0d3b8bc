package main

func main() {
	ch := make(chan int)
	for a, b := range ch {
		_, _ = a, b
	}
}

// Error:
// ./range_too_many_vars.go:5:9: range over ch (variable of type chan int) permits only one iteration variable
