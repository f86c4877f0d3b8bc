package main

import (
	"errors"
	"fmt"
)

func f() (n int) {
	defer func() { n *= 2 }()
	n = 3
	return n + 1
}

func g() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("caught: %v", r)
		}
	}()
	var m map[string]int
	m["x"] = 1
	return nil
}

func order() {
	for i := 0; i < 3; i++ {
		defer fmt.Println("defer", i)
	}
	fmt.Println("body")
}

func args() {
	x := 1
	defer fmt.Println("x at defer:", x)
	x = 2
	fmt.Println("x now:", x)
}

func nested() {
	defer func() {
		r := recover()
		fmt.Println("outer recovered:", r)
	}()
	defer func() {
		panic("second")
	}()
	panic("first")
}

var ErrNotFound = errors.New("not found")

func find(k string) error {
	if k == "" {
		return fmt.Errorf("find %q: %w", k, ErrNotFound)
	}
	return nil
}

func idx(s []int, i int) (v int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	return s[i], nil
}

func main() {
	fmt.Println(f())
	fmt.Println(g())
	order()
	args()
	nested()
	err := find("")
	fmt.Println(err, errors.Is(err, ErrNotFound), errors.Unwrap(err) == ErrNotFound)
	fmt.Println(idx([]int{1, 2, 3}, 5))
	fmt.Println(recover())
}
