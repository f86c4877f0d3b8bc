package d

import "fmt"

func D() { fmt.Printf("%d\n", "x") }
