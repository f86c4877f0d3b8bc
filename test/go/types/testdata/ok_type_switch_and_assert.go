package main

import (
	"errors"
	"fmt"
	"strconv"
)

type NotFound struct{ Name string }

func (e *NotFound) Error() string { return e.Name + " not found" }

func describe(x any) string {
	switch v := x.(type) {
	case nil:
		return "nil"
	case int, int64:
		return fmt.Sprint(v)
	case string:
		return v
	case error:
		return v.Error()
	case fmt.Stringer:
		return v.String()
	default:
		_ = v
		return "?"
	}
}

func main() {
	var err error = &NotFound{Name: "x"}
	if nf, ok := err.(*NotFound); ok {
		fmt.Println(nf.Name)
	}
	var target *NotFound
	if errors.As(err, &target) {
		fmt.Println(target.Name)
	}
	n, err := strconv.Atoi("12")
	if err != nil {
		panic(err)
	}
	fmt.Println(describe(n), describe("s"), describe(nil), describe(err))
	var i any = 3
	j := i.(int)
	_ = j
}
