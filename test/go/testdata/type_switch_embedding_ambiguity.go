package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

type Animal interface{ Sound() string }
type Named interface{ Name() string }

type Base struct{ name string }

func (b Base) Name() string     { return b.name }
func (b Base) Describe() string { return "base " + b.name }

type Dog struct {
	Base
	Breed string
}

func (d Dog) Sound() string    { return "woof" }
func (d Dog) Describe() string { return "dog " + d.name + " (" + d.Base.Describe() + ")" }

type Cat struct{ *Base }

func (Cat) Sound() string { return "meow" }

func describe(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case int, int64:
		return fmt.Sprintf("integer %v (%T)", x, x)
	case string:
		return "string of len " + fmt.Sprint(len(x))
	case error:
		return "error: " + x.Error()
	case Animal:
		s := x.Sound()
		if n, ok := x.(Named); ok {
			s += " from " + n.Name()
		}
		return s
	case fmt.Stringer:
		return "stringer " + x.String()
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = describe(e)
		}
		return "[" + strings.Join(parts, "; ") + "]"
	case func() string:
		return "func returning " + x()
	default:
		return fmt.Sprintf("other %T", x)
	}
}

func main() {
	d := Dog{Base{"rex"}, "lab"}
	c := Cat{&Base{"tom"}}
	var nilCat Cat
	vals := []any{nil, 3, int64(4), "hey", errors.New("bad"), d, c, io.EOF, 2.5,
		[]any{1, "x", nil}, func() string { return "hi" }, &d, struct{}{}}
	for _, v := range vals {
		fmt.Println(describe(v))
	}
	fmt.Println(d.Describe(), d.Base.Describe(), c.Describe(), d.Name())
	var a Animal = nilCat
	fmt.Println(a.Sound())
	defer func() { fmt.Println("recovered:", recover()) }()
	var n Named = nilCat
	fmt.Println(n.Name())
}

// Output:
// nil
// integer 3 (int)
// integer 4 (int64)
// string of len 3
// error: bad
// woof from rex
// meow from tom
// error: EOF
// other float64
// [integer 1 (int); string of len 1; nil]
// func returning hi
// woof from rex
// other struct {}
// dog rex (base rex) base rex base tom rex
// meow
// recovered: runtime error: invalid memory address or nil pointer dereference
