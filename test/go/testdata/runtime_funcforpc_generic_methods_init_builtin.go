package main

import (
	"fmt"
	"reflect"
	"runtime"
	"strings"
)

type Stack[T any] struct{ items []T }

//go:noinline
func (s *Stack[T]) Each() func(func(T)) {
	return func(f func(T)) {
		for _, v := range s.items {
			f(v)
		}
	}
}

type Router struct{ routes map[string]func() string }

//go:noinline
func (r *Router) Handle(path string) {
	r.routes[path] = func() string { return "handled " + path }
}

//go:noinline
func Adapter[T any](f func(T) string) func(any) string {
	return func(v any) string { return f(v.(T)) }
}

func name(f any) string {
	n := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
	return n
}

var global = func() {}

func init() {
	local := func() {}
	fmt.Println(name(local), name(global))
}

func main() {
	s := &Stack[int]{[]int{1}}
	fmt.Println(name(s.Each()), name(s.Each), name((*Stack[string]).Each))
	r := &Router{map[string]func() string{}}
	r.Handle("/a")
	fmt.Println(name(r.routes["/a"]), name(r.Handle))
	fmt.Println(name(Adapter[int](func(int) string { return "" })), name(Adapter[string]))
	fmt.Println(name(strings.Contains), name(fmt.Errorf), name(reflect.TypeOf))
	var err error = fmt.Errorf("x")
	fmt.Println(name(err.Error))
	type local struct{ n int }
	fmt.Println(name(func(l local) {}))
	var nilf func()
	fmt.Println(runtime.FuncForPC(reflect.ValueOf(nilf).Pointer()) == nil)
}

// Output:
// main.init.0.func1 main.init.func1
// main.(*Stack[...]).Each.func1 main.(*Stack[...]).Each-fm main.(*Stack[...]).Each
// main.(*Router).Handle.func1 main.(*Router).Handle-fm
// main.Adapter[...].func1 main.Adapter[...]
// strings.Contains fmt.Errorf reflect.TypeOf
// go:builtin.error.Error-fm
// main.main.func2
// true
