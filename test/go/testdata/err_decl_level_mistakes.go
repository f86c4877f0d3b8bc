package main

import (
	"fmt"
	"strings"
)

type Node struct {
	Val  int
	Next Node
}

type A struct{ b B }
type B struct{ a A }

var x = y + 1
var y = f()

func f() int { return x }

func (s strings.Builder) Shout() {}

func (n *Node) Len() int { return 0 }
func (n Node) Len() int  { return 1 }

type I interface {
	M()
	M()
}

func (int) Bad() {}

const c = iota * len("abc")

var d = iota

func main() {
	fmt.Println(x, c, d)
	_ = _
	fmt.Sprintf("%d", 1)
	len("x")
	var fn func(...int)
	fn([]int{1}...)
}

// Error:
// # command-line-arguments
// ./err_decl_level_mistakes.go:8:6: invalid recursive type: Node refers to itself
// ./err_decl_level_mistakes.go:13:6: invalid recursive type A
// 	./err_decl_level_mistakes.go:13:6: A refers to
// 	./err_decl_level_mistakes.go:14:6: B refers to
// 	./err_decl_level_mistakes.go:13:6: A
// ./err_decl_level_mistakes.go:16:5: initialization cycle for x
// 	./err_decl_level_mistakes.go:16:5: x refers to
// 	./err_decl_level_mistakes.go:17:5: y refers to
// 	./err_decl_level_mistakes.go:19:6: f refers to
// 	./err_decl_level_mistakes.go:16:5: x
// ./err_decl_level_mistakes.go:21:7: cannot define new methods on non-local type strings.Builder
// ./err_decl_level_mistakes.go:24:15: method Node.Len already declared at ./err_decl_level_mistakes.go:23:16
// ./err_decl_level_mistakes.go:28:2: duplicate method M
// 	./err_decl_level_mistakes.go:27:2: other declaration of method M
// ./err_decl_level_mistakes.go:31:7: cannot define new methods on non-local type int
// ./err_decl_level_mistakes.go:35:9: cannot use iota outside constant declaration
// ./err_decl_level_mistakes.go:39:6: cannot use _ as value or type
// ./err_decl_level_mistakes.go:41:2: len("x") (constant 1 of type int) is not used
// ./err_decl_level_mistakes.go:16:5: too many errors
