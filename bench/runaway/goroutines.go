// A million goroutines that each wait forever.
package main

func main() {
	block := make(chan int)
	for i := 0; i < 1000000; i++ {
		go func() { <-block }()
	}
	<-block
}
