// Two goroutines hand a value back and forth forever.
package main

func main() {
	ping, pong := make(chan int), make(chan int)
	go func() {
		for v := range ping {
			pong <- v + 1
		}
	}()
	v := 0
	for {
		ping <- v
		v = <-pong
	}
}
