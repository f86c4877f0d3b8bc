package main

import "fmt"

type ObjectMeta struct {
	Name   string
	Labels map[string]string
}

type Deployment struct {
	ObjectMeta
	Replicas int
}

func (m *ObjectMeta) SetName(n string) { m.Name = n }
func (m ObjectMeta) GetName() string   { return m.Name }

func main() {
	d := Deployment{ObjectMeta: ObjectMeta{Name: "web", Labels: map[string]string{"a": "1"}}, Replicas: 2}
	cp := d
	cp.SetName("copy")
	cp.Labels["b"] = "2"
	fmt.Println(d.GetName(), cp.GetName(), len(d.Labels))
	ptr := &d
	ptr.SetName("renamed")
	fmt.Println(d.Name, d.ObjectMeta.Name)
	fmt.Printf("%+v\n", cp)
}

// Output:
// web copy 2
// renamed renamed
// {ObjectMeta:{Name:copy Labels:map[a:1 b:2]} Replicas:2}
