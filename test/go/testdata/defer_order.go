package main

import "fmt"

func cleanup(name string) { fmt.Println("cleanup", name) }

func work() {
	defer cleanup("first")
	defer cleanup("second")
	fmt.Println("working")
	for i := 0; i < 3; i++ {
		defer fmt.Println("loop defer", i)
	}
}

func main() {
	work()
	fmt.Println("done")
}

// Output:
// working
// loop defer 2
// loop defer 1
// loop defer 0
// cleanup second
// cleanup first
// done
