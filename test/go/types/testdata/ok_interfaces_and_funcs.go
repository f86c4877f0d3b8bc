package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

type Reader interface {
	Read() string
}

type Writer interface {
	Write(s string) error
}

type ReadWriter interface {
	Reader
	Writer
}

type file struct{ data []string }

func (f *file) Read() string { return strings.Join(f.data, "") }
func (f *file) Write(s string) error {
	if s == "" {
		return errors.New("empty")
	}
	f.data = append(f.data, s)
	return nil
}

type handler func(string) error

func (h handler) Handle(s string) error { return h(s) }

func apply(fs ...func(int) int) int {
	v := 1
	for _, f := range fs {
		v = f(v)
	}
	return v
}

func variadic(prefix string, xs ...int) int { return len(prefix) + len(xs) }

func main() {
	var rw ReadWriter = &file{}
	var w Writer = rw
	_ = w.Write("x")
	var r Reader = rw
	if rw2, ok := r.(ReadWriter); ok {
		fmt.Println(rw2.Read())
	}
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	}
	h := handler(func(s string) error { return nil })
	_ = h.Handle("a")
	xs := []int{3, 1, 2}
	sort.Slice(xs, func(i, j int) bool { return xs[i] < xs[j] })
	sort.Ints(xs)
	fmt.Println(fib(10), apply(func(i int) int { return i + 1 }), variadic("a", xs...), variadic("b"))
	a, b := 1, 2
	a, b = b, a
	var err error
	if err == nil {
		err = fmt.Errorf("wrapped: %w", errors.New("inner"))
	}
	fmt.Println(a, b, errors.Unwrap(err) != nil)
	ptrs := []*file{{data: []string{"a"}}, {}}
	m := map[string]*file{"x": {}}
	fmt.Println(len(ptrs), m["x"].Read())
}
