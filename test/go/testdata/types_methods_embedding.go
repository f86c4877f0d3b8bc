package main

import "fmt"

type Logger struct{ prefix string }

func (l *Logger) Log(msg string) { fmt.Println(l.prefix + msg) }

type Named interface{ Name() string }

type Base struct {
	ID int
}

func (b Base) Describe() string { return fmt.Sprintf("Base(%d)", b.ID) }
func (b Base) Name() string     { return "base" }

type Container struct {
	Base
	*Logger
	Tags []string
}

func (c Container) Name() string { return "container" }

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Rect struct{ W, H float64 }
type Circle struct{ R float64 }

func (r Rect) Area() float64       { return r.W * r.H }
func (r Rect) Perimeter() float64  { return 2 * (r.W + r.H) }
func (c Circle) Area() float64     { return 3 * c.R * c.R }
func (c Circle) Perimeter() float64 { return 6 * c.R }
func (c Circle) String() string    { return fmt.Sprintf("Circle(%g)", c.R) }

func describe(i interface{}) string {
	switch v := i.(type) {
	case nil:
		return "nil"
	case int, int64:
		return fmt.Sprintf("int-ish %v", v)
	case string:
		return "string " + v
	case fmt.Stringer:
		return "stringer " + v.String()
	case error:
		return "error " + v.Error()
	case []int:
		return fmt.Sprint("slice ", len(v))
	default:
		return fmt.Sprintf("other %T", v)
	}
}

func main() {
	c := Container{Base: Base{7}, Logger: &Logger{"> "}}
	c.Log("hello")
	fmt.Println(c.ID, c.Describe(), c.Name(), c.Base.Name())
	var n Named = c
	fmt.Println(n.Name())
	shapes := []Shape{Rect{2, 3}, Circle{1}}
	total := 0.0
	for _, s := range shapes {
		total += s.Area()
		if st, ok := s.(fmt.Stringer); ok {
			fmt.Println("stringer:", st)
		}
	}
	fmt.Println(total)
	for _, x := range []interface{}{nil, 1, int64(2), "s", Circle{2}, fmt.Errorf("e"), []int{1}, 3.5, Rect{}} {
		fmt.Println(describe(x))
	}
	f := c.Describe
	g := Rect.Area
	h := (*Logger).Log
	fmt.Println(f(), g(Rect{4, 5}))
	h(c.Logger, "method expr")
	fmt.Printf("%v %+v\n", c.Base, Rect{1, 2})
}

// Output:
// > hello
// 7 Base(7) container base
// container
// stringer: Circle(1)
// 9
// nil
// int-ish 1
// int-ish 2
// string s
// stringer Circle(2)
// error e
// slice 1
// other float64
// other main.Rect
// Base(7) 20
// > method expr
// {7} {W:1 H:2}
