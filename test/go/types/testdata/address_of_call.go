package main

func f() int { return 1 }

func main() {
	_ = &f()
}

// Error:
// ./address_of_call.go:6:7: invalid operation: cannot take address of f() (value of type int)
