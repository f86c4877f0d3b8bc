package main

type T struct{ a []int }

func main() {
	var t1, t2 T
	_ = t1 == t2
}

// Error:
// ./struct_compare_slice.go:7:6: invalid operation: t1 == t2 (struct containing []int cannot be compared)
