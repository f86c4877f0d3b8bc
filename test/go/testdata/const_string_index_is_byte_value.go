// Indexing a constant string gives a byte value, not a constant: negating it wraps at run time.
package main

import "fmt"

func main() {
	x := "abc"[1]
	fmt.Println(x, -"abc"[1], -"abc"[1]>>1, ^"abc"[0])
	const s = "hey"
	fmt.Println(-s[0], len(s), s[1]+200)
}

// Output:
// 98 158 79 158
// 152 3 45
