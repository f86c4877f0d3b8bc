package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
)

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Rect struct{ W, H float64 }
type Circle struct{ R float64 }

func (r Rect) Area() float64         { return r.W * r.H }
func (r Rect) Perimeter() float64    { return 2 * (r.W + r.H) }
func (c *Circle) Area() float64      { return 3.14159 * c.R * c.R }
func (c *Circle) Perimeter() float64 { return 2 * 3.14159 * c.R }

func classify(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case int, int64:
		return fmt.Sprintf("integer %v (%T)", x, x)
	case string:
		return "string of len " + strconv.Itoa(len(x))
	case error:
		return "error: " + x.Error()
	case fmt.Stringer:
		return "stringer " + x.String()
	case []int:
		return fmt.Sprint("slice ", len(x))
	case func() int:
		return fmt.Sprint("func returning ", x())
	default:
		return fmt.Sprintf("other %T", x)
	}
}

type name string

func (n name) String() string { return "name<" + string(n) + ">" }

func main() {
	shapes := []Shape{Rect{3, 4}, &Circle{1}}
	for _, s := range shapes {
		fmt.Printf("%T area=%.2f perim=%.3f\n", s, s.Area(), s.Perimeter())
		if r, ok := s.(Rect); ok {
			fmt.Println("rect width", r.W)
		}
	}
	for _, v := range []any{nil, 3, int64(4), "hey", errors.New("bad"), name("bob"), []int{1, 2}, func() int { return 7 }, 3.5, io.EOF, os.ErrNotExist} {
		fmt.Println(classify(v))
	}
	var w io.Writer = os.Stdout
	if _, ok := w.(io.ReadWriter); ok {
		fmt.Println("stdout is ReadWriter")
	}
	var sh Shape
	fmt.Println(sh == nil)
	var cp *Circle
	sh = cp
	fmt.Println(sh == nil, sh != nil)
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
		err, ok := r.(error)
		fmt.Println(ok, err)
	}()
	var anyv any = Rect{1, 2}
	_ = anyv.(*Circle)
}

// Output:
// main.Rect area=12.00 perim=14.000
// rect width 3
// *main.Circle area=3.14 perim=6.283
// nil
// integer 3 (int)
// integer 4 (int64)
// string of len 3
// error: bad
// stringer name<bob>
// slice 2
// func returning 7
// other float64
// error: EOF
// error: file does not exist
// stdout is ReadWriter
// true
// false true
// recovered: interface conversion: interface {} is main.Rect, not *main.Circle
// true interface conversion: interface {} is main.Rect, not *main.Circle
