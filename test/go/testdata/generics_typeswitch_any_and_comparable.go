package main

import (
	"fmt"
	"strconv"
)

func Stringify[T any](v T) string {
	switch x := any(v).(type) {
	case string:
		return strconv.Quote(x)
	case int, int64:
		return fmt.Sprintf("int:%d", x)
	case fmt.Stringer:
		return "stringer:" + x.String()
	case nil:
		return "nil!"
	case []T:
		return "slice of T"
	default:
		return fmt.Sprintf("other(%T)", x)
	}
}

type ID int

func (i ID) String() string { return "#" + strconv.Itoa(int(i)) }

func Index[T comparable](xs []T, x T) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}

func Dedup[T comparable](xs []T) []T {
	seen := make(map[T]bool)
	var out []T
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func main() {
	fmt.Println(Stringify("hi"), Stringify(42), Stringify(ID(7)), Stringify(3.5), Stringify[any](nil), Stringify(int64(-1)))
	fmt.Println(Index([]any{1, "a", 2.5}, any("a")), Index([]error{nil}, nil))
	fmt.Println(Dedup([]any{1, "1", 1, 2.0, "1"}))
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(Dedup([]any{1, []int{2}}))
}

// Output:
// "hi" int:42 stringer:#7 other(float64) nil! int:-1
// 1 0
// [1 1 2]
// recovered: runtime error: hash of unhashable type []int
