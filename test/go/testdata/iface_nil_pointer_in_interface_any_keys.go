package main

import (
	"errors"
	"fmt"
)

type MyErr struct{ msg string }

func (e *MyErr) Error() string {
	if e == nil {
		return "<nil MyErr>"
	}
	return e.msg
}

func mayFail(fail bool) error {
	var e *MyErr
	if fail {
		e = &MyErr{"failed"}
	}
	return e
}

type Shape interface{ Area() float64 }
type Circle struct{ R float64 }

func (c *Circle) Area() float64 {
	if c == nil {
		return 0
	}
	return 3 * c.R * c.R
}

func main() {
	err := mayFail(false)
	fmt.Println(err == nil, err, err != nil)
	fmt.Printf("%T %v\n", err, err)
	var target *MyErr
	fmt.Println(errors.As(err, &target), target == nil)
	var s Shape
	fmt.Println(s == nil)
	var c *Circle
	s = c
	fmt.Println(s == nil, s.Area())
	var a, b any = 1, 1.0
	fmt.Println(a == b, a == any(1), any(int64(1)) == any(1))
	type key struct {
		a int
		b string
	}
	k1, k2 := key{1, "x"}, key{1, "x"}
	fmt.Println(k1 == k2, [2]int{1, 2} == [2]int{1, 2})
	m := map[any]string{1: "int", "1": "string", 1.0: "float", key{1, "x"}: "key", [2]int{}: "arr"}
	fmt.Println(len(m), m[1], m[1.0], m[key{1, "x"}], m[[2]int{0, 0}])
	defer func() { fmt.Println("recovered:", recover()) }()
	m[[]int{1}] = "slice"
}

// Output:
// false <nil MyErr> true
// *main.MyErr <nil MyErr>
// true true
// true
// false 0
// false true false
// true true
// 5 int float key arr
// recovered: runtime error: hash of unhashable type []int
