package main

import (
	"errors"
	"fmt"
	"strconv"
)

var count = 10

func parseAll(in []string) (total int, err error) {
	for _, s := range in {
		n, err := strconv.Atoi(s)
		if err != nil {
			fmt.Println("inner err:", err)
			continue
		}
		total += n
	}
	return total, err
}

func lookup(key string) (val string, err error) {
	if key == "" {
		err := errors.New("empty key")
		_ = err
		return
	}
	if v, ok := map[string]string{"a": "1"}[key]; ok {
		val = v
	} else if n, err := strconv.Atoi(key); err == nil {
		val = fmt.Sprint(n * 2)
	} else {
		return "", fmt.Errorf("lookup %q: %w", key, err)
	}
	return
}

func main() {
	fmt.Println(parseAll([]string{"1", "x", "3"}))
	for _, k := range []string{"", "a", "21", "zz"} {
		v, err := lookup(k)
		fmt.Printf("%q %q %v\n", k, v, err)
	}
	count := count + 1
	fmt.Println(count)
	{
		count := "shadow"
		fmt.Println(count)
	}
	x := 1
	if x := x * 10; x > 5 {
		fmt.Println("if x", x)
	}
	fmt.Println("outer x", x)
	var fns []func() int
	for i := 0; i < 3; i++ {
		fns = append(fns, func() int { return i * i })
	}
	for _, f := range fns {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	type int = string
	var y int = "typed shadow"
	fmt.Println(y)
	len := func(s string) string { return "len of " + s }
	fmt.Println(len("x"))
	true := false
	fmt.Println(true, !true)
	nil := 0
	fmt.Println(nil + 1)
}

// Error:
// # command-line-arguments
// ./shadow_err_scopes.go:27:3: result parameter err not in scope at return
// 	./shadow_err_scopes.go:25:3: inner declaration of var err error
