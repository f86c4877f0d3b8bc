package main

import "fmt"

func producer(out chan<- int) {
	for v := range out {
		fmt.Println(v)
	}
	close(out)
}

func consumer(in <-chan int) {
	in <- 1
	close(in)
	var bi chan int = in
	_ = bi
}

func main() {
	ch := make(chan int)
	var ro <-chan int = ch
	producer(ro)
	x, ok, z := <-ch
	var s string = <-ch
	fmt.Println(x, ok, z, s)
	for a, b := range ch {
		fmt.Println(a, b)
	}
}

// Error:
// # command-line-arguments
// ./err_channel_direction_shapes.go:6:17: cannot range over out (variable of type chan<- int): receive from send-only channel
// ./err_channel_direction_shapes.go:13:2: invalid operation: cannot send to receive-only channel in (variable of type <-chan int)
// ./err_channel_direction_shapes.go:14:8: invalid operation: cannot close receive-only channel in (variable of type <-chan int)
// ./err_channel_direction_shapes.go:15:20: cannot use in (variable of type <-chan int) as chan int value in variable declaration
// ./err_channel_direction_shapes.go:22:11: cannot use ro (variable of type <-chan int) as chan<- int value in argument to producer
// ./err_channel_direction_shapes.go:23:14: assignment mismatch: 3 variables but 1 value
// ./err_channel_direction_shapes.go:24:17: cannot use <-ch (comma, ok expression of type int) as string value in variable declaration
// ./err_channel_direction_shapes.go:26:9: range over ch (variable of type chan int) permits only one iteration variable
