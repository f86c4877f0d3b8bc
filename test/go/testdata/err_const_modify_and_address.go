package main

import "fmt"

const limit = 10

func get() int { return 1 }

func main() {
	limit = 20
	p := &limit
	q := &get()
	r := &fmt.Sprint("x")
	m := map[string]int{}
	mp := &m["a"]
	s := "abc"
	len(s) = 2
	get() = 3
	fmt.Println(p, q, r, mp)
}

// Error:
// # command-line-arguments
// ./err_const_modify_and_address.go:10:2: cannot assign to limit (neither addressable nor a map index expression)
// ./err_const_modify_and_address.go:11:8: invalid operation: cannot take address of limit (untyped int constant 10)
// ./err_const_modify_and_address.go:12:8: invalid operation: cannot take address of get() (value of type int)
// ./err_const_modify_and_address.go:13:8: invalid operation: cannot take address of fmt.Sprint("x") (value of type string)
// ./err_const_modify_and_address.go:15:9: invalid operation: cannot take address of m["a"] (map index expression of type int)
// ./err_const_modify_and_address.go:17:2: cannot assign to len(s) (neither addressable nor a map index expression)
// ./err_const_modify_and_address.go:18:2: cannot assign to get() (neither addressable nor a map index expression)
