package main

import (
	"fmt"

	"example.com/d2/p"
	"example.com/d2/z"
)

func main() { fmt.Println(p.P()); z.Z() }

// Error:
// package example.com/d2
// 	imports example.com/d2/p
// 	imports example.com/d2/q
// 	imports example.com/d2/p: import cycle not allowed
// package example.com/d2
// 	imports example.com/d2/z
// 	z/z.go:3:8: use of internal package example.com/d2/lib/internal/x not allowed
