package main

import "fmt"

var init = 1

const main = undefinedName

type init struct{}

var (
	a, main = 1, 2
)

func helper() {
	fmt.Println(a, init)
}

func main() {
	helper()
}

// Error:
// # command-line-arguments
// ./err_cannot_declare_main_init.go:5:5: cannot declare init - must be func
// ./err_cannot_declare_main_init.go:7:7: cannot declare main - must be func
// ./err_cannot_declare_main_init.go:9:6: cannot declare init - must be func
// ./err_cannot_declare_main_init.go:12:5: cannot declare main - must be func
// ./err_cannot_declare_main_init.go:16:17: undefined: init
