// An interface whose method returns a second interface that embeds the first: the second's method
// set is the first's, whichever is declared first.
package main

import "fmt"

type Node interface {
	Children() Tree
	Name() string
}

type Tree interface {
	Node
	Size() int
}

type leaf string

func (l leaf) Children() Tree { return nil }
func (l leaf) Name() string   { return string(l) }
func (l leaf) Size() int      { return 1 }

type branch struct {
	name string
	kids []Tree
}

func (b branch) Children() Tree {
	if len(b.kids) == 0 {
		return nil
	}
	return b.kids[0]
}
func (b branch) Name() string { return b.name }
func (b branch) Size() int {
	n := 1
	for _, k := range b.kids {
		n += k.Size()
	}
	return n
}

var t Tree = branch{"root", []Tree{leaf("a"), branch{"b", []Tree{leaf("c")}}}}
var n Node = t
var back Tree = n.Children()

func main() {
	fmt.Println(n.Name(), t.Size(), back.Name(), back.Size())
	var nodes []Node
	for _, k := range t.(branch).kids {
		nodes = append(nodes, k)
	}
	fmt.Println(len(nodes), nodes[1].(Tree).Size())
}

// Output:
// root 4 a 1
// 2 2
