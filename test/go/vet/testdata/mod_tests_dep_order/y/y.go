package y

import "fmt"

func Y() { fmt.Printf("%d\n", "x") }
