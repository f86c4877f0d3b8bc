package main

import (
	"fmt"
	"strconv"
)

type Stringer interface {
	String() string
}

type ID int

func (i *ID) String() string { return "id-" + strconv.Itoa(int(*i)) }

func JoinAll[T Stringer](xs []T) string {
	s := ""
	for _, x := range xs {
		s += x.String()
	}
	return s
}

func main() {
	ids := []ID{1, 2}
	fmt.Println(JoinAll(ids))
}

// Error:
// # command-line-arguments
// ./generics_err_missing_method_constraint.go:26:21: in call to JoinAll, T (type ID) does not satisfy Stringer (method String has pointer receiver)
