package main

import (
	"fmt"
	"os"
)

type T struct {
	A int
	B string
}

type E struct{ code int }

func (e E) Error() string { return fmt.Sprintf("E%d", e.code) }

type S int

func (s S) String() string { return "S!" }

func main() {
	which := len(os.Args)
	defer fmt.Println("deferred runs before crash")
	vals := []any{T{1, "x"}, E{7}, S(3), 3.5, []int{1}, map[string]int{}, uint8(200), complex(1, 2), true, nil}
	_ = vals
	switch which {
	case 1:
		panic(vals[9])
	}
}

// Output:
// deferred runs before crash
// Stderr:
// panic: panic called with nil argument
//
// goroutine 1 [running]:
// Exit: 2
