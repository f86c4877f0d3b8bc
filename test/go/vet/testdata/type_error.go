package main

import "fmt"

func main() {
	x := 1
	var z int = "s"
	fmt.Printf("%d\n", "s")
}
