package main

import "fmt"

type Meta struct {
	Name   string
	Labels map[string]string
}

func (m *Meta) SetLabel(k, v string) {
	if m.Labels == nil {
		m.Labels = map[string]string{}
	}
	m.Labels[k] = v
}

func (m Meta) GetName() string { return m.Name }

type Obj struct {
	*Meta
	Kind string
}

type Named interface{ GetName() string }
type Labeler interface{ SetLabel(k, v string) }

func main() {
	o := Obj{Meta: &Meta{Name: "web"}, Kind: "Pod"}
	o.SetLabel("app", "web")
	var n Named = o
	var l Labeler = o
	l.SetLabel("tier", "fe")
	fmt.Println(n.GetName(), len(o.Labels), o.Labels["tier"])
	cp := o
	cp.Name = "changed through shared pointer"
	fmt.Println(o.Name)
	var empty Obj
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(empty.Kind == "")
	fmt.Println(empty.GetName())
}

// Output:
// web 2 fe
// changed through shared pointer
// true
// recovered: runtime error: invalid memory address or nil pointer dereference
