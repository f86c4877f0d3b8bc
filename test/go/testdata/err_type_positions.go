package main

import (
	"fmt"
	"strings"
)

type Meta struct{ Name string }

type Item struct {
	Meta
	*Meta
}

type Wrap struct {
	strings.Builder
	*strings.Builder
}

func arr() [3]int { return [3]int{} }

func main() {
	var f [...]int
	fmt.Println(f, Item{}, Wrap{}, arr()[:], [2]int{}[1:])
}

// Error:
// # command-line-arguments
// ./err_type_positions.go:12:3: Meta redeclared
// 	./err_type_positions.go:11:2: other declaration of Meta
// ./err_type_positions.go:17:11: Builder redeclared
// 	./err_type_positions.go:16:10: other declaration of Builder
// ./err_type_positions.go:23:8: invalid use of [...] array (outside a composite literal)
// ./err_type_positions.go:24:33: invalid operation: arr() (value of type [3]int) (slice of unaddressable value)
// ./err_type_positions.go:24:43: invalid operation: [2]int{} (value of type [2]int) (slice of unaddressable value)
