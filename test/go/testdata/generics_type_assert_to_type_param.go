package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

type Shape interface {
	Area() float64
}

type Square struct{ S float64 }
type Circle struct{ R float64 }

func (s Square) Area() float64 { return s.S * s.S }
func (c Circle) Area() float64 { return 3 * c.R * c.R }

func OfType[T any](shapes []Shape) []T {
	var out []T
	for _, s := range shapes {
		if v, ok := s.(T); ok {
			out = append(out, v)
		}
	}
	return out
}

func Count[T any](shapes []Shape) (n int) {
	for _, s := range shapes {
		switch s.(type) {
		case T:
			n++
		}
	}
	return
}

func AsErr[E error](err error) (E, bool) {
	var target E
	ok := errors.As(err, &target)
	return target, ok
}

func Must[T any](v any) T {
	return v.(T)
}

func main() {
	shapes := []Shape{Square{2}, Circle{1}, Square{3}}
	fmt.Println(OfType[Square](shapes), OfType[Circle](shapes), len(OfType[int](shapes)))
	fmt.Println(Count[Square](shapes), Count[fmt.Stringer](shapes), Count[Shape](shapes))
	_, err := os.Open("/nonexistent/file")
	pe, ok := AsErr[*fs.PathError](err)
	fmt.Println(ok, pe.Op)
	fmt.Println(Must[int](42))
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(Must[string](42))
}

// Output:
// [{2} {3}] [{1}] 0
// 2 0 3
// true open
// 42
// recovered: interface conversion: interface {} is int, not string
