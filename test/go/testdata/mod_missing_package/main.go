package main

import (
	"fmt"

	"example.com/app/internal/missing"
)

func main() {
	fmt.Println(missing.Value)
}

// Error:
// main.go:6:2: no required module provides package example.com/app/internal/missing; to add it:
// 	go get example.com/app/internal/missing
