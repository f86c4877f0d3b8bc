package main

import (
	"fmt"

	"example.com/app/a"
)

func main() {
	fmt.Println(a.Hello())
}

// Error:
// package example.com/app
// 	imports example.com/app/a
// 	imports example.com/app/b
// 	imports example.com/app/a: import cycle not allowed
