package main

import "fmt"

const Max uint8 = 255

func classify(n int) string {
	switch n {
	case 1, 2:
		return "small"
	case 2:
		return "two"
	case 3:
		return "three"
	}
	return "big"
}

func main() {
	var b uint8 = Max + 1
	var i8 int8 = 128
	x := 10 / 0
	var f float32 = 1e40
	var u uint = -1
	s := "abc"
	s[0] = 'x'
	const c = 5
	c = 6
	fmt.Println(classify(1), b, i8, x, f, u, s)
	switch v := any(1).(type) {
	case int, int:
		fmt.Println(v)
	}
}

// Error:
// # command-line-arguments
// ./err_switch_duplicates_consts_overflow.go:11:7: duplicate case 2 (constant of type int) in expression switch
// 	./err_switch_duplicates_consts_overflow.go:9:10: previous case
// ./err_switch_duplicates_consts_overflow.go:20:16: Max + 1 (constant 256 of type uint8) overflows uint8
// ./err_switch_duplicates_consts_overflow.go:21:16: cannot use 128 (untyped int constant) as int8 value in variable declaration (overflows)
// ./err_switch_duplicates_consts_overflow.go:22:12: invalid operation: division by zero
// ./err_switch_duplicates_consts_overflow.go:23:18: cannot use 1e40 (untyped float constant 1e+40) as float32 value in variable declaration (overflows)
// ./err_switch_duplicates_consts_overflow.go:24:15: cannot use -1 (untyped int constant) as uint value in variable declaration (overflows)
// ./err_switch_duplicates_consts_overflow.go:26:2: cannot assign to s[0] (neither addressable nor a map index expression)
// ./err_switch_duplicates_consts_overflow.go:28:2: cannot assign to c (neither addressable nor a map index expression)
// ./err_switch_duplicates_consts_overflow.go:31:12: duplicate case int in type switch
// 	./err_switch_duplicates_consts_overflow.go:31:7: previous case
