package main

import "fmt"

type Meta struct {
	Name       string
	Generation int64
}

type Obj struct {
	Meta
	Spec struct{ Replicas *int32 }
}

func main() {
	var o Obj
	g := &o.Generation
	*g = 3
	n := &o.Meta.Name
	*n = "web"
	fmt.Println(o.Name, o.Generation)
	r := int32(2)
	o.Spec.Replicas = &r
	*o.Spec.Replicas = 4
	fmt.Println(r, *o.Spec.Replicas)
	m := &o.Meta
	m.Generation++
	fmt.Println(o.Generation)
}

// Output:
// web 3
// 4 4
// 4
