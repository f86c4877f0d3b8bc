package main

import (
	"errors"
	"fmt"
	"os"
)

type Code int

func (c Code) String() string { return fmt.Sprintf("code-%d", int(c)) }

type Pt struct{ X, Y int }

func run(kind string) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %T %v\n", kind, r, r)
		}
	}()
	switch kind {
	case "string":
		panic("boom")
	case "error":
		panic(errors.New("bad thing"))
	case "stringer":
		panic(Code(7))
	case "int":
		panic(42)
	case "float":
		panic(1.5)
	case "struct":
		panic(Pt{1, 2})
	case "slice":
		panic([]int{1})
	}
}

func main() {
	for _, k := range []string{"string", "error", "stringer", "int", "float", "struct", "slice"} {
		run(k)
	}
	which := "struct"
	if len(os.Args) > 5 {
		which = os.Args[1]
	}
	switch which {
	case "struct":
		panic(fmt.Sprint(Pt{3, 4}))
	}
}

// Output:
// string: string boom
// error: *errors.errorString bad thing
// stringer: main.Code code-7
// int: int 42
// float: float64 1.5
// struct: main.Pt {1 2}
// slice: []int [1]
// Stderr:
// panic: {3 4}
//
// goroutine 1 [running]:
// Exit: 2
