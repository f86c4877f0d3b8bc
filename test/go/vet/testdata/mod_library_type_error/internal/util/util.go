package util

import "fmt"

var Count int = "three"

func Show() { fmt.Printf("%d\n", "x") }
