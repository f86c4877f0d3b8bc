package main

import "fmt"

type Animal interface {
	Sound() string
}

type Base struct{ name string }

func (b Base) Name() string     { return b.name }
func (b *Base) Rename(n string) { b.name = n }

type Dog struct {
	Base
	*Extra
	Age int
}

type Extra struct{ Tags []string }

func (d Dog) Sound() string { return "woof" }

type Logger struct{}

func (Logger) Log(s string) { fmt.Println(s) }

type Service struct {
	Logger
	Animal
}

func main() {
	d := Dog{Base: Base{name: "rex"}, Extra: &Extra{}}
	d.Rename("max")
	fmt.Println(d.Name(), d.Tags, d.Base.name)
	var a Animal = d
	var a2 Animal = &d
	s := Service{Animal: a}
	s.Log(s.Sound())
	f := d.Sound
	g := (*Base).Rename
	h := Base.Name
	g(&d.Base, "z")
	fmt.Println(f(), h(d.Base), a2.Sound())
	anon := struct {
		X, Y int
	}{1, 2}
	fmt.Println(anon.X + anon.Y)
	pts := []struct{ X int }{{1}, {X: 2}}
	ptrs := []*Dog{{Age: 1}, {Age: 2}}
	mp := map[string]Dog{"a": {Age: 3}}
	fmt.Println(pts, len(ptrs), mp["a"].Age)
}
