package main

func main() {
	var ch <-chan int = make(chan int)
	ch <- 1
	close(ch)
}

// Error:
// # command-line-arguments
// ./types_err_send_on_recv_only_var.go:5:2: invalid operation: cannot send to receive-only channel ch (variable of type <-chan int)
// ./types_err_send_on_recv_only_var.go:6:8: invalid operation: cannot close receive-only channel ch (variable of type <-chan int)
