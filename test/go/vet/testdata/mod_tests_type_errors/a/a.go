package a

import "fmt"

func A() { fmt.Printf("%d\n", "x") }
