package main

import "fmt"

func main() {
	ping, pong := make(chan int), make(chan int)
	done := make(chan struct{})
	go func() {
		for v := range ping {
			fmt.Println("ping", v)
			pong <- v + 1
		}
		close(done)
	}()
	v := 0
	for i := 0; i < 3; i++ {
		ping <- v
		v = <-pong
		fmt.Println("pong", v)
	}
	close(ping)
	<-done
	results := make(chan string, 3)
	for _, name := range []string{"a", "b", "c"} {
		go func() { results <- name }()
	}
	got := map[string]bool{}
	for range 3 {
		got[<-results] = true
	}
	fmt.Println(len(got), got["a"] && got["b"] && got["c"])
	var ch chan int
	select {
	case ch <- 1:
	default:
		fmt.Println("send to nil chan blocks; default taken")
	}
	buf := make(chan int, 2)
	buf <- 1
	buf <- 2
	fmt.Println(len(buf), cap(buf))
	close(buf)
	for x := range buf {
		fmt.Print(x, " ")
	}
	x, ok := <-buf
	fmt.Println(x, ok)
	defer func() { fmt.Println("recovered:", recover()) }()
	buf <- 3
}

// Output:
// ping 0
// pong 1
// ping 1
// pong 2
// ping 2
// pong 3
// 3 true
// send to nil chan blocks; default taken
// 2 2
// 1 2 0 false
// recovered: send on closed channel
