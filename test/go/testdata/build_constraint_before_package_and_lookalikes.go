//go:build linux || darwin

// A file whose build constraint is in the right place, before the package clause, and a line
// that only looks like one after it.
package main

import "fmt"

// go:build this has a space, so it is no directive
//go:builder neither is this

func main() {
	fmt.Println("builds")
}

// Output:
// builds
