package main

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"math/big"
)

type Header struct {
	Len int
}

func main() {
	b := make([]byte, 8)
	x := 5
	binary.BigEndian.PutUint32(b, x)
	var v uint16 = binary.LittleEndian.Uint32(b)
	n, err := rand.Int(rand.Reader, 10)
	var order binary.ByteOrder = binary.AppendByteOrder(binary.BigEndian)
	fmt.Println(v, n, err, order, big.NewInt(0), binary.Size(Header{}))
	rand.Read(b, 1)
}

// Error:
// # command-line-arguments
// ./err_binary_type_mismatches.go:17:32: cannot use x (variable of type int) as uint32 value in argument to binary.BigEndian.PutUint32
// ./err_binary_type_mismatches.go:18:17: cannot use binary.LittleEndian.Uint32(b) (value of type uint32) as uint16 value in variable declaration
// ./err_binary_type_mismatches.go:19:34: cannot use 10 (untyped int constant) as *big.Int value in argument to rand.Int
// ./err_binary_type_mismatches.go:20:31: cannot use binary.AppendByteOrder(binary.BigEndian) (value of interface type binary.AppendByteOrder) as binary.ByteOrder value in variable declaration: binary.AppendByteOrder does not implement binary.ByteOrder (missing method PutUint16)
// ./err_binary_type_mismatches.go:22:15: too many arguments in call to rand.Read
// 	have ([]byte, number)
// 	want ([]byte)
