package main

import (
	"fmt"

	"example.com/app/internal/a"
)

func main() {
	fmt.Println(a.Name())
}

// Error:
// package example.com/app
// 	imports example.com/app/internal/a
// 	imports example.com/app/internal/b
// 	imports example.com/app/internal/a: import cycle not allowed
