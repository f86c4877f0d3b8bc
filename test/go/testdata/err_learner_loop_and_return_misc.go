package main

import "fmt"

type Animal interface {
	Sound() string
}

type Dog struct{}

func (d *Dog) Sound() string { return "woof" }

func main() {
	var a Animal = Dog{}
	for i := 0; i < 3; i++ {
		fmt.Println(i)
	}
	i++
	const limit = 10
	limit = 20
	var arr [3]int
	arr[5] = 1
	fmt.Println(a.Sound(), arr)
	return 1
}

// Error:
// # command-line-arguments
// ./err_learner_loop_and_return_misc.go:14:17: cannot use Dog{} (value of struct type Dog) as Animal value in variable declaration: Dog does not implement Animal (method Sound has pointer receiver)
// ./err_learner_loop_and_return_misc.go:18:2: undefined: i
// ./err_learner_loop_and_return_misc.go:20:2: cannot assign to limit (neither addressable nor a map index expression)
// ./err_learner_loop_and_return_misc.go:22:6: invalid argument: index 5 out of bounds [0:3]
// ./err_learner_loop_and_return_misc.go:24:9: too many return values
// 	have (number)
// 	want ()
