package main

import "fmt"

func main() {
	fmt.Println("Hello, Operator Lab")
}

// Output:
// Hello, Operator Lab
