package main

import "fmt"

func main() {
	arr := [3]int{1, 2, 3}
	idx := 2
	for {
		fmt.Println(arr[idx])
		idx++
	}
}

// Output:
// 3
// Stderr:
// panic: runtime error: index out of range [3] with length 3
//
// goroutine 1 [running]:
// Exit: 2
