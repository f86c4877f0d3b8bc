package main

import "fmt"

// go/types reports a missing argument at the closing parenthesis; gc at the last argument.
func get(name, namespace string) error { return nil }

func main() {
	fmt.Println(get("a"))
}
