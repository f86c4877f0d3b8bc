package main

import (
	"fmt"
	"strings"
	"sync"
)

type Pod struct {
	Name   string
	status string
}

func (p *Pod) Ready() bool { return p.status == "Running" }

func main() {
	p := Pod{Name: "web"}
	fmt.Println(p.name)
	fmt.Println(p.Status)
	fmt.Println(p.ready())
	p.Restart()
	var mu sync.Mutex
	mu.lock()
	fmt.Println(strings.Contain("a", "b"))
	fmt.Println(fmt.Printline("x"))
	var i interface{ Ready() bool } = p
	_ = i
}

// Error:
// # command-line-arguments
// ./err_undefined_method_field_pkg.go:18:16: p.name undefined (type Pod has no field or method name, but does have field Name)
// ./err_undefined_method_field_pkg.go:19:16: p.Status undefined (type Pod has no field or method Status, but does have field status)
// ./err_undefined_method_field_pkg.go:20:16: p.ready undefined (type Pod has no field or method ready, but does have method Ready)
// ./err_undefined_method_field_pkg.go:21:4: p.Restart undefined (type Pod has no field or method Restart)
// ./err_undefined_method_field_pkg.go:23:5: mu.lock undefined (type sync.Mutex has no field or method lock, but does have method Lock)
// ./err_undefined_method_field_pkg.go:24:22: undefined: strings.Contain
// ./err_undefined_method_field_pkg.go:25:18: undefined: fmt.Printline
// ./err_undefined_method_field_pkg.go:26:36: cannot use p (variable of struct type Pod) as interface{Ready() bool} value in variable declaration: Pod does not implement interface{Ready() bool} (method Ready has pointer receiver)
