package main

import (
	"errors"
	"fmt"
	"reflect"
	"time"
)

type Box[T any] struct{ V T }

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

type Point struct{ X, Y int }

type Result[T any] struct {
	Val T
	Err error
}

func (r Result[T]) String() string {
	if r.Err != nil {
		return "error: " + r.Err.Error()
	}
	return fmt.Sprintf("ok(%v)", r.Val)
}

type Num interface{ ~int | ~float64 }

type Vec[T Num] []T

func (v Vec[T]) Sum() (s T) {
	for _, x := range v {
		s += x
	}
	return
}

type Tree[T any] struct {
	Left, Right *Tree[T]
	Val         T
}

func main() {
	vals := []any{
		Box[int]{1},
		Box[*Point]{},
		Box[[]string]{},
		Box[map[string]int]{},
		Box[any]{},
		Box[error]{},
		Box[func(int) string]{},
		Box[struct{ A int }]{},
		Box[time.Duration]{},
		Box[Box[int]]{},
		Pair[string, Point]{},
		Pair[Point, []byte]{},
		Box[chan<- int]{},
		Box[[2]bool]{},
		Box[interface{ M() }]{},
		Vec[float64]{1.5, 2},
		&Tree[string]{},
		Result[int]{Val: 3},
		Result[string]{Err: errors.New("boom")},
	}
	for _, v := range vals {
		fmt.Printf("%T\n", v)
	}
	fmt.Println(Vec[int]{1, 2, 3}.Sum(), Vec[float64]{0.5, 0.25}.Sum())
	fmt.Printf("%v %+v\n", Pair[string, Point]{"a", Point{1, 2}}, Box[Box[int]]{Box[int]{7}})
	fmt.Println(Result[int]{Val: 3}, Result[[]int]{Err: errors.New("x")})
	t := reflect.TypeOf(Pair[string, int]{})
	fmt.Println(t.Name(), t.String(), t.Kind(), t.NumField(), t.Field(1).Type)
	fmt.Printf("%#v\n", Box[string]{"s"})
	var r fmt.Stringer = Result[bool]{Val: true}
	fmt.Println(r)
}

// Output:
// main.Box[int]
// main.Box[*main.Point]
// main.Box[[]string]
// main.Box[map[string]int]
// main.Box[interface {}]
// main.Box[error]
// main.Box[func(int) string]
// main.Box[struct { A int }]
// main.Box[time.Duration]
// main.Box[main.Box[int]]
// main.Pair[string,main.Point]
// main.Pair[main.Point,[]uint8]
// main.Box[chan<- int]
// main.Box[[2]bool]
// main.Box[interface { M() }]
// main.Vec[float64]
// *main.Tree[string]
// main.Result[int]
// main.Result[string]
// 6 0.75
// {a {1 2}} {V:{V:7}}
// ok(3) error: x
// Pair[string,int] main.Pair[string,int] struct 2 int
// main.Box[string]{V:"s"}
// ok(true)
