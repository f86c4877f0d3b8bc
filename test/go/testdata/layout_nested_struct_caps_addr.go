package main

import "fmt"

// append's growth rounds to size classes by the element's size, and a nil dereference reports the
// field's address: both show gc's layout of nested structs (alignment, padding, embedded structs).

type Small struct {
	A bool
	B int16
	C bool
}

type Meta struct {
	Name   string
	Labels map[string]string
	Flag   bool
	Small  Small
	Count  int32
}

type Spec struct {
	Replicas *int32
	Meta     Meta
	Pair     [3]Small
	Ratio    float32
	Done     bool
}

type Object struct {
	Kind string
	Spec
	Status struct {
		Ready bool
		Seen  int64
	}
	Tail byte
}

func growth[T any](name string) {
	var s []T
	var z T
	caps := []int{}
	for i := 0; i < 40; i++ {
		s = append(s, z)
		if len(caps) == 0 || caps[len(caps)-1] != cap(s) {
			caps = append(caps, cap(s))
		}
	}
	fmt.Println(name, caps)
}

func main() {
	growth[Small]("Small")
	growth[Meta]("Meta")
	growth[Spec]("Spec")
	growth[Object]("Object")
	growth[[2]Object]("[2]Object")
	var o *Object
	fmt.Println(o.Tail)
}

// Output:
// Small [1 2 4 8 16 32 64]
// Meta [1 2 4 8 17 35 76]
// Spec [1 2 4 8 17 38 76]
// Object [1 2 4 8 17 34 68]
// [2]Object [1 2 4 8 17 34 68]
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x70 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
