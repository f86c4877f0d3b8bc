package main

import "fmt"

// gc stops at the 10th error it reports, and prints "too many errors" at that error's position.
// An invalid map key type is checked when its statement ends (types2 processDelayed), not after
// the function body, so it counts among the first ten here.

type Config struct {
	Name  string
	Ports []int
}

func main() {
	const limit uint8 = 255 + 1
	var ratio float32 = 1e40
	name := "abc"
	name[0] = 'x'
	var byPorts map[[]int]string
	var byConfig map[Config]bool
	fmt.Println(limit, ratio, name, byPorts, byConfig, len(5))
	var p *int = &5
	ports := [2]int{}
	ports[5] = 1
	fmt.Println(p, cap(map[int]int{}), undefinedName)
	fmt.Println(ports + 1)
}

// Error:
// # command-line-arguments
// ./err_too_many_errors_map_key_reported_at_statement.go:15:22: cannot use 255 + 1 (untyped int constant 256) as uint8 value in constant declaration (overflows)
// ./err_too_many_errors_map_key_reported_at_statement.go:16:22: cannot use 1e40 (untyped float constant 1e+40) as float32 value in variable declaration (overflows)
// ./err_too_many_errors_map_key_reported_at_statement.go:18:2: cannot assign to name[0] (neither addressable nor a map index expression)
// ./err_too_many_errors_map_key_reported_at_statement.go:19:18: invalid map key type []int
// ./err_too_many_errors_map_key_reported_at_statement.go:20:19: invalid map key type Config
// ./err_too_many_errors_map_key_reported_at_statement.go:21:57: invalid argument: 5 (untyped int constant) for built-in len
// ./err_too_many_errors_map_key_reported_at_statement.go:22:16: invalid operation: cannot take address of 5 (untyped int constant)
// ./err_too_many_errors_map_key_reported_at_statement.go:24:8: invalid argument: index 5 out of bounds [0:2]
// ./err_too_many_errors_map_key_reported_at_statement.go:25:21: invalid argument: map[int]int{} (value of type map[int]int) for built-in cap
// ./err_too_many_errors_map_key_reported_at_statement.go:25:37: undefined: undefinedName
// ./err_too_many_errors_map_key_reported_at_statement.go:25:37: too many errors
