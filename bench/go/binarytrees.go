// Benchmarks Game binary-trees (to the published specification): allocate and walk perfect binary
// trees; depth 10.
package main

import "fmt"

type Node struct{ left, right *Node }

func bottomUp(depth int) *Node {
	if depth <= 0 {
		return &Node{}
	}
	return &Node{bottomUp(depth - 1), bottomUp(depth - 1)}
}

func (n *Node) check() int {
	if n.left == nil {
		return 1
	}
	return 1 + n.left.check() + n.right.check()
}

func main() {
	n := 10
	minDepth := 4
	maxDepth := n
	if minDepth+2 > n {
		maxDepth = minDepth + 2
	}
	stretch := maxDepth + 1
	fmt.Printf("stretch tree of depth %d\t check: %d\n", stretch, bottomUp(stretch).check())
	long := bottomUp(maxDepth)
	for d := minDepth; d <= maxDepth; d += 2 {
		iters := 1 << uint(maxDepth-d+minDepth)
		check := 0
		for i := 0; i < iters; i++ {
			check += bottomUp(d).check()
		}
		fmt.Printf("%d\t trees of depth %d\t check: %d\n", iters, d, check)
	}
	fmt.Printf("long lived tree of depth %d\t check: %d\n", maxDepth, long.check())
}
