package main

import "fmt"

func main() {
	handler := func() {
		unused := 1
	}
	var total int
	total = "x"
	fmt.Println(handler)
}
