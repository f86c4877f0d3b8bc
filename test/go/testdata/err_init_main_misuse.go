package main

import "fmt"

var init = 3

func init(n int) {}

func init() int { return 0 }

func main(args []string) {
	init()
	fmt.Println(main)
	f := init
	_ = f
}

// Error:
// # command-line-arguments
// ./err_init_main_misuse.go:5:5: cannot declare init - must be func
// ./err_init_main_misuse.go:7:6: func init must have no arguments and no return values
// ./err_init_main_misuse.go:9:6: func init must have no arguments and no return values
// ./err_init_main_misuse.go:11:6: func main must have no arguments and no return values
// ./err_init_main_misuse.go:12:2: undefined: init
// ./err_init_main_misuse.go:14:7: undefined: init
