// A typo in an import group: the go command reads the imports before gc runs and prints go/parser's
// first error (go/build read.go readGoInfo), with no "# command-line-arguments" heading.
package main

import (
	"fmt"panic("x")
)

func main() { fmt.Println("unreached") }

// Error:
// syntax_import_group_call.go:6:7: expected ';', found panic
