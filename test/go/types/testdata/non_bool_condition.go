package main

func main() {
	x := 1
	if x {
	}
}

// Error:
// ./non_bool_condition.go:5:5: non-boolean condition in if statement
