package main

import (
	"errors"
	"fmt"
	"strconv"
)

func parse(s string) (n int, err error) {
	if s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			return
		}
		_ = n
	}
	for i := 0; i < 1; i++ {
		err := errors.New("loop")
		if err != nil {
			return
		}
	}
	return
}

func fetch() (result string, err error) {
	{
		result := "inner"
		fmt.Println(result)
		return
	}
}

func main() {
	fmt.Println(parse("1"))
	fmt.Println(fetch())
}

// Error:
// # command-line-arguments
// ./err_result_param_shadowed.go:13:4: result parameter n not in scope at return
// 	./err_result_param_shadowed.go:11:3: inner declaration of var n int
// ./err_result_param_shadowed.go:13:4: result parameter err not in scope at return
// 	./err_result_param_shadowed.go:11:6: inner declaration of var err error
// ./err_result_param_shadowed.go:20:4: result parameter err not in scope at return
// 	./err_result_param_shadowed.go:18:3: inner declaration of var err error
// ./err_result_param_shadowed.go:30:3: result parameter result not in scope at return
// 	./err_result_param_shadowed.go:28:3: inner declaration of var result string
