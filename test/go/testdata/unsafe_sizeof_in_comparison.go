package main

import (
	"fmt"
	"unsafe"
)

type header struct {
	kind uint8
	size uint32
}

func main() {
	var a interface{} = 0
	size := unsafe.Sizeof(a)
	if size != 2*unsafe.Sizeof((*int)(nil)) {
		fmt.Println("wrong size:", size)
	}
	n := 3
	fmt.Println(n*int(unsafe.Sizeof(uint64(0))) == 24, size == unsafe.Sizeof(a))
	var h header
	fmt.Println(unsafe.Sizeof(h) > unsafe.Sizeof(h.kind), len([4]int{}) == n+1)
}

// Output:
// true true
// true true
