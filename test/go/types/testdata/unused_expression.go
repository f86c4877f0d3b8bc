package main

type D struct{ Name string }

func main() {
	var dep D
	dep.Name + "x"
}

// Error:
// ./unused_expression.go:7:2: dep.Name + "x" (value of type string) is not used
