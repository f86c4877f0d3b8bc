package main

func producer(out chan<- int) {
	v := <-out
	_ = v
	for x := range out {
		_ = x
	}
	close(out)
}

func consumer(in <-chan int) {
	in <- 1
	close(in)
}

func main() {
	ch := make(chan int)
	producer(ch)
	consumer(ch)
	var ro <-chan int = ch
	var rw chan int = ro
	_ = rw
	x := 5
	x <- 1
	<-x
}

// Error:
// # command-line-arguments
// ./err_channel_direction_misuse.go:4:9: invalid operation: cannot receive from send-only channel out (variable of type chan<- int)
// ./err_channel_direction_misuse.go:6:17: cannot range over out (variable of type chan<- int): receive from send-only channel
// ./err_channel_direction_misuse.go:13:2: invalid operation: cannot send to receive-only channel in (variable of type <-chan int)
// ./err_channel_direction_misuse.go:14:8: invalid operation: cannot close receive-only channel in (variable of type <-chan int)
// ./err_channel_direction_misuse.go:22:20: cannot use ro (variable of type <-chan int) as chan int value in variable declaration
// ./err_channel_direction_misuse.go:25:2: invalid operation: cannot send to non-channel x (variable of type int)
// ./err_channel_direction_misuse.go:26:4: invalid operation: cannot receive from non-channel x (variable of type int)
