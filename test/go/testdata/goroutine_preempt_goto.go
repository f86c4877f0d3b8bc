package main

// Loops written with goto: two goroutines spin on a label while main sleeps, then sums with a
// goto loop in a helper. gc preempts the spinners, so main prints and returns.

import (
	"fmt"
	"time"
)

func spin() {
	n := 0
loop:
	n++
	goto loop
}

func count(n int) int {
	s, i := 0, 0
next:
	if i < n {
		s += i
		i++
		goto next
	}
	return s
}

func main() {
	go spin()
	go func() {
		x := 0
	again:
		x++
		goto again
	}()
	time.Sleep(10 * time.Millisecond)
	fmt.Println(count(1000000))
}

// Output:
// 499999500000
