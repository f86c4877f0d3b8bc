package main

import (
	"errors"
	"fmt"
)

type Shape interface {
	Area() float64
	Name() string
}

type Circle struct{ R float64 }

func (c Circle) Area() float64 { return 3 * c.R * c.R }
func (c *Circle) Name() string {
	if c == nil {
		return "nil circle"
	}
	return "circle"
}

type Box[T any] struct{ V T }

func (b Box[T]) Get() T { return b.V }

type Getter[T any] interface{ Get() T }

type ParseError struct{ Line int }

func (e ParseError) Error() string { return fmt.Sprintf("line %d", e.Line) }

func parse(ok bool) error {
	var pe *ParseError
	if !ok {
		return pe // a typed nil: err != nil
	}
	return nil
}

func try(label string, f func()) {
	defer func() { fmt.Printf("%s: %v\n", label, recover()) }()
	f()
}

func total(shapes []Shape) (sum float64) {
	for _, s := range shapes {
		fmt.Println(s.Name())
		sum += s.Area()
	}
	return sum
}

func main() {
	var missing *Circle
	shapes := []Shape{&Circle{R: 1}, missing}
	try("range", func() { total(shapes) })
	try("generic", func() {
		var b *Box[int]
		var g Getter[int] = b
		show := func(g Getter[int]) int { return g.Get() }
		fmt.Println(show(g))
	})
	try("error", func() {
		err := parse(false)
		fmt.Println(err != nil)
		fmt.Println(err.Error())
	})
	try("local", func() {
		var s Shape = missing
		fmt.Println(s.Name())
		fmt.Println(s.Area())
	})
	try("reassigned", func() {
		var s Shape = &Circle{}
		s = missing
		fmt.Println(s.Area())
	})
	err := parse(false)
	fmt.Println(errors.Unwrap(err) == nil)
	fmt.Println(err)
}

// Output:
// circle
// nil circle
// range: value method main.Circle.Area called using nil *Circle pointer
// generic: runtime error: invalid memory address or nil pointer dereference
// true
// error: value method main.ParseError.Error called using nil *ParseError pointer
// nil circle
// local: runtime error: invalid memory address or nil pointer dereference
// reassigned: value method main.Circle.Area called using nil *Circle pointer
// true
// <nil>
