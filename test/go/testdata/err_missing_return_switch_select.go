// Missing return after a switch without default, a type switch, a for with break and a select.
package main

import "fmt"

func phase(n int) string {
	switch {
	case n > 0:
		return "Running"
	case n == 0:
		return "Pending"
	}
}

func kind(x any) string {
	switch x.(type) {
	case int:
		return "int"
	default:
		fmt.Println("other")
	}
}

func loop() int {
	for {
		break
	}
}

func sel(c chan int) int {
	select {
	case v := <-c:
		return v
	}
}

func main() { fmt.Println(phase(1), kind(1), loop(), sel(nil)) }

// Error:
// # command-line-arguments
// ./err_missing_return_switch_select.go:13:1: missing return
// ./err_missing_return_switch_select.go:22:1: missing return
// ./err_missing_return_switch_select.go:28:1: missing return
