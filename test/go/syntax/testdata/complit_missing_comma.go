package main

import "fmt"

type T struct{ A, B int }

func main() {
	t := T{
		A: 1,
		B: 2
	}
	fmt.Println(t)
}

// Error:
// 10:7: syntax error: unexpected newline in composite literal; possibly missing comma or }
