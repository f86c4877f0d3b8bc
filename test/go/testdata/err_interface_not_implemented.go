package main

import (
	"fmt"
	"io"
	"sort"
)

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Rect struct{ W, H float64 }

func (r *Rect) Area() float64 { return r.W * r.H }
func (r Rect) Perimeter() int { return int(2 * (r.W + r.H)) }

type byName []string

func (b byName) Len() int           { return len(b) }
func (b byName) Less(i, j int) bool { return b[i] < b[j] }

type myWriter struct{}

func (myWriter) Write(p []byte) int { return len(p) }

func main() {
	var s Shape = Rect{1, 2}
	sort.Sort(byName{"b", "a"})
	var w io.Writer = myWriter{}
	var st fmt.Stringer = 5
	fmt.Println(s, w, st)
}

// Error:
// # command-line-arguments
// ./err_interface_not_implemented.go:29:16: cannot use Rect{…} (value of struct type Rect) as Shape value in variable declaration: Rect does not implement Shape (method Area has pointer receiver)
// ./err_interface_not_implemented.go:30:12: cannot use byName{…} (value of slice type byName) as sort.Interface value in argument to sort.Sort: byName does not implement sort.Interface (missing method Swap)
// ./err_interface_not_implemented.go:31:20: cannot use myWriter{} (value of struct type myWriter) as io.Writer value in variable declaration: myWriter does not implement io.Writer (wrong type for method Write)
// 		have Write([]byte) int
// 		want Write([]byte) (int, error)
// ./err_interface_not_implemented.go:32:24: cannot use 5 (constant of type int) as fmt.Stringer value in variable declaration: int does not implement fmt.Stringer (missing method String)
