package main

import "fmt"

type Node struct{ name string }

func (n *Node) String() string { return "node " + n.name }

func main() {
	var n *Node
	defer fmt.Println("deferred:", n)
	panic("boom")
}

// Output:
// deferred: <nil>
// Stderr:
// panic: boom
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
