package main

import "fmt"

type num int

type Named struct{ name string }

func (n Named) String() string { return n.name }

type Labeler interface {
	Label() (string, bool)
}

type badLabel struct{}

func (badLabel) Label() string { return "" }

func Print[T fmt.Stringer](xs []T) {
	for _, x := range xs {
		fmt.Println(x.String())
	}
}

func Labels[T Labeler](xs ...T) {}

func main() {
	Print([]Named{{"web"}})
	Print([]num{1, 2})
	Labels(badLabel{})
	window := []int{1, 2, 3, 4}
	fmt.Println(window[3:1])
	fmt.Println(window[1:3:2])
}

// Error:
// # command-line-arguments
// ./types_err_generic_constraint_methods.go:29:7: in call to Print, T (type num) does not satisfy fmt.Stringer (missing method String)
// ./types_err_generic_constraint_methods.go:30:8: in call to Labels, T (type badLabel) does not satisfy Labeler (wrong type for method Label)
// 		have Label() string
// 		want Label() (string, bool)
// ./types_err_generic_constraint_methods.go:32:23: invalid slice indices: 1 < 3
// ./types_err_generic_constraint_methods.go:33:25: invalid slice indices: 2 < 3
