package main

import (
	"encoding/binary"
	"fmt"
)

func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i+4 <= len(b); i += 4 {
		sum += binary.BigEndian.Uint32(b[i:])
	}
	return sum
}

func main() {
	fmt.Println(checksum([]byte{0, 0, 0, 1, 0, 0, 0, 2, 9}))
	hdr := make([]byte, 6)
	binary.LittleEndian.PutUint16(hdr, 0xcafe)
	binary.LittleEndian.PutUint32(hdr[2:], 7)
	fmt.Println(hdr)
	defer fmt.Println("deferred runs")
	binary.BigEndian.PutUint64(hdr[2:], 1)
}

// Output:
// 3
// [254 202 7 0 0 0]
// deferred runs
// Stderr:
// panic: runtime error: index out of range [7] with length 4
//
// goroutine 1 [running]:
// Exit: 2
