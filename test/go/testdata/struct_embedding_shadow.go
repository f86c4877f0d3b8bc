package main

import "fmt"

type Logger struct{ prefix string }

func (l *Logger) Log(msg string) { fmt.Println(l.prefix + msg) }
func (l *Logger) Name() string   { return "logger" }

type Meta struct {
	Name   string
	Labels map[string]string
}

func (m *Meta) GetName() string { return m.Name }
func (m *Meta) SetName(n string) { m.Name = n }

type Spec struct{ Replicas *int32 }

type Deployment struct {
	Meta
	*Logger
	Spec Spec
}

func (d *Deployment) Name() string { return "deploy/" + d.Meta.Name }

type Object interface {
	GetName() string
	SetName(string)
}

func main() {
	d := &Deployment{Meta: Meta{Name: "web"}, Logger: &Logger{"[d] "}}
	d.Log("hello")
	fmt.Println(d.Name(), d.GetName(), d.Logger.Name(), d.Meta.Name)
	var o Object = d
	o.SetName("api")
	fmt.Println(d.GetName(), d.Meta.Name)
	fmt.Printf("%+v\n", d.Meta)
	r := int32(3)
	d.Spec.Replicas = &r
	*d.Spec.Replicas++
	fmt.Println(*d.Spec.Replicas, r)
	d2 := *d
	d2.Meta.Name = "copy"
	d2.Logger.prefix = "[shared] "
	d.Log(d.Meta.Name)
	type wrapper struct {
		Deployment
		extra int
	}
	w := wrapper{Deployment: *d, extra: 1}
	fmt.Println(w.GetName(), w.Name(), w.Labels == nil)
}

// Output:
// [d] hello
// deploy/web web logger web
// api api
// {Name:api Labels:map[]}
// 4 4
// [shared] api
// api deploy/api true
