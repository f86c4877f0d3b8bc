package main

import "fmt"

func main() {
	x := 2
	switch x {
	case 1:
		fmt.Println("one")
	case 1:
		fmt.Println("uno")
	case "2":
		fmt.Println("two")
	}
	var v any = 1
	switch t := v.(type) {
	case int:
	}
}

// Error:
// # command-line-arguments
// ./err_switch_dup_case.go:10:7: duplicate case 1 (constant of type int) in expression switch
// 	./err_switch_dup_case.go:8:7: previous case
// ./err_switch_dup_case.go:12:7: cannot convert "2" (untyped string constant) to type int
// ./err_switch_dup_case.go:16:9: t declared and not used
