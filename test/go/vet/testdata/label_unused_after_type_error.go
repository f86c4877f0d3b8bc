package main

import "fmt"

func main() {
unused:
	for i := 0; i < 3; i++ {
		fmt.Println(i)
	}
	var x int = "s"
	_ = x
}
