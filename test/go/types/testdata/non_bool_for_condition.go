package main

func main() {
	x := "a"
	for x {
	}
}

// Error:
// ./non_bool_for_condition.go:5:6: non-boolean condition in for statement
