package main

import (
	"errors"
	"fmt"
	"strconv"
)

type Celsius float64

func (c Celsius) String() string { return strconv.FormatFloat(float64(c), 'f', 1, 64) + "°C" }

func describe(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case int, int64:
		return fmt.Sprintf("integer %v (%T)", x, x)
	case string:
		return "string of len " + strconv.Itoa(len(x))
	case fmt.Stringer:
		return "stringer " + x.String()
	case error:
		return "error " + x.Error()
	case []any:
		s := "list["
		for i, e := range x {
			if i > 0 {
				s += ", "
			}
			s += describe(e)
		}
		return s + "]"
	case map[string]any:
		return fmt.Sprintf("object with %d keys", len(x))
	case func() int:
		return "func returning " + strconv.Itoa(x())
	default:
		return fmt.Sprintf("other %T", x)
	}
}

func main() {
	vals := []any{nil, 1, int64(2), "héllo", Celsius(21.5), errors.New("e"), []any{1, "a", nil}, map[string]any{"a": 1}, func() int { return 7 }, 3.5, struct{}{}, &struct{ A int }{1}, [2]bool{}}
	for _, v := range vals {
		fmt.Println(describe(v))
	}
	var p *int
	var i any = p
	fmt.Println(i == nil, p == nil, describe(i))
}

// Output:
// nil
// integer 1 (int)
// integer 2 (int64)
// string of len 6
// stringer 21.5°C
// error e
// list[integer 1 (int), string of len 1, nil]
// object with 1 keys
// func returning 7
// other float64
// other struct {}
// other *struct { A int }
// other [2]bool
// false true other *int
