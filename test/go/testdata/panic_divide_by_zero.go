package main

import "fmt"

func avg(xs []int) int {
	sum := 0
	for _, x := range xs {
		sum += x
	}
	return sum / len(xs)
}

func main() {
	fmt.Println(avg([]int{1, 2, 3}))
	fmt.Println(avg(nil))
}

// Output:
// 2
// Stderr:
// panic: runtime error: integer divide by zero
//
// goroutine 1 [running]:
// Exit: 2
