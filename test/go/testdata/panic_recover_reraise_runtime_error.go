package main

import (
	"fmt"
	"runtime"
)

func risky(i int) (err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if re, ok := r.(runtime.Error); ok {
			err = fmt.Errorf("runtime error caught: %v", re)
			return
		}
		panic(r)
	}()
	xs := []int{1, 2, 3}
	if i == 99 {
		panic("not a runtime error")
	}
	return fmt.Errorf("value %d", xs[i])
}

func main() {
	fmt.Println(risky(1))
	fmt.Println(risky(7))
	fmt.Println(risky(99))
}

// Output:
// value 2
// runtime error caught: runtime error: index out of range [7] with length 3
// Stderr:
// panic: not a runtime error [recovered]
// 	panic: not a runtime error
//
// goroutine 1 [running]:
// Exit: 2
