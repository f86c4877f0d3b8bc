package z

import "fmt"

func Z() { fmt.Printf("%d\n", "x") }
