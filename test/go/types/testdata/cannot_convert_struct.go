package main

type A struct{ X int }
type B struct{ Y int }

func main() {
	_ = B(A{})
}

// Error:
// ./cannot_convert_struct.go:7:8: cannot convert A{} (value of struct type A) to type B
