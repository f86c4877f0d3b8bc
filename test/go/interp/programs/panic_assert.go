package main

import "fmt"

func main() {
	var x interface{} = "str"
	n := x.(int)
	fmt.Println(n)
}
