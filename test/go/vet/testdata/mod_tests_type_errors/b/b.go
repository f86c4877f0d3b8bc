package b

import "fmt"

func B() { fmt.Printf("%d\n", "x") }
