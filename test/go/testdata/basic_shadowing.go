package main

import (
	"errors"
	"fmt"
)

func lookup(k string) (string, error) {
	if k == "" {
		return "", errors.New("empty key")
	}
	return "v-" + k, nil
}

func main() {
	x := 1
	{
		x := 2
		x++
		fmt.Println("inner", x)
	}
	fmt.Println("outer", x)
	var err error
	if v, err := lookup("a"); err == nil {
		fmt.Println("got", v)
	}
	fmt.Println("err still nil:", err == nil)
	if _, err := lookup(""); err != nil {
		fmt.Println("inner err:", err)
	}
	for x := 0; x < 2; x++ {
		fmt.Println("loop x", x)
	}
	fmt.Println("x", x)
}

// Output:
// inner 3
// outer 1
// got v-a
// err still nil: true
// inner err: empty key
// loop x 0
// loop x 1
// x 1
