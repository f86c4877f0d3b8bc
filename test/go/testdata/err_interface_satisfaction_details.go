package main

import (
	"fmt"
	"io"
	"sort"
)

type Writer interface {
	Write(p []byte) (n int, err error)
}

type Bad1 struct{}

func (Bad1) Write(p []byte) int { return 0 }

type Bad2 struct{}

func (Bad2) write(p []byte) (int, error) { return 0, nil }

type Bad3 struct{}

func (*Bad3) Write(p []byte) (int, error) { return 0, nil }

type Sorter struct{}

func (Sorter) Len() int { return 0 }

func main() {
	var w Writer
	w = Bad1{}
	w = Bad2{}
	w = Bad3{}
	var rw io.ReadWriter = &Bad3{}
	sort.Sort(Sorter{})
	var s fmt.Stringer = 5
	_, _, _ = w, rw, s
}

// Error:
// # command-line-arguments
// ./err_interface_satisfaction_details.go:31:6: cannot use Bad1{} (value of struct type Bad1) as Writer value in assignment: Bad1 does not implement Writer (wrong type for method Write)
// 		have Write([]byte) int
// 		want Write([]byte) (int, error)
// ./err_interface_satisfaction_details.go:32:6: cannot use Bad2{} (value of struct type Bad2) as Writer value in assignment: Bad2 does not implement Writer (missing method Write)
// 		have write([]byte) (int, error)
// 		want Write([]byte) (int, error)
// ./err_interface_satisfaction_details.go:33:6: cannot use Bad3{} (value of struct type Bad3) as Writer value in assignment: Bad3 does not implement Writer (method Write has pointer receiver)
// ./err_interface_satisfaction_details.go:34:25: cannot use &Bad3{} (value of type *Bad3) as io.ReadWriter value in variable declaration: *Bad3 does not implement io.ReadWriter (missing method Read)
// ./err_interface_satisfaction_details.go:35:12: cannot use Sorter{} (value of struct type Sorter) as sort.Interface value in argument to sort.Sort: Sorter does not implement sort.Interface (missing method Less)
// ./err_interface_satisfaction_details.go:36:23: cannot use 5 (constant of type int) as fmt.Stringer value in variable declaration: int does not implement fmt.Stringer (missing method String)
