// go/parser itself rejects a deferred or started expression that is not a call (gc leaves it to its
// type checker): at the end of the expression, and a parenthesized call too.
package main

import "fmt"

func cleanup() {}

func main() {
	defer cleanup
	go (fmt.Println("x"))
	for a, b, c := range []int{1} {
		fmt.Println(a, b, c)
	}
}
