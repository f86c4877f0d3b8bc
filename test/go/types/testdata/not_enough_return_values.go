package main

type Result struct{}

func f() (Result, error) {
	return Result{}
}

func main() { f() }

// Error:
// ./not_enough_return_values.go:6:9: not enough return values
// 	have (Result)
// 	want (Result, error)
