package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

type Packet struct {
	ID   uint16
	Kind uint8
	size uint8
}

func main() {
	var p Packet
	r := bytes.NewReader([]byte{0, 7, 1, 2, 0, 0, 0, 9})
	if err := binary.Read(r, binary.BigEndian, &p.ID); err != nil {
		fmt.Println(err)
	}
	fmt.Println(p.ID, r.Len())
	var w bytes.Buffer
	fmt.Println(binary.Write(&w, binary.BigEndian, p), w.Len())
	defer func() {
		fmt.Println("recovered:", recover())
		var n *uint32
		binary.Read(r, binary.BigEndian, n)
	}()
	binary.Read(bytes.NewReader([]byte{1, 2, 3, 4}), binary.BigEndian, &p)
}

// Output:
// 7 6
// <nil> 4
// recovered: reflect: reflect.Value.SetUint using value obtained using unexported field
// Stderr:
// panic: reflect: reflect.Value.SetUint using value obtained using unexported field [recovered]
// 	panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
