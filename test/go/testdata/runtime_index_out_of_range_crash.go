package main

import "fmt"

func lastN(xs []int, n int) []int {
	return xs[len(xs)-n:]
}

func main() {
	data := []int{10, 20, 30}
	fmt.Println(lastN(data, 2))
	for i := 0; i <= len(data)+2; i++ {
		fmt.Println(i, data[i])
	}
}

// Output:
// [20 30]
// 0 10
// 1 20
// 2 30
// Stderr:
// panic: runtime error: index out of range [3] with length 3
//
// goroutine 1 [running]:
// Exit: 2
