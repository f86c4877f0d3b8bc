package main

type P struct{ X, Y int }

func main() {
	_ = P{1}
}

// Error:
// ./too_few_struct_values.go:6:9: too few values in struct literal of type P
