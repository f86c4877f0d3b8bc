package main

import "fmt"

func get(name string) error { return nil }

func main() {
	obj, err := get("web")
	fmt.Println(obj, err)
}

// Error:
// # command-line-arguments
// ./err_assignment_mismatch.go:8:14: assignment mismatch: 2 variables but get returns 1 value
