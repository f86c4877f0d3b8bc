package main

func main() {
	f := func() int {
		return "x"
	}
	_ = f
}

// Error:
// ./closure_return_mismatch.go:5:10: cannot use "x" (untyped string constant) as int value in return statement
