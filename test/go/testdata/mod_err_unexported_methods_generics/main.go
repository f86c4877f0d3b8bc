package main

import (
	"fmt"

	"example.com/pr/lib"
)

func main() {
	fmt.Println(lib.Svc{}, lib.Hook, lib.Map([]int{1}, func(x int) int { return x }), lib.Long(1, 2, 3), lib.Medium(1, 2))
	var _ lib.options
	var _ lib.hidden
	_ = lib.clamp
	_ = lib.defaultHook
	_ = lib.ident[int]
	_ = lib.norm
	_ = lib.short
	var _ lib.counter
	_ = lib.unexportedUser
}

// Error:
// # example.com/pr
// ./main.go:11:12: name options not exported by package lib
// ./main.go:12:12: undefined: lib.hidden
// ./main.go:13:10: name clamp not exported by package lib
// ./main.go:14:10: undefined: lib.defaultHook
// ./main.go:15:10: name ident not exported by package lib
// ./main.go:16:10: undefined: lib.norm
// ./main.go:17:10: name short not exported by package lib
// ./main.go:18:12: undefined: lib.counter
// ./main.go:19:10: undefined: lib.unexportedUser
