// A call missing its comma before a newline, and an assignment without a value: cmd/vet parses with
// go/parser, so vet words them as go/parser does, counts the rest, and does not type-check.
package main

import "fmt"

func main() {
	fmt.Println("reconciling",
		"done"
	)
	count :=
}
