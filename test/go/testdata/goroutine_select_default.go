package main

import "fmt"

func main() {
	ch := make(chan int, 1)
	select {
	case v := <-ch:
		fmt.Println("received", v)
	default:
		fmt.Println("nothing ready")
	}
	ch <- 1
	select {
	case ch <- 2:
		fmt.Println("sent")
	default:
		fmt.Println("buffer full")
	}
	select {
	case v, ok := <-ch:
		fmt.Println("received", v, ok)
	default:
		fmt.Println("nothing")
	}
	var nilCh chan int
	select {
	case nilCh <- 1:
		fmt.Println("impossible")
	default:
		fmt.Println("nil channel never ready")
	}
}

// Output:
// nothing ready
// buffer full
// received 1 true
// nil channel never ready
