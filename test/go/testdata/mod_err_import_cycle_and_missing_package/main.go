package main

import (
	"fmt"

	"example.com/c/p"
	"example.com/c/r"
)

func main() {
	fmt.Println(p.P(), r.R)
}

// Error:
// q/q.go:5:2: no required module provides package example.com/c/zzz; to add it:
// 	go get example.com/c/zzz
// package example.com/c
// 	imports example.com/c/p
// 	imports example.com/c/q
// 	imports example.com/c/p: import cycle not allowed
