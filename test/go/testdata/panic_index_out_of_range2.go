package main

import "fmt"

func get(xs []int, i int) int { return xs[i] }

func main() {
	xs := []int{1, 2, 3}
	fmt.Println(get(xs, 2))
	fmt.Println(get(xs, 5))
}

// Output:
// 3
// Stderr:
// panic: runtime error: index out of range [5] with length 3
//
// goroutine 1 [running]:
// Exit: 2
