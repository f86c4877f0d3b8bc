package main

import (
	"fmt"
	"os"
)

func main() {
	s := fmt.Sprintf("%s/%s", "default", "web")
	fmt.Println(s, len(s))
	fmt.Fprintln(os.Stdout, "to stdout", 1)
	fmt.Fprintf(os.Stdout, "%d items\n", 3)
	fmt.Fprint(os.Stderr, "to stderr\n")
	var a, b int
	var name string
	n, err := fmt.Sscanf("10 20 pods", "%d %d %s", &a, &b, &name)
	fmt.Println(n, err, a+b, name)
	fmt.Println(fmt.Sprintf("%v", []any{1, "a", nil}))
	fmt.Println(fmt.Sprintf("%5t|%-6v|", true, false))
}

// Output:
// default/web 11
// to stdout 1
// 3 items
// 3 <nil> 30 pods
// [1 a <nil>]
//  true|false |
// Stderr:
// to stderr
