// A function literal inside a constant declaration sees that declaration's iota.
package main

import (
	"fmt"
	"unsafe"
)

const (
	zero  = iota
	one   = len([iota]byte{})
	size  = unsafe.Sizeof(func() int { return iota }())
	three = iota
	arr   = unsafe.Sizeof(func() { var x [iota]int16; _ = x })
)

func main() {
	fmt.Println(zero, one, size, three, arr)
}

// Output:
// 0 1 8 3 8
