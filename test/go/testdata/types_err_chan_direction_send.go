package main

func producer(out <-chan int) {
	out <- 1
}

func main() {}

// Error:
// # command-line-arguments
// ./types_err_chan_direction_send.go:4:2: invalid operation: cannot send to receive-only channel out (variable of type <-chan int)
