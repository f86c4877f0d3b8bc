package main

import (
	"errors"
	"fmt"
	"os"
	"strconv"
)

func classify(n int) string {
	out := ""
	switch {
	case n < 0:
		out += "neg "
		fallthrough
	case n == 0:
		out += "small "
	case n > 100:
		out += "big "
	default:
		out += "mid "
	}
	switch n % 3 {
	case 0:
		out += "fizz"
	case 1, 2:
		if n > 50 {
			break
		}
		out += "odd3"
	}
	return out
}

var ErrEmpty = errors.New("empty")

func parse(s string) (n int, err error) {
	if s == "" {
		return 0, ErrEmpty
	}
	if n, err := strconv.Atoi(s); err == nil {
		return n * 2, nil
	} else if n == 0 {
		err = fmt.Errorf("wrapped: %w", err)
		return -1, err
	}
	return n, err
}

func main() {
	for _, n := range []int{-3, 0, 7, 60, 200} {
		fmt.Printf("%d: %s\n", n, classify(n))
	}
	for _, s := range []string{"", "21", "x"} {
		n, err := parse(s)
		fmt.Println(n, err)
	}
	x := 1
	{
		x := 2
		x++
		_ = x
	}
	if x := 5; x > 3 {
		fmt.Println("inner x", x)
	}
	fmt.Println("outer x", x)
	switch v := interface{}(os.Args).(type) {
	case []string:
		fmt.Println("args slice", len(v) > 0)
	}
	switch x {
	case 1:
		fmt.Println("one")
		if true {
			break
		}
		fmt.Println("unreached")
	case 2:
	}
	type T = int
	var t T = 3
	fmt.Printf("%T %v\n", t, t)
}

// Output:
// -3: neg small fizz
// 0: small fizz
// 7: mid odd3
// 60: mid fizz
// 200: big 
// 0 empty
// 42 <nil>
// -1 wrapped: strconv.Atoi: parsing "x": invalid syntax
// inner x 5
// outer x 1
// args slice true
// one
// int 3
