package main

import "fmt"

var handlers = map[string]func(int) error{
	"create": func(n int) error {
		unused := n
		return nil
	},
	"delete": func(n int) error {
		return fmt.Sprintf("%d", n)
	},
}

var onStart = func() {
	fmt.Println(missing)
}

var count int = compute()

func compute() int {
	return "c"
}

func main() {
	x := 1
	handlers["create"](1)
	onStart()
}

// Error:
// # command-line-arguments
// ./err_package_level_func_literals.go:7:3: declared and not used: unused
// ./err_package_level_func_literals.go:11:10: cannot use fmt.Sprintf("%d", n) (value of type string) as error value in return statement: string does not implement error (missing method Error)
// ./err_package_level_func_literals.go:16:14: undefined: missing
// ./err_package_level_func_literals.go:22:9: cannot use "c" (untyped string constant) as int value in return statement
// ./err_package_level_func_literals.go:26:2: declared and not used: x
