package main

import "fmt"

type S struct{ v int }

func (s *S) Set(v int) { s.v = v }

type Setter interface{ Set(int) }

func main() {
	x := nil
	var s Setter = S{}
	var p *S = S{}
	var n int = nil
	fmt.Println(x, s, p, n)
}

// Error:
// # command-line-arguments
// ./err_nil_use_and_ptr.go:12:7: use of untyped nil in assignment
// ./err_nil_use_and_ptr.go:13:17: cannot use S{} (value of struct type S) as Setter value in variable declaration: S does not implement Setter (method Set has pointer receiver)
// ./err_nil_use_and_ptr.go:14:13: cannot use S{} (value of struct type S) as *S value in variable declaration
// ./err_nil_use_and_ptr.go:15:14: cannot use nil as int value in variable declaration
