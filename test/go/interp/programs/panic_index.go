package main

import "fmt"

func main() {
	s := []int{1, 2, 3}
	i := 5
	fmt.Println("before")
	fmt.Println(s[i])
}
