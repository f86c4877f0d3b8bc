package main

import (
	"fmt"

	"example.com/pr/lib"
)

func main() {
	fmt.Println(lib.NewFoo("a"), lib.Wrap(nil), lib.Sum(nil), lib.Apply(nil), lib.Describe(1), lib.Two(""), lib.Must(1), lib.IsNotFound(nil), lib.Ready(), lib.Validate(""), lib.Lower(""))
	_ = lib.newLogger
	_ = lib.defaultPrefix
	_ = lib.wrapPrefix
	_ = lib.addOne
	_ = lib.mul
	_ = lib.kindOf
	_ = lib.twoCalls
	_ = lib.mustPositive
	_ = lib.errNotFound
}

// Error:
// # example.com/pr
// ./main.go:11:10: name newLogger not exported by package lib
// ./main.go:12:10: name defaultPrefix not exported by package lib
// ./main.go:13:10: name wrapPrefix not exported by package lib
// ./main.go:14:10: name addOne not exported by package lib
// ./main.go:15:10: name mul not exported by package lib
// ./main.go:16:10: name kindOf not exported by package lib
// ./main.go:17:10: undefined: lib.twoCalls
// ./main.go:18:10: name mustPositive not exported by package lib
// ./main.go:19:10: name errNotFound not exported by package lib
