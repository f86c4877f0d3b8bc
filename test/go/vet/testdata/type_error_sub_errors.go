package main

import "fmt"

// go/types reports "other declaration of helper" as an error of its own; vet prints the first.
func helper() {}

func helper() {}

func main() {
	x := "a"
	switch x {
	case "a":
	case "b", "a":
	}
	fmt.Println(x)
}
