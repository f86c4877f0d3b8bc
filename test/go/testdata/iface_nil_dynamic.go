package main

import (
	"errors"
	"fmt"
)

type MyErr struct{}

func (*MyErr) Error() string { return "my err" }

func mayFail(fail bool) error {
	var e *MyErr
	if fail {
		e = &MyErr{}
	}
	return e
}

type Walker interface{ Walk() string }
type Runner interface {
	Walker
	Run() string
}

type Cat struct{ name string }

func (c Cat) Walk() string  { return c.name + " walks" }
func (c *Cat) Run() string { return c.name + " runs" }

func main() {
	err := mayFail(false)
	fmt.Println(err == nil, err != nil)
	fmt.Printf("%T %v\n", err, err == (*MyErr)(nil))
	var w Walker = Cat{"tom"}
	_, isRunner := w.(Runner)
	fmt.Println(w.Walk(), isRunner)
	w = &Cat{"kit"}
	r, isRunner := w.(Runner)
	fmt.Println(w.Walk(), isRunner, r.Run())
	var a, b any = 1, 1
	fmt.Println(a == b, a == any(1.0), any("x") == any("x"))
	defer func() { fmt.Println("recovered:", recover()) }()
	var s1, s2 any = []int{1}, []int{1}
	e1 := errors.New("same")
	fmt.Println(e1 == errors.New("same"), e1 == e1)
	fmt.Println(s1 == s2)
}

// Output:
// false true
// *main.MyErr true
// tom walks false
// kit walks true kit runs
// true false true
// false true
// recovered: runtime error: comparing uncomparable type []int
