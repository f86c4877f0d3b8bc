package main

type Result struct{ Requeue bool }

func f() (Result, error) {
	return Result{Requeue: true} nil
}

func main() {}

// Error:
// 6:31: syntax error: unexpected name nil at end of statement
