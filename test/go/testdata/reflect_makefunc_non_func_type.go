package main

import (
	"fmt"
	"reflect"
)

func main() {
	defer func() { fmt.Println("recovered:", recover()) }()
	reflect.MakeFunc(reflect.TypeOf(1), nil)
}

// Output:
// recovered: reflect: call of MakeFunc with non-Func type
