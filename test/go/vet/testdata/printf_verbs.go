package main

import "fmt"

func main() {
	fmt.Printf("%s %d\n", 1, 2, 3)
	fmt.Printf("x\n", 1)
	fmt.Printf("%[3]d\n", 1)
	fmt.Printf("%z\n", 1)
	fmt.Println("a\n")
	fmt.Printf("%!\n")
	fmt.Printf("%")
	var e error
	e.Error()
	fmt.Printf("%*d\n", "a", 1)
}
