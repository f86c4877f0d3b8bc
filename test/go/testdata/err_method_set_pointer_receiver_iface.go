package main

import "fmt"

type Shape interface {
	Area() float64
	Scale(f float64)
}

type Rect struct{ W, H float64 }

func (r Rect) Area() float64    { return r.W * r.H }
func (r *Rect) Scale(f float64) { r.W *= f; r.H *= f }

type Circle struct{ R float64 }

func (c Circle) Area() float64 { return 3 * c.R * c.R }

func total(shapes []Shape) float64 {
	t := 0.0
	for _, s := range shapes {
		t += s.Area()
	}
	return t
}

func main() {
	shapes := []Shape{Rect{1, 2}, &Rect{3, 4}, Circle{1}}
	var s Shape = Rect{5, 6}
	var st fmt.Stringer = Rect{}
	fmt.Println(total(shapes), s, st)
}

// Error:
// # command-line-arguments
// ./err_method_set_pointer_receiver_iface.go:28:20: cannot use Rect{…} (value of struct type Rect) as Shape value in array or slice literal: Rect does not implement Shape (method Scale has pointer receiver)
// ./err_method_set_pointer_receiver_iface.go:28:45: cannot use Circle{…} (value of struct type Circle) as Shape value in array or slice literal: Circle does not implement Shape (missing method Scale)
// ./err_method_set_pointer_receiver_iface.go:29:16: cannot use Rect{…} (value of struct type Rect) as Shape value in variable declaration: Rect does not implement Shape (method Scale has pointer receiver)
// ./err_method_set_pointer_receiver_iface.go:30:24: cannot use Rect{} (value of struct type Rect) as fmt.Stringer value in variable declaration: Rect does not implement fmt.Stringer (missing method String)
