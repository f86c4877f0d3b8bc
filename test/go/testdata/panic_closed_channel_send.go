package main

import "fmt"

func safeSend(ch chan int, v int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("send failed: %v", r)
		}
	}()
	ch <- v
	return nil
}

func main() {
	ch := make(chan int, 1)
	fmt.Println(safeSend(ch, 1))
	close(ch)
	fmt.Println(safeSend(ch, 2))
	v, ok := <-ch
	fmt.Println(v, ok)
	v, ok = <-ch
	fmt.Println(v, ok)
	func() {
		defer func() { fmt.Println("close twice:", recover()) }()
		close(ch)
	}()
	var nilch chan string
	func() {
		defer func() {
			r := recover()
			err, isErr := r.(error)
			fmt.Println("close nil:", r, isErr, err)
		}()
		close(nilch)
	}()
	ch2 := make(chan struct{})
	close(ch2)
	ch2 <- struct{}{}
}

// Output:
// <nil>
// send failed: send on closed channel
// 1 true
// 0 false
// close twice: close of closed channel
// close nil: close of nil channel true close of nil channel
// Stderr:
// panic: send on closed channel
//
// goroutine 1 [running]:
// Exit: 2
