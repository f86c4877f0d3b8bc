package main

import (
	"fmt"
	"strconv"
)

var global = initGlobal()

func initGlobal() int { return helper * 2 }

var helper = 21

func init() {
	global++
}

func parse(s string) (n int, err error) {
	if n, err := strconv.Atoi(s); err == nil {
		return n * 2, nil
	}
	n, err = strconv.Atoi("0")
	return
}

func main() {
	x := 1
	{
		x := "shadow"
		_ = x
	}
	if x := 2.5; x > 1 {
		fmt.Println(x)
	}
	switch y := x + 1; {
	case y > 1:
		fmt.Println(y)
	}
	for x := 0; x < 2; x++ {
		_ = x
	}
	err := fmt.Errorf("e")
	if v, err := parse("3"); err != nil {
		fmt.Println(v)
	}
	fmt.Println(x, err, global)
	type local struct{ a int }
	l := local{a: 1}
	var _ = l
	const k = 10
	var arr [k]int
	fmt.Println(len(arr))
}
