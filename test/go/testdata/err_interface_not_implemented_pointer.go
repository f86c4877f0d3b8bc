package main

import "fmt"

type Runnable interface {
	Run() error
	Name() string
}

type job struct{ n string }

func (j *job) Run() error  { return nil }
func (j job) Name() string { return j.n }

type other struct{}

func (other) Run(ctx int) error { return nil }
func (other) name() string      { return "" }

func main() {
	var r Runnable = job{"a"}
	var o Runnable = other{}
	var s fmt.Stringer = job{}
	rs := []Runnable{&job{}, job{}}
	fmt.Println(r, o, s, rs)
}

// Error:
// # command-line-arguments
// ./err_interface_not_implemented_pointer.go:21:19: cannot use job{…} (value of struct type job) as Runnable value in variable declaration: job does not implement Runnable (method Run has pointer receiver)
// ./err_interface_not_implemented_pointer.go:22:19: cannot use other{} (value of struct type other) as Runnable value in variable declaration: other does not implement Runnable (missing method Name)
// 		have name() string
// 		want Name() string
// ./err_interface_not_implemented_pointer.go:23:23: cannot use job{} (value of struct type job) as fmt.Stringer value in variable declaration: job does not implement fmt.Stringer (missing method String)
// ./err_interface_not_implemented_pointer.go:24:27: cannot use job{} (value of struct type job) as Runnable value in array or slice literal: job does not implement Runnable (method Run has pointer receiver)
