package main

import (
	"fmt"
	"strings"
)

type Spec struct {
	Replicas int
	image    string
}

func (s Spec) Image() string { return s.image }

func main() {
	s := Spec{}
	fmt.Println(s.replicas, s.image, s.IMAGE, s.Foo())
	fmt.Println(strings.toUpper("x"), strings.Nope)
}

// Error:
// # command-line-arguments
// ./err_field_case_hint.go:17:16: s.replicas undefined (type Spec has no field or method replicas, but does have field Replicas)
// ./err_field_case_hint.go:17:37: s.IMAGE undefined (type Spec has no field or method IMAGE, but does have method Image)
// ./err_field_case_hint.go:17:46: s.Foo undefined (type Spec has no field or method Foo)
// ./err_field_case_hint.go:18:22: undefined: strings.toUpper (but have ToUpper)
// ./err_field_case_hint.go:18:44: undefined: strings.Nope
