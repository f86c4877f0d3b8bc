package main

import (
	"errors"
	"fmt"
)

func safeDiv(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
			q = -1
		}
	}()
	q = a / b
	return q, nil
}

func tricky() (n int) {
	defer func() {
		n++
		if r := recover(); r != nil {
			n += 100
		}
	}()
	n = 5
	panic("x")
}

func shadowed() (err error) {
	defer func() {
		if err != nil {
			err = fmt.Errorf("wrapped: %w", err)
		}
	}()
	if err := errors.New("inner"); err != nil {
		return err
	}
	return nil
}

func loopDefers() (out []int) {
	for i := range 3 {
		defer func() { out = append(out, i) }()
	}
	return []int{99}
}

func panicInDefer() (s string) {
	defer func() {
		r := recover()
		s = fmt.Sprint("final recover: ", r)
	}()
	defer func() {
		panic("second")
	}()
	panic("first")
}

func recoverReturnsNilOutsidePanic() {
	defer func() {
		fmt.Println("recover without panic:", recover())
	}()
}

type closer struct{ name string }

func (c closer) Close() { fmt.Println("close", c.name) }

func main() {
	fmt.Println(safeDiv(7, 2))
	fmt.Println(safeDiv(7, 0))
	fmt.Println(tricky())
	fmt.Println(shadowed())
	fmt.Println(loopDefers())
	fmt.Println(panicInDefer())
	recoverReturnsNilOutsidePanic()
	c := closer{"first"}
	defer c.Close()
	c.name = "second"
	defer c.Close()
	p := &closer{"ptr"}
	defer p.Close()
	p.name = "ptr-changed"
	func() {
		defer func() {
			fmt.Println(recover(), recover())
		}()
		var m map[string]int
		m["a"]++
	}()
}

// Output:
// 3 <nil>
// -1 recovered: runtime error: integer divide by zero
// 106
// wrapped: inner
// [99 2 1 0]
// final recover: second
// recover without panic: <nil>
// assignment to entry in nil map <nil>
// close ptr
// close second
// close first
