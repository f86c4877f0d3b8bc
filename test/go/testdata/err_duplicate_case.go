package main

import "fmt"

func main() {
	phase := "Running"
	switch phase {
	case "Pending":
		fmt.Println("p")
	case "Running", "Pending":
		fmt.Println("r")
	}
}

// Error:
// # command-line-arguments
// ./err_duplicate_case.go:10:18: duplicate case "Pending" (constant of type string) in expression switch
// 	./err_duplicate_case.go:8:7: previous case
