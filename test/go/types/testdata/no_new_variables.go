package main

func main() {
	x := 1
	x := 2
	_ = x
}

// Error:
// ./no_new_variables.go:5:4: no new variables on left side of :=
