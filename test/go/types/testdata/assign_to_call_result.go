package main

func f() int { return 1 }

func main() {
	f() = 2
}

// Error:
// ./assign_to_call_result.go:6:2: cannot assign to f() (neither addressable nor a map index expression)
