package main

type Result struct{ Requeue bool }

func f() (Result, error) {
	return nil, nil
}

func main() { f() }

// Error:
// ./nil_as_struct_return.go:6:9: cannot use nil as Result value in return statement
