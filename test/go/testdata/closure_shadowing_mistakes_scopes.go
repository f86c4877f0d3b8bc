package main

import (
	"errors"
	"fmt"
	"strconv"
)

var config = "global"

func parseAll(in []string) (total int, err error) {
	for _, s := range in {
		n, err := strconv.Atoi(s) // shadows the named result
		if err != nil {
			fmt.Println("  inner err:", err)
			break
		}
		total += n
	}
	return // err is still nil here
}

func find(xs []int, want int) (idx int) {
	idx = -1
	for i, x := range xs {
		if x == want {
			idx := i // shadow: outer idx unchanged
			_ = idx
		}
	}
	return
}

func deferShadow() (err error) {
	defer func() {
		if err != nil {
			err = fmt.Errorf("wrapped: %w", err)
		}
	}()
	if err := errors.New("inner"); err != nil {
		return err // assigns the result, so the defer sees it
	}
	return nil
}

func main() {
	t, err := parseAll([]string{"1", "2", "x", "4"})
	fmt.Println(t, err)
	fmt.Println(find([]int{4, 5, 6}, 5))
	fmt.Println(deferShadow())

	x := 1
	if x := 2; x > 1 {
		x++
		fmt.Println("if x", x)
	} else {
		fmt.Println("else x", x)
	}
	fmt.Println("x", x)

	switch x := "s"; x {
	case "s":
		x := 10
		fmt.Println("case x", x)
	}

	config := config + "-local"
	fmt.Println(config)
	{
		config := "block"
		_ = config
	}
	fmt.Println(config)

	var res []func() int
	for i := 0; i < 3; i++ {
		res = append(res, func() int { return i * i })
	}
	for _, f := range res {
		fmt.Print(f(), " ")
	}
	fmt.Println()

	n := 0
	for n := 0; n < 3; n++ {
	}
	fmt.Println("n", n)

	var p *int
	if v := 7; p == nil {
		p := &v
		*p = 8
		fmt.Println("local p", *p)
	}
	fmt.Println("p nil", p == nil)

}

// Output:
//   inner err: strconv.Atoi: parsing "x": invalid syntax
// 3 <nil>
// -1
// wrapped: inner
// if x 3
// x 1
// case x 10
// global-local
// global-local
// 0 1 4 
// n 0
// local p 8
// p nil true
