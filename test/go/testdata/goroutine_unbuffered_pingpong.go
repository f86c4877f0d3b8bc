package main

import "fmt"

func main() {
	ping := make(chan int)
	pong := make(chan int)
	go func() {
		for v := range ping {
			pong <- v + 1
		}
		close(pong)
	}()
	v := 0
	for i := 0; i < 5; i++ {
		ping <- v
		v = <-pong
		fmt.Println("round", i, "value", v)
	}
	close(ping)
	_, ok := <-pong
	fmt.Println("pong closed:", !ok)
}

// Output:
// round 0 value 1
// round 1 value 2
// round 2 value 3
// round 3 value 4
// round 4 value 5
// pong closed: true
