package main

import (
	"fmt"
	"strconv"
)

type Shape interface {
	Area() float64
}

type Rect struct{ W, H float64 }

func (r *Rect) Area() float64 { return r.W * r.H }

func (i int) Double() int { return i * 2 }

func main() {
	var s Shape = Rect{1, 2}
	n := strconv.Itoa("5")
	var x int = "hello"
	y := 10 / 0
	arr := [3]int{1, 2, 3}
	fmt.Println(arr[5], s, n, x, y)
	for i := 0; i < 3; i++ {
		i + 1
	}
	if x := 5; x {
	}
}

// Error:
// # command-line-arguments
// ./err_common_learner_mistakes.go:16:7: cannot define new methods on non-local type int
// ./err_common_learner_mistakes.go:19:16: cannot use Rect{…} (value of struct type Rect) as Shape value in variable declaration: Rect does not implement Shape (method Area has pointer receiver)
// ./err_common_learner_mistakes.go:20:20: cannot use "5" (untyped string constant) as int value in argument to strconv.Itoa
// ./err_common_learner_mistakes.go:21:14: cannot use "hello" (untyped string constant) as int value in variable declaration
// ./err_common_learner_mistakes.go:22:12: invalid operation: division by zero
// ./err_common_learner_mistakes.go:24:18: invalid argument: index 5 out of bounds [0:3]
// ./err_common_learner_mistakes.go:26:3: i + 1 (value of type int) is not used
// ./err_common_learner_mistakes.go:28:13: non-boolean condition in if statement
