package main

import "fmt"

type Node struct {
	Name     string
	Children []*Node
	Parent   *Node
}

func depth(n *Node) int {
	if n == nil {
		return 0
	}
	return 1 + depth(n.Parent)
}

func main() {
	root := &Node{Name: "root"}
	child := &Node{Name: "child", Parent: root}
	root.Parent = child
	fmt.Println("computing depth")
	fmt.Println(depth(child))
}

// Output:
// computing depth
// Stderr:
// runtime: goroutine stack exceeds 1000000000-byte limit
// runtime: sp=0x? stack=[0x?, 0x?]
// fatal error: stack overflow
//
// runtime stack:
// runtime.throw({0x?, 0x?})
// 	/usr/local/go/src/runtime/panic.go:1067 +0x? fp=0x? sp=0x? pc=0x?
// runtime.newstack()
// 	/usr/local/go/src/runtime/stack.go:1117 +0x? fp=0x? sp=0x? pc=0x?
// runtime.morestack()
// 	/usr/local/go/src/runtime/asm_amd64.s:621 +0x? fp=0x? sp=0x? pc=0x?
//
// goroutine 1 gp=0x? m=? mp=0x? [running]:
// Exit: 2
