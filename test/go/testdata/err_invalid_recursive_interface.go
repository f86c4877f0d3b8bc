package main

import "fmt"

type Getter interface {
	Getter
	Get() string
}

type Reader interface {
	Closer
	Read() []byte
}

type Closer interface {
	Reader
	Close() error
}

type Ordered interface {
	~int | ~string | Ordered
}

type Node interface {
	comparable
	Children() []Node
}

type Fine interface {
	Get() Fine
}

func main() {
	var g Getter
	var n Node
	var f Fine
	fmt.Println(g, n, f)
}

// Error:
// # command-line-arguments
// ./err_invalid_recursive_interface.go:5:6: invalid recursive type: Getter refers to itself
// ./err_invalid_recursive_interface.go:10:6: invalid recursive type Reader
// 	./err_invalid_recursive_interface.go:10:6: Reader refers to
// 	./err_invalid_recursive_interface.go:15:6: Closer refers to
// 	./err_invalid_recursive_interface.go:10:6: Reader
// ./err_invalid_recursive_interface.go:20:6: invalid recursive type: Ordered refers to itself
// ./err_invalid_recursive_interface.go:26:15: cannot use type Node outside a type constraint: interface is (or embeds) comparable
// ./err_invalid_recursive_interface.go:35:8: cannot use type Node outside a type constraint: interface is (or embeds) comparable
