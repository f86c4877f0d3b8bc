package main

import "fmt"

func main() {
	x := 3
	switch x {
	case 1, 2, 1:
	case "a":
	case 3:
	case 3:
	}
	var v any = x
	switch t := v.(type) {
	case int, int:
	case string:
		fmt.Println("s")
	case undefinedType:
	}
	switch y := x.(type) {
	}
	var s fmt.Stringer
	switch s.(type) {
	case int:
	}
}

// Error:
// # command-line-arguments
// ./err_switch_duplicate_cases_types.go:8:13: duplicate case 1 (constant of type int) in expression switch
// 	./err_switch_duplicate_cases_types.go:8:7: previous case
// ./err_switch_duplicate_cases_types.go:9:7: cannot convert "a" (untyped string constant) to type int
// ./err_switch_duplicate_cases_types.go:11:7: duplicate case 3 (constant of type int) in expression switch
// 	./err_switch_duplicate_cases_types.go:10:7: previous case
// ./err_switch_duplicate_cases_types.go:14:9: t declared and not used
// ./err_switch_duplicate_cases_types.go:15:12: duplicate case int in type switch
// 	./err_switch_duplicate_cases_types.go:15:7: previous case
// ./err_switch_duplicate_cases_types.go:18:7: undefined: undefinedType
// ./err_switch_duplicate_cases_types.go:20:9: y declared and not used
// ./err_switch_duplicate_cases_types.go:20:14: x (variable of type int) is not an interface
// ./err_switch_duplicate_cases_types.go:24:7: impossible type switch case: int
// 	s (variable of interface type fmt.Stringer) cannot have dynamic type int (missing method String)
