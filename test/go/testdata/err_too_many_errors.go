package main

import "fmt"

func main() {
	a := 1
	b := 2
	c := 3
	d := 4
	e := 5
	f := 6
	g := 7
	h := 8
	i := 9
	j := 10
	k := 11
	l := 12
	fmt.Println("x")
}

// Error:
// # command-line-arguments
// ./err_too_many_errors.go:6:2: declared and not used: a
// ./err_too_many_errors.go:7:2: declared and not used: b
// ./err_too_many_errors.go:8:2: declared and not used: c
// ./err_too_many_errors.go:9:2: declared and not used: d
// ./err_too_many_errors.go:10:2: declared and not used: e
// ./err_too_many_errors.go:11:2: declared and not used: f
// ./err_too_many_errors.go:12:2: declared and not used: g
// ./err_too_many_errors.go:13:2: declared and not used: h
// ./err_too_many_errors.go:14:2: declared and not used: i
// ./err_too_many_errors.go:15:2: declared and not used: j
// ./err_too_many_errors.go:15:2: too many errors
