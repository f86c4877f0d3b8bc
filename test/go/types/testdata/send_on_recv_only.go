package main

func main() {
	var ch <-chan int
	ch <- 1
}

// Error:
// ./send_on_recv_only.go:5:2: invalid operation: cannot send to receive-only channel ch (variable of type <-chan int)
