package main

import "fmt"

func main() {
	var s []int
	n := 3
	fmt.Println(s[:n])
}
