package main

import "fmt"

type Obj struct{ Finalizers []string }

func main() {
	o := &Obj{Finalizers: []string{"a", "b"}}
	i := 0
	o.Finalizers = append(o.Finalizers[:i], o.Finalizers[i+1:])
	var s string = o.Finalizers[1:]
	n := len(o.Finalizers[1:]) + "x"
	fmt.Println(s, n)
}
