package main

type Result struct{}

func f() (Result, error) {
	return Result{}, nil, nil
}

func main() { f() }

// Error:
// ./too_many_return_values.go:6:24: too many return values
// 	have (Result, nil, nil)
// 	want (Result, error)
