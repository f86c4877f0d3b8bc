package main

type P struct{ X, Y int }

func main() {
	_ = P{1, 2, 3}
}

// Error:
// ./too_many_struct_values.go:6:14: too many values in struct literal of type P
