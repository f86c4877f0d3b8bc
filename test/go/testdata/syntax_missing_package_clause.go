// A file that forgot its package clause.

import "fmt"

func main() {
	fmt.Println("hello")
}

// Error:
// syntax_missing_package_clause.go:3:1: expected 'package', found 'import'
