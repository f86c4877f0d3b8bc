package main

import "fmt"

func main() {
	var x any = 1
	switch v := x.(type) {
	case int:
		fmt.Println("int")
	}
}

// Error:
// # command-line-arguments
// ./err_type_switch_unused.go:7:9: v declared and not used
