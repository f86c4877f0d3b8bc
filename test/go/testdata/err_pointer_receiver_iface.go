package main

import "fmt"

type Object interface {
	GetName() string
	DeepCopyObject() Object
}

type Deployment struct{ Name string }

func (d *Deployment) GetName() string        { return d.Name }
func (d *Deployment) DeepCopyObject() Object { c := *d; return &c }

func update(obj Object) error { return nil }

func main() {
	dep := Deployment{Name: "web"}
	fmt.Println(update(dep))
}

// Error:
// # command-line-arguments
// ./err_pointer_receiver_iface.go:19:21: cannot use dep (variable of struct type Deployment) as Object value in argument to update: Deployment does not implement Object (method DeepCopyObject has pointer receiver)
