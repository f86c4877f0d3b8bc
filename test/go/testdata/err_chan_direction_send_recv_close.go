package main

import "fmt"

func producer(out chan<- int) {
	v := <-out
	out <- 1
	close(out)
	fmt.Println(v)
}

func consumer(in <-chan int) {
	in <- 2
	close(in)
	for v := range in {
		fmt.Println(v)
	}
}

func main() {
	ch := make(chan int)
	var ro <-chan int = ch
	var so chan<- int = ro
	producer(ro)
	consumer(ch)
	x := <-so
	for range so {
	}
	select {
	case ro <- 1:
	case v := <-so:
		fmt.Println(v)
	}
	fmt.Println(x, len(ro), cap(so))
}

// Error:
// # command-line-arguments
// ./err_chan_direction_send_recv_close.go:6:9: invalid operation: cannot receive from send-only channel out (variable of type chan<- int)
// ./err_chan_direction_send_recv_close.go:13:2: invalid operation: cannot send to receive-only channel in (variable of type <-chan int)
// ./err_chan_direction_send_recv_close.go:14:8: invalid operation: cannot close receive-only channel in (variable of type <-chan int)
// ./err_chan_direction_send_recv_close.go:23:22: cannot use ro (variable of type <-chan int) as chan<- int value in variable declaration
// ./err_chan_direction_send_recv_close.go:24:11: cannot use ro (variable of type <-chan int) as chan<- int value in argument to producer
// ./err_chan_direction_send_recv_close.go:26:9: invalid operation: cannot receive from send-only channel so (variable of type chan<- int)
// ./err_chan_direction_send_recv_close.go:27:12: cannot range over so (variable of type chan<- int): receive from send-only channel
// ./err_chan_direction_send_recv_close.go:30:7: invalid operation: cannot send to receive-only channel ro (variable of type <-chan int)
// ./err_chan_direction_send_recv_close.go:31:14: invalid operation: cannot receive from send-only channel so (variable of type chan<- int)
