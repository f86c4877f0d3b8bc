package main

func f() int { return 1 }

func main() {
	var a, b = f()
	_, _ = a, b
}

// Error:
// ./var_decl_count_mismatch.go:6:13: assignment mismatch: 2 variables but f returns 1 value
