package main

import (
	"fmt"
	"io"
	"strconv"
)

type Getter interface{ Get() string }

type Setter interface{ Get() int }

func main() {
	var x int8 = 1
	var y uint16 = 1
	fmt.Println(x<<8, y>>16, x<<7, 1<<70>>69)
	var g Getter
	if s, ok := g.(Setter); ok {
		fmt.Println(s)
	}
	var r io.Reader
	_ = r.(io.Writer)
	_ = r.(interface{ Read() })
	if strconv.Itoa == nil || main != nil {
		return
	}
	var n int64 = 65
	fmt.Println(string(n), string(rune(n)), string(byte(n)))
	type MyInt int
	var m MyInt = 66
	fmt.Println(string(m))
}
