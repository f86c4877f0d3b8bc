package main

import "fmt"

func main() {
	var x int = "s"
	fmt.Println(x)
}
