package main

func main() {
	ch := make(chan int)
	if ch <- 1 {
	}
}

// Error:
// 5:8: syntax error: cannot use ch <- 1 as value
