package main

import (
	"fmt"
	"time"
)

type Duration int64

type Getter interface{ Get() int }

type impl struct{}

func (*impl) Get() int { return 1 }

func main() {
	var d time.Duration = Duration(5)
	var g Getter = impl{}
	var s []string = nil
	var m map[string]int = map[string]string{}
	var i interface{} = nil
	var n int = nil
	var p *int = 0
	var b byte = 'é'
	var r rune = "r"
	fmt.Println(d, g, s, m, i, n, p, b, r)
	if s == nil && m != nil && nil == nil {
	}
	var arr [3]int = [4]int{}
	_ = arr
}

// Error:
// # command-line-arguments
// ./err_untyped_nil_and_assignability.go:17:24: cannot use Duration(5) (constant 5 of int64 type Duration) as time.Duration value in variable declaration
// ./err_untyped_nil_and_assignability.go:18:17: cannot use impl{} (value of struct type impl) as Getter value in variable declaration: impl does not implement Getter (method Get has pointer receiver)
// ./err_untyped_nil_and_assignability.go:20:25: cannot use map[string]string{} (value of type map[string]string) as map[string]int value in variable declaration
// ./err_untyped_nil_and_assignability.go:22:14: cannot use nil as int value in variable declaration
// ./err_untyped_nil_and_assignability.go:23:15: cannot use 0 (untyped int constant) as *int value in variable declaration
// ./err_untyped_nil_and_assignability.go:25:15: cannot use "r" (untyped string constant) as rune value in variable declaration
// ./err_untyped_nil_and_assignability.go:27:36: invalid operation: nil == nil (operator == not defined on untyped nil)
// ./err_untyped_nil_and_assignability.go:29:19: cannot use [4]int{} (value of type [4]int) as [3]int value in variable declaration
