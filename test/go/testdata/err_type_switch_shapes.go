package main

import (
	"errors"
	"fmt"
	"io/fs"
)

type NotFound struct{ Name string }

func (e *NotFound) Error() string { return e.Name }

func classify(err error) string {
	switch e := err.(type) {
	case NotFound:
		return e.Name
	case *NotFound, *fs.PathError:
		return e.Name
	case string:
		return e
	case nil:
		return "nil"
	case nil:
		return "nil2"
	}
	n := 3
	switch n.(type) {
	}
	switch t := err.(type) {
	case error:
	}
	return ""
}

func main() {
	fmt.Println(classify(errors.New("x")))
}

// Error:
// # command-line-arguments
// ./err_type_switch_shapes.go:15:7: impossible type switch case: NotFound
// 	err (variable of interface type error) cannot have dynamic type NotFound (method Error has pointer receiver)
// ./err_type_switch_shapes.go:18:12: e.Name undefined (type error has no field or method Name)
// ./err_type_switch_shapes.go:19:7: impossible type switch case: string
// 	err (variable of interface type error) cannot have dynamic type string (missing method Error)
// ./err_type_switch_shapes.go:23:7: duplicate case nil in type switch
// 	./err_type_switch_shapes.go:21:7: previous case
// ./err_type_switch_shapes.go:27:9: n (variable of type int) is not an interface
// ./err_type_switch_shapes.go:29:9: t declared and not used
