package a

import (
	"fmt"

	"example.com/initorder/b"
)

var A = b.B + "->a"

func init() { fmt.Println("init a:", A) }
