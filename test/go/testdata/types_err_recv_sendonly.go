package main

import "fmt"

func main() {
	ch := make(chan<- int)
	v := <-ch
	fmt.Println(v)
}

// Error:
// # command-line-arguments
// ./types_err_recv_sendonly.go:7:9: invalid operation: cannot receive from send-only channel ch (variable of type chan<- int)
