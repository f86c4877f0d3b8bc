package main

import "fmt"

type Node struct {
	Val  int
	Next *Node
}

func main() {
	n := &Node{1, &Node{2, nil}}
	for p := n; p != nil; p = p.Next {
		fmt.Println(p.Val)
	}
	fmt.Println(n.Next.Next.Val)
}

// Output:
// 1
// 2
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
