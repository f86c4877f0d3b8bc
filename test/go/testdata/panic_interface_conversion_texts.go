package main

import (
	"fmt"
	"io"
	"strings"
)

type Shape interface{ Area() float64 }
type Named interface{ Name() string }
type Sq struct{ s float64 }

func (q Sq) Area() float64 { return q.s * q.s }

type Box[T any] struct{ v T }

func try(name string, f func()) {
	defer func() {
		r := recover()
		fmt.Printf("%-10s %v\n", name+":", r)
		if e, ok := r.(interface{ RuntimeError() }); ok {
			_ = e
			fmt.Println("           (runtime.Error)")
		}
	}()
	f()
}

func main() {
	var a any = struct{ A int }{1}
	var s Shape = Sq{2}
	var nilShape Shape
	var nilAny any
	var r io.Reader = strings.NewReader("x")
	try("anon", func() { _ = a.(Sq) })
	try("missing", func() { _ = s.(Named) })
	try("nil iface", func() { _ = nilShape.(Sq) })
	try("nil any", func() { _ = nilAny.(fmt.Stringer) })
	try("nil any2", func() { _ = nilAny.(int) })
	try("ptr", func() { _ = s.(*Sq) })
	try("reader", func() { _ = r.(io.Writer) })
	try("reader2", func() { _ = r.(*strings.Builder) })
	try("generic", func() { var x any = Box[[]string]{}; _ = x.(Box[string]) })
	try("func", func() { var x any = func(int) string { return "" }; _ = x.(func()) })
	try("map", func() { var x any = map[string][]int{}; _ = x.(map[string]int) })
	try("chan", func() { var x any = make(<-chan int); _ = x.(chan int) })
	try("named basic", func() { type ID string; var x any = ID("a"); _ = x.(string) })
	try("error", func() { var x any = io.EOF; _ = x.(fmt.Stringer) })
	try("array", func() { var x any = [2]int{}; _ = x.([3]int) })
	try("iface any", func() { var x any = 5; _ = x.(interface{ M(int) string }) })
}

// Error:
// # command-line-arguments
// ./panic_interface_conversion_texts.go:42:30: impossible type assertion: r.(*strings.Builder)
// 	*strings.Builder does not implement io.Reader (missing method Read)
