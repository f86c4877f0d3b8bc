package main

type T struct{}

func (T) String() string { return "" }

type S interface{ String() string }

func main() {
	var s S = T{}
	var t T = s
	_ = t
}

// Error:
// ./need_type_assertion.go:11:12: cannot use s (variable of interface type S) as T value in variable declaration: need type assertion
