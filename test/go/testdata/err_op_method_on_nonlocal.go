package main

import (
	"fmt"
	"time"
)

func (d time.Duration) Pretty() string { return d.String() }

type Spec struct{}

func (s Spec) Name() string { return "a" }
func (s *Spec) Name() string { return "b" }

func main() { fmt.Println(Spec{}.Name()) }

// Error:
// # command-line-arguments
// ./err_op_method_on_nonlocal.go:8:7: cannot define new methods on non-local type time.Duration
// ./err_op_method_on_nonlocal.go:13:16: method Spec.Name already declared at ./err_op_method_on_nonlocal.go:12:15
