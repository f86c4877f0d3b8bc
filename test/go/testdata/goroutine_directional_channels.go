package main

import "fmt"

func producer(out chan<- int, n int) {
	for i := 0; i < n; i++ {
		out <- i
	}
	close(out)
}

func consumer(in <-chan int) int {
	sum := 0
	for v := range in {
		sum += v
	}
	return sum
}

func main() {
	ch := make(chan int, 4)
	go producer(ch, 10)
	fmt.Println(consumer(ch))
	var ro <-chan int = ch
	fmt.Printf("%T %T\n", ch, ro)
}

// Output:
// 45
// chan int <-chan int
