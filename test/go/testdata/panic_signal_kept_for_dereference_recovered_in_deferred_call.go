package main

import (
	"errors"
	"fmt"
)

type Node struct{ name string }

func (n *Node) String() string { return "node " + n.name }

func cleanup(n *Node) {
	fmt.Printf("cleaning %v\n", n)
}

func main() {
	var n *Node
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
		}
		cleanup(n)
		panic(errors.New("cleanup failed"))
	}()
	panic("first")
}

// Output:
// recovered: first
// cleaning <nil>
// Stderr:
// panic: first [recovered]
// 	panic: cleanup failed
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
