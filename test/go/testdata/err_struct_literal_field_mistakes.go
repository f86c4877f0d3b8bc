package main

import (
	"fmt"
	"sync"
)

type Point struct {
	X, Y int
}

type Config struct {
	Name string
	Port int
	mu   sync.Mutex
}

func main() {
	p := Point{1, 2, 3}
	q := Point{X: 1, 2}
	r := Point{Z: 3}
	s := Point{X: 1, X: 2}
	t := Point{1}
	c := Config{"a", 8080}
	c2 := c
	fmt.Println(p, q, r, s, t, c2)
	var pt *Point
	pt.Z = 1
}

// Error:
// # command-line-arguments
// ./err_struct_literal_field_mistakes.go:19:19: too many values in struct literal of type Point
// ./err_struct_literal_field_mistakes.go:20:19: mixture of field:value and value elements in struct literal
// ./err_struct_literal_field_mistakes.go:21:13: unknown field Z in struct literal of type Point
// ./err_struct_literal_field_mistakes.go:22:19: duplicate field name X in struct literal
// ./err_struct_literal_field_mistakes.go:23:14: too few values in struct literal of type Point
// ./err_struct_literal_field_mistakes.go:24:23: too few values in struct literal of type Config
// ./err_struct_literal_field_mistakes.go:28:5: pt.Z undefined (type *Point has no field or method Z)
