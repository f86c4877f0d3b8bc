package main

import (
	"fmt"
	str "strings"
	"os"
)

func init(x int) {}

func init() int { return 1 }

func main(args []string) int {
	init()
	fmt.Println("x")
	return 0
}

func main() {}

var x = 1
var x = 2

type T struct{}

func (T) M() {}
func (T) M() {}

// Error:
// # command-line-arguments
// ./err_main_init_signatures.go:5:2: "strings" imported as str and not used
// ./err_main_init_signatures.go:6:2: "os" imported and not used
// ./err_main_init_signatures.go:9:6: func init must have no arguments and no return values
// ./err_main_init_signatures.go:11:6: func init must have no arguments and no return values
// ./err_main_init_signatures.go:13:6: func main must have no arguments and no return values
// ./err_main_init_signatures.go:14:2: undefined: init
// ./err_main_init_signatures.go:19:6: main redeclared in this block
// 	./err_main_init_signatures.go:13:6: other declaration of main
// ./err_main_init_signatures.go:22:5: x redeclared in this block
// 	./err_main_init_signatures.go:21:5: other declaration of x
// ./err_main_init_signatures.go:27:10: method T.M already declared at ./err_main_init_signatures.go:26:10
