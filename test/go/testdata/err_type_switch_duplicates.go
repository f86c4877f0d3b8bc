package main

import (
	"errors"
	"fmt"
	"os"
)

type Reason string

func describe(v any) string {
	switch x := v.(type) {
	case int, int64:
		return fmt.Sprint(x + 1)
	case string, Reason, string:
		return "s"
	case error:
		return x.Error()
	case *os.PathError, error:
		return "path"
	case func():
		return "func"
	case []int, map[string]int, []int:
		return "coll"
	}
	return ""
}

func main() {
	fmt.Println(describe(errors.New("x")))
	var err error
	switch err.(type) {
	case *os.PathError:
	case fmt.Stringer:
	case os.PathError:
	}
}

// Error:
// # command-line-arguments
// ./err_type_switch_duplicates.go:14:21: invalid operation: x + 1 (mismatched types any and int)
// ./err_type_switch_duplicates.go:15:23: duplicate case string in type switch
// 	./err_type_switch_duplicates.go:15:7: previous case
// ./err_type_switch_duplicates.go:19:22: duplicate case error in type switch
// 	./err_type_switch_duplicates.go:17:7: previous case
// ./err_type_switch_duplicates.go:23:30: duplicate case []int in type switch
// 	./err_type_switch_duplicates.go:23:7: previous case
// ./err_type_switch_duplicates.go:35:7: impossible type switch case: os.PathError
// 	err (variable of interface type error) cannot have dynamic type os.PathError (method Error has pointer receiver)
