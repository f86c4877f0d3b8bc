package main

import (
	"errors"
	"fmt"
)

func safeDiv(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("safeDiv(%d, %d): %v", a, b, r)
			q = -1
		}
	}()
	q = a / b
	return
}

func counter() (n int) {
	defer func() { n *= 2 }()
	defer func() { n += 3 }()
	return 1
}

func shadow() (err error) {
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

type resource struct{ name string }

func (r *resource) Close() error {
	fmt.Println("closing", r.name)
	if r.name == "b" {
		return errors.New("close b failed")
	}
	return nil
}

func useAll() (err error) {
	for _, n := range []string{"a", "b", "c"} {
		r := &resource{n}
		defer func() {
			if cerr := r.Close(); cerr != nil && err == nil {
				err = cerr
			}
		}()
	}
	return nil
}

func deferArgsEvaluatedEarly() {
	x := 1
	defer fmt.Println("deferred x =", x)
	defer func(v int) { fmt.Println("param v =", v, "closure x =", x) }(x)
	x = 2
}

func recoverOnlyInDeferDirectly() {
	defer func() {
		helper := func() any { return recover() }
		fmt.Println("helper recover:", helper())
		fmt.Println("direct recover:", recover())
	}()
	panic("p1")
}

func main() {
	fmt.Println(safeDiv(7, 2))
	fmt.Println(safeDiv(7, 0))
	fmt.Println(counter())
	fmt.Println(shadow())
	fmt.Println(useAll())
	deferArgsEvaluatedEarly()
	recoverOnlyInDeferDirectly()
	fmt.Println(recover())
	for i := range 3 {
		defer func() { fmt.Print(i, " ") }()
	}
	defer fmt.Println()
}

// Output:
// 3 <nil>
// -1 safeDiv(7, 0): runtime error: integer divide by zero
// 8
// wrapped: inner
// closing c
// closing b
// closing a
// close b failed
// param v = 1 closure x = 2
// deferred x = 1
// helper recover: <nil>
// direct recover: p1
// <nil>
//
// 2 1 0 
// \ No newline at end of output
