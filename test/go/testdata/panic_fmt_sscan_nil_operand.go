package main

// A nil operand makes fmt's scanner call reflect.Value.Type on the zero Value; scan.go's
// errorHandler recovers that panic and panics with it again.

import "fmt"

func main() {
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var x int
		fmt.Sscanf("1 2", "%d %d", &x, nil)
	}()
	n, err := fmt.Sscan("", nil)
	fmt.Println(n, err)
}

// Output:
// recovered: reflect: call of reflect.Value.Type on zero Value
// Stderr:
// panic: reflect: call of reflect.Value.Type on zero Value [recovered]
// 	panic: reflect: call of reflect.Value.Type on zero Value
//
// goroutine 1 [running]:
// Exit: 2
