package main

import (
	"flag"
	"fmt"
)

func main() {
	fs := flag.NewFlagSet("tool", flag.PanicOnError)
	fs.Int("n", 1, "count")
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fs.Parse([]string{"-n", "x"})
	}()
	fmt.Println(fs.Name(), fs.Parsed(), fs.ErrorHandling() == flag.PanicOnError)
	defer func() { fmt.Println("recovered 2:", recover()) }()
	fs.String("n", "", "again")
}

// Output:
// recovered: invalid value "x" for flag -n: parse error
// tool true true
// recovered 2: tool flag redefined: n
// Stderr:
// invalid value "x" for flag -n: parse error
// Usage of tool:
//   -n int
//     	count (default 1)
// tool flag redefined: n
