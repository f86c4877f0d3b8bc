// An import path whose string is not closed: go/parser's "string literal not terminated", before gc runs.
package main

import "fmt

func main() { fmt.Println("unreached") }

// Error:
// syntax_import_unterminated_string.go:4:8: string literal not terminated
