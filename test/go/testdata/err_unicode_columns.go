package main

import "fmt"

func main() {
	msg := "réconciliation terminée ✓"; count := "trois" + 3
	fmt.Println("état:", msg, count, inconnu)
	var größe int = "groß"
	名前 := 1
	fmt.Println(größe)
}

// Error:
// # command-line-arguments
// ./err_unicode_columns.go:6:51: invalid operation: "trois" + 3 (mismatched types untyped string and untyped int)
// ./err_unicode_columns.go:7:36: undefined: inconnu
// ./err_unicode_columns.go:8:20: cannot use "groß" (untyped string constant) as int value in variable declaration
// ./err_unicode_columns.go:9:2: declared and not used: 名前
