package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

type Animal interface{ Sound() string }
type Dog struct{ name string }
type Cat struct{ *Dog }

func (d *Dog) Sound() string { return d.name + " says woof" }

type Logger struct {
	prefix string
}

func (l *Logger) Log(s string) { fmt.Println(l.prefix + s) }

type Service struct {
	*Logger
	Name string
}

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
	case fmt.Stringer:
		return "stringer " + x.String()
	case []any:
		parts := []string{}
		for _, e := range x {
			parts = append(parts, describe(e))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case func() int:
		return fmt.Sprint("func returning ", x())
	case io.Reader:
		return "reader"
	default:
		return fmt.Sprintf("other %T", x)
	}
}

type S struct{}

func (S) String() string { return "S!" }

func main() {
	fmt.Println(describe(nil))
	fmt.Println(describe(3), describe(int64(4)), describe(int32(5)))
	fmt.Println(describe(errors.New("x")), describe(S{}), describe([]any{1, "ab", nil, S{}}))
	fmt.Println(describe(func() int { return 7 }), describe(strings.NewReader("")), describe(3.5))
	var e error
	fmt.Println(describe(e))
	var sp *S
	fmt.Println(describe(sp))

	c := Cat{&Dog{"rex"}}
	var a Animal = c
	fmt.Println(a.Sound())
	svc := Service{Logger: &Logger{"[svc] "}, Name: "api"}
	svc.Log("started")
	logf := svc.Log
	svc.Logger = &Logger{"[new] "}
	logf("bound earlier")
	svc.Log("after swap")

	defer func() { fmt.Println("recovered:", recover()) }()
	var empty Service
	func() {
		defer func() { fmt.Println("recovered inner:", recover()) }()
		f := empty.Log
		fmt.Println("method value made")
		f("x")
	}()
	var an Animal
	f := an.Sound
	fmt.Println("not reached", f)
}

// Output:
// nil
// integer 3 (int) integer 4 (int64) other int32
// error: x stringer S! [integer 1 (int), string of len 2, nil, stringer S!]
// func returning 7 reader other float64
// nil
// Stderr:
// panic: value method main.S.String called using nil *S pointer
//
// goroutine 1 [running]:
// Exit: 2
