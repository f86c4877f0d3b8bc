package main

func f() {
	return 1
}

func main() { f() }

// Error:
// ./return_value_in_void.go:4:9: too many return values
// 	have (number)
// 	want ()
