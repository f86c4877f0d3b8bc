package main

import "fmt"

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Sq struct{ s float64 }

func (q Sq) Area() float64 { return q.s * q.s }

func main() {
	var sh Shape = Sq{2}
	fmt.Println(sh.Area())
}

// Error:
// # command-line-arguments
// ./types_err_missing_method.go:15:17: cannot use Sq{…} (value of struct type Sq) as Shape value in variable declaration: Sq does not implement Shape (missing method Perimeter)
