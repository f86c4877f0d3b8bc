package main

import "fmt"

type Meta struct {
	Name      string
	Namespace string
}

type Obj struct {
	Kind string
	Meta *Meta
}

func main() {
	o := &Obj{Kind: "Pod"}
	fmt.Println(o.Kind)
	fmt.Println(o.Meta.Namespace)
}

// Output:
// Pod
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x10 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
