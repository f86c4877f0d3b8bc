package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand"
)

func main() {
	var buf bytes.Buffer
	n := binary.BigEndian.Uint32(buf)
	binary.LittleEndian.PutUint16(buf.Bytes(), 70000)
	var x int
	binary.Write(&buf, binary.BigEndian)
	fmt.Println(n, x)
}

// Error:
// # command-line-arguments
// ./err_binary_unused_and_wrong_args.go:7:2: "math/rand" imported and not used
// ./err_binary_unused_and_wrong_args.go:12:31: cannot use buf (variable of struct type bytes.Buffer) as []byte value in argument to binary.BigEndian.Uint32
// ./err_binary_unused_and_wrong_args.go:13:45: cannot use 70000 (untyped int constant) as uint16 value in argument to binary.LittleEndian.PutUint16 (overflows)
// ./err_binary_unused_and_wrong_args.go:15:21: not enough arguments in call to binary.Write
// 	have (*bytes.Buffer, binary.bigEndian)
// 	want (io.Writer, binary.ByteOrder, any)
