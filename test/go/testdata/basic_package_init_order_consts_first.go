package main

import "fmt"

var (
	first  = fromConst()
	second = setup("second")
	third  = setup("third")
)

const prefix = "cfg"

var order []string

func setup(name string) string {
	order = append(order, name)
	return name
}

func fromConst() string {
	order = append(order, "first")
	if prefix != "" {
		return prefix + "-first"
	}
	return ""
}

func main() {
	fmt.Println(order, first, second, third)
}

// Output:
// [first second third] cfg-first second third
