package main

type Result struct{ Requeue bool }

func f() error {
	return Result{}
}

func main() { f() }

// Error:
// ./struct_as_error_return.go:6:9: cannot use Result{} (value of struct type Result) as error value in return statement: Result does not implement error (missing method Error)
