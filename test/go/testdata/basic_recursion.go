package main

import "fmt"

type Node struct {
	Val         int
	Left, Right *Node
}

func insert(n *Node, v int) *Node {
	if n == nil {
		return &Node{Val: v}
	}
	if v < n.Val {
		n.Left = insert(n.Left, v)
	} else {
		n.Right = insert(n.Right, v)
	}
	return n
}

func inorder(n *Node, visit func(int)) {
	if n == nil {
		return
	}
	inorder(n.Left, visit)
	visit(n.Val)
	inorder(n.Right, visit)
}

func height(n *Node) int {
	if n == nil {
		return 0
	}
	return 1 + max(height(n.Left), height(n.Right))
}

func main() {
	var root *Node
	for _, v := range []int{50, 30, 70, 20, 40, 60, 80, 35} {
		root = insert(root, v)
	}
	var out []int
	inorder(root, func(v int) { out = append(out, v) })
	fmt.Println(out, height(root))
}

// Output:
// [20 30 35 40 50 60 70 80] 4
