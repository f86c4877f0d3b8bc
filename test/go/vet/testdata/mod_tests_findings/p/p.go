package p

import "fmt"

func F() { fmt.Printf("%d\n", "x") }
