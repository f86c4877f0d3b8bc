package main

import "fmt"

type Spec struct {
	Replicas int32
	Image    string
	Labels   map[string]string
}

type Obj struct {
	Name string
	Spec Spec
}

func main() {
	a := Spec{Replicas: 1, Image: "nginx", Replicas: 2}
	b := &Spec{3}
	c := []Obj{{Nme: "x"}, {"y"}}
	d := Obj{Name: "z", Spec: {Replicas: 1}}
	e := Spec{Labels: {"a": "b"}}
	g := Obj{"n", Spec{}, 3}
	h := map[string]Spec{"k": {Image: 5}}
	i := Spec{Replicas: int64(3)}
	fmt.Println(a, b, c, d, e, g, h, i)
}

// Error:
// # command-line-arguments
// ./err_struct_literal_shapes.go:17:41: duplicate field name Replicas in struct literal
// ./err_struct_literal_shapes.go:18:14: too few values in struct literal of type Spec
// ./err_struct_literal_shapes.go:19:14: unknown field Nme in struct literal of type struct{Name string; Spec Spec}
// ./err_struct_literal_shapes.go:19:29: too few values in struct literal of type struct{Name string; Spec Spec}
// ./err_struct_literal_shapes.go:20:28: missing type in composite literal
// ./err_struct_literal_shapes.go:21:20: missing type in composite literal
// ./err_struct_literal_shapes.go:22:24: too many values in struct literal of type Obj
// ./err_struct_literal_shapes.go:23:36: cannot use 5 (untyped int constant) as string value in struct literal
// ./err_struct_literal_shapes.go:24:22: cannot use int64(3) (constant 3 of type int64) as int32 value in struct literal
