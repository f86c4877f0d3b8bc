package main

import "fmt"

type ValidationError struct{ Field string }

func (e *ValidationError) Error() string { return "invalid " + e.Field }

func validate(name string) *ValidationError {
	if name == "" {
		return &ValidationError{"name"}
	}
	return nil
}

func reconcileBuggy(name string) error {
	var err error = validate(name)
	return err
}

func reconcileFixed(name string) error {
	if verr := validate(name); verr != nil {
		return verr
	}
	return nil
}

func main() {
	for _, n := range []string{"web", ""} {
		b := reconcileBuggy(n)
		f := reconcileFixed(n)
		fmt.Printf("%q buggy: nil=%v %v | fixed: nil=%v %v\n", n, b == nil, b, f == nil, f)
	}
}

// Output:
// "web" buggy: nil=false <nil> | fixed: nil=true <nil>
// "" buggy: nil=false invalid name | fixed: nil=false invalid name
