package main

import "fmt"

func main() {
	defer func() {
		fmt.Println("recovered:", recover())
	}()
	defer func() {
		panic("second panic")
	}()
	panic("first panic")
}

// Output:
// recovered: second panic
