package main

import (
	"errors"
	"fmt"
)

type NotFound struct{ Name string }

func (e NotFound) Error() string { return e.Name + " not found" }

func classify(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case int, int64:
		return fmt.Sprintf("integer %v", x)
	case string:
		return "string of len " + fmt.Sprint(len(x))
	case []string:
		return fmt.Sprintf("slice %d", len(x))
	case error:
		return "error: " + x.Error()
	case fmt.Stringer:
		return "stringer " + x.String()
	case func() int:
		return fmt.Sprint("func returning ", x())
	default:
		return fmt.Sprintf("other %T", x)
	}
}

func main() {
	fmt.Println(classify(nil))
	fmt.Println(classify(3))
	fmt.Println(classify(int64(4)))
	fmt.Println(classify("abc"))
	fmt.Println(classify([]string{"a"}))
	fmt.Println(classify(NotFound{"pod"}))
	fmt.Println(classify(errors.New("x")))
	fmt.Println(classify(func() int { return 1 }))
	fmt.Println(classify(3.5))
	fmt.Println(classify(map[string]int{}))
}

// Output:
// nil
// integer 3
// integer 4
// string of len 3
// slice 1
// error: pod not found
// error: x
// func returning 1
// other float64
// other map[string]int
