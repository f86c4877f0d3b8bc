package main

import "fmt"

// A field promoted from an embedded struct, read through a nil pointer: the fault address is the
// embedded struct's offset plus the field's, as gc computes it.

type Meta struct {
	Name      string
	Namespace string
	Gen       int64
}

type Object struct {
	Kind string
	Meta
}

func main() {
	o := &Object{Kind: "App", Meta: Meta{Gen: 3}}
	fmt.Println(o.Kind, o.Gen)
	var p *Object
	fmt.Println(p.Gen)
}

// Output:
// App 3
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x30 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
