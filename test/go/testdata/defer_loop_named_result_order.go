package main

import (
	"errors"
	"fmt"
)

type resource struct{ name string }

func (r *resource) Close() error {
	fmt.Println("close", r.name)
	if r.name == "b" {
		return errors.New("close b failed")
	}
	return nil
}

func openAll(names ...string) (n int, err error) {
	for i, name := range names {
		r := &resource{name}
		defer func() {
			if cerr := r.Close(); cerr != nil && err == nil {
				err = fmt.Errorf("deferred %d: %w", i, cerr)
			}
		}()
		n++
	}
	return n * 10, nil
}

func counter() (x int) {
	defer func() { x *= 2 }()
	defer func(v int) { x += v }(x)
	x = 5
	return x + 1
}

func trace(msg string) func() {
	fmt.Println("enter", msg)
	return func() { fmt.Println("exit", msg) }
}

func nested() {
	defer trace("nested")()
	for i := 0; i < 3; i++ {
		defer fmt.Print(i, " ")
	}
	fmt.Println("body")
}

func recoverValue() (result string) {
	defer func() {
		if r := recover(); r != nil {
			result = fmt.Sprintf("recovered %v (was %q)", r, result)
		}
	}()
	result = "partial"
	var m map[string]int
	m["x"] = 1
	return "unreachable"
}

func main() {
	fmt.Println(openAll("a", "b", "c"))
	fmt.Println(counter())
	nested()
	fmt.Println()
	fmt.Println(recoverValue())
	for i := range 3 {
		defer func() { fmt.Println("main defer", i) }()
	}
}

// Output:
// close c
// close b
// close a
// 30 deferred 1: close b failed
// 12
// enter nested
// body
// 2 1 0 exit nested
//
// recovered assignment to entry in nil map (was "partial")
// main defer 2
// main defer 1
// main defer 0
