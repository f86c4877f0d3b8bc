package main

import (
	str "strings"
	. "fmt"
	_ "os"
	"time"
	"time"
)

func init() int { return 1 }

func (s string) Upper() string { return str.ToUpper(s) }

func main(args []string) {
	init()
	Println("x")
	var t time.Duration = 5
	_ = t
}

// Error:
// # command-line-arguments
// ./err_imports_init_main_signature.go:8:2: time redeclared in this block
// 	./err_imports_init_main_signature.go:7:2: other declaration of time
// ./err_imports_init_main_signature.go:8:2: "time" imported and not used
// ./err_imports_init_main_signature.go:11:6: func init must have no arguments and no return values
// ./err_imports_init_main_signature.go:13:7: cannot define new methods on non-local type string
// ./err_imports_init_main_signature.go:15:6: func main must have no arguments and no return values
// ./err_imports_init_main_signature.go:16:2: undefined: init
