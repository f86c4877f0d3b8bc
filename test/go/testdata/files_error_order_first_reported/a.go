package main

import "fmt"

func helper() {
	unused := 1
	fmt.Println()
}
