package main

import (
	"fmt"
	"strings"
)

type Meta struct {
	Name   string
	Labels map[string]string
}

type Spec struct {
	Replicas *int32
	Image    string
	Ports    []int
}

type Obj struct {
	Meta
	Spec   Spec
	Status struct {
		Ready bool
		Count int
	}
}

func (m *Meta) SetName(n string) { m.Name = n }
func (m Meta) GetName() string   { return m.Name }

type Grid [3][3]int

func ptr[T any](v T) *T { return &v }

func main() {
	o := Obj{Meta: Meta{Name: "a", Labels: map[string]string{"app": "x"}}, Spec: Spec{Replicas: ptr[int32](3), Image: "img"}}
	o.SetName("b")
	fmt.Println(o.GetName(), o.Name, *o.Spec.Replicas)
	o.Status.Ready = true
	o.Status.Count++
	fmt.Printf("%+v\n", o.Status)
	c := o
	c.Labels["app"] = "y"
	c.Spec.Image = "other"
	*c.Spec.Replicas = 5
	fmt.Println(o.Labels["app"], o.Spec.Image, *o.Spec.Replicas)
	objs := []Obj{o, c}
	for i := range objs {
		objs[i].Status.Count = i * 10
	}
	fmt.Println(objs[0].Status.Count, objs[1].Status.Count)
	ps := []*Obj{&objs[0], &objs[1]}
	ps[1].Name = "changed"
	fmt.Println(objs[1].Name)
	var g Grid
	g[1][1] = 5
	h := g
	h[1][1] = 6
	fmt.Println(g[1][1], h[1][1], g == h, g != Grid{})
	anon := struct {
		X, Y int
	}{1, 2}
	fmt.Println(anon, anon.X+anon.Y)
	people := []struct {
		Name string
		Age  int
	}{{"a", 1}, {"b", 2}}
	fmt.Println(people)
	type kv struct {
		k string
		v int
	}
	am := map[[2]int]string{{1, 2}: "a"}
	fmt.Println(am[[2]int{1, 2}])
	var sb strings.Builder
	sb.WriteString("x")
	sb2 := &sb
	sb2.WriteString("y")
	fmt.Println(sb.String())
	kvs := []kv{{"a", 1}}
	kvs = append(kvs, kv{"b", 2})
	fmt.Printf("%v %+v\n", kvs, kvs[1])
	var np *Obj
	fmt.Println(np == nil, np)
	fmt.Printf("%v %+v\n", Spec{}, Meta{})
	zz := new(Spec)
	zz.Ports = append(zz.Ports, 80)
	fmt.Println(*zz, zz.Replicas == nil)
}
