package main

import (
	"fmt"
	"strings"
	"time"
)

type PtrAlias = *strings.Builder

type IntPtr *int

type Iface interface{ M() }

func (d time.Duration) Pretty() string { return fmt.Sprint(d) }

func (e error) Wrap() error { return e }

func (m map[string]int) Keys() []string { return nil }

func (p PtrAlias) Reset2() {}

func (p IntPtr) Get() int { return 0 }

func (i Iface) Call() {}

func (s *[]int) Push(v int) {}

func (x **Iface) Double() {}

func main() {}

// Error:
// # command-line-arguments
// ./err_method_receiver_forms.go:15:7: cannot define new methods on non-local type time.Duration
// ./err_method_receiver_forms.go:17:7: cannot define new methods on non-local type error
// ./err_method_receiver_forms.go:19:7: invalid receiver type map[string]int
// ./err_method_receiver_forms.go:21:7: cannot define new methods on non-local type strings.Builder
// ./err_method_receiver_forms.go:23:7: invalid receiver type IntPtr (pointer or interface type)
// ./err_method_receiver_forms.go:25:7: invalid receiver type Iface (pointer or interface type)
// ./err_method_receiver_forms.go:27:7: invalid receiver type *[]int
// ./err_method_receiver_forms.go:29:7: invalid receiver type **Iface
