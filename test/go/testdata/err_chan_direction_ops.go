package main

import "fmt"

func producer(out <-chan int) {
	for i := 0; i < 3; i++ {
		out <- i
	}
	close(out)
}

func consumer(in chan<- int) {
	for v := range in {
		fmt.Println(v)
	}
	x := <-in
	_ = x
}

func main() {
	ch := make(chan int)
	go producer(ch)
	consumer(ch)
	var ro <-chan int = ch
	var so chan<- int = ro
	_ = so
	len := len(ch)
	fmt.Println(len(ch))
}

// Error:
// # command-line-arguments
// ./err_chan_direction_ops.go:7:3: invalid operation: cannot send to receive-only channel out (variable of type <-chan int)
// ./err_chan_direction_ops.go:9:8: invalid operation: cannot close receive-only channel out (variable of type <-chan int)
// ./err_chan_direction_ops.go:13:17: cannot range over in (variable of type chan<- int): receive from send-only channel
// ./err_chan_direction_ops.go:16:9: invalid operation: cannot receive from send-only channel in (variable of type chan<- int)
// ./err_chan_direction_ops.go:25:22: cannot use ro (variable of type <-chan int) as chan<- int value in variable declaration
// ./err_chan_direction_ops.go:28:14: invalid operation: cannot call non-function len (variable of type int)
