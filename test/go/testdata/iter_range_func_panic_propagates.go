package main

import "fmt"

func Seq(yield func(int) bool) {
	defer fmt.Println("iterator cleanup")
	for i := 0; i < 3; i++ {
		if !yield(i) {
			return
		}
	}
}

func main() {
	defer fmt.Println("main deferred")
	for v := range Seq {
		defer fmt.Println("loop defer", v)
		if v == 1 {
			panic(fmt.Sprint("boom at ", v))
		}
	}
}

// Output:
// iterator cleanup
// loop defer 1
// loop defer 0
// main deferred
// Stderr:
// panic: boom at 1
//
// goroutine 1 [running]:
// Exit: 2
