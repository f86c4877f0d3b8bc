package main

import "fmt"

type Kind int

const (
	A Kind = iota
	B
	A
)

var x, y = 1

func dup(a int, a string) {}

func noBody()

type Node struct {
	Next Node
}

func (k Kind) String() string { return "k" }
func (k *Kind) String() string { return "pk" }

func init() int { return 1 }

func main() {
	var f func() = main
	init()
	fmt.Println(x, y, f)
	for i := range 3.5 {
		_ = i
	}
	var ch chan<- int
	<-ch
	var r <-chan int
	r <- 1
	close(r)
	go fmt.Println
	defer 1
}

// Error:
// # command-line-arguments
// ./err_misc_decl_errors.go:10:2: A redeclared in this block
// 	./err_misc_decl_errors.go:8:2: other declaration of A
// ./err_misc_decl_errors.go:13:12: assignment mismatch: 2 variables but 1 value
// ./err_misc_decl_errors.go:15:17: a redeclared in this block
// 	./err_misc_decl_errors.go:15:10: other declaration of a
// ./err_misc_decl_errors.go:19:6: invalid recursive type: Node refers to itself
// ./err_misc_decl_errors.go:24:16: method Kind.String already declared at ./err_misc_decl_errors.go:23:15
// ./err_misc_decl_errors.go:26:6: func init must have no arguments and no return values
// ./err_misc_decl_errors.go:30:2: undefined: init
// ./err_misc_decl_errors.go:32:17: cannot range over 3.5 (untyped float constant)
// ./err_misc_decl_errors.go:36:4: invalid operation: cannot receive from send-only channel ch (variable of type chan<- int)
// ./err_misc_decl_errors.go:38:2: invalid operation: cannot send to receive-only channel r (variable of type <-chan int)
// ./err_misc_decl_errors.go:38:2: too many errors
