package main

import "fmt"

func main() {
	fmt.Printn("hi")
}

// Error:
// ./undefined_pkg_member.go:6:6: undefined: fmt.Printn
