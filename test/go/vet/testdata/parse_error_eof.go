// A function body left open at the end of the file: go/parser reports the EOF on the last line.
package main

import "fmt"

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(i)
	}
