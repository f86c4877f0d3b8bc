package main

import (
	"fmt"
	"reflect"
)

func main() {
	var cases []reflect.SelectCase
	fmt.Println("selecting over", len(cases), "cases")
	reflect.Select(cases)
}

// Output:
// selecting over 0 cases
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select (no cases)]:
// Exit: 2
