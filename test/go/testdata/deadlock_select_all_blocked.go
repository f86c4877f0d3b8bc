package main

import "fmt"

func main() {
	a := make(chan int)
	b := make(chan string)
	go func() {
		v := <-a
		b <- fmt.Sprint(v)
	}()
	select {
	case s := <-b:
		fmt.Println(s)
	case a <- 1:
		fmt.Println("sent")
	}
	select {
	case s := <-b:
		fmt.Println("got", s)
	}
	select {
	case s := <-b:
		fmt.Println("again", s)
	case v := <-a:
		fmt.Println(v)
	}
}

// Output:
// sent
// got 1
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select]:
// Exit: 2
