package main

import (
	"errors"
	"fmt"
	"strconv"
)

func parseAll(xs []string) (sum int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
			sum = -1
		}
	}()
	for _, x := range xs {
		n, err := strconv.Atoi(x)
		if err != nil {
			panic(err)
		}
		sum += n
	}
	return sum, nil
}

func closeAll(names []string) (err error) {
	for _, n := range names {
		defer func() {
			if n == "b" {
				err = errors.Join(err, fmt.Errorf("close %s failed", n))
			}
			fmt.Println("closed", n)
		}()
	}
	return errors.New("work failed")
}

func counter() (n int) {
	defer func() { n *= 2 }()
	n = 3
	return n + 1
}

func deferArgs() {
	x := 1
	defer fmt.Println("deferred x =", x)
	x = 2
	defer func() { fmt.Println("closure x =", x) }()
	x = 3
}

func nested() {
	defer func() {
		r := recover()
		fmt.Println("outer recovered:", r)
	}()
	defer func() {
		defer func() { fmt.Println("inner recovered:", recover()) }()
		panic("second")
	}()
	panic("first")
}

func main() {
	fmt.Println(parseAll([]string{"1", "2", "3"}))
	fmt.Println(parseAll([]string{"1", "x2"}))
	fmt.Println(closeAll([]string{"a", "b", "c"}))
	fmt.Println(counter())
	deferArgs()
	nested()
	fmt.Println(recover())
	defer func() {
		fmt.Println("main recovered:", recover())
		panic("again")
	}()
	var m map[string][]int
	m["k"] = append(m["k"], 1)
}

// Output:
// 6 <nil>
// -1 recovered: strconv.Atoi: parsing "x2": invalid syntax
// closed c
// closed b
// closed a
// work failed
// close b failed
// 8
// closure x = 3
// deferred x = 1
// inner recovered: second
// outer recovered: first
// <nil>
// main recovered: assignment to entry in nil map
// Stderr:
// panic: assignment to entry in nil map [recovered]
// 	panic: again
//
// goroutine 1 [running]:
// Exit: 2
