package main

import "fmt"

var handler = func() int {
	return "not an int"
}

var count int = "zero"

func main() {
	fmt.Println(handler(), count)
}
