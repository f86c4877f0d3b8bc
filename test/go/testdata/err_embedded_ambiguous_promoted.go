package main

import (
	"fmt"
	"sync"
)

type ObjectMeta struct {
	Name      string
	Namespace string
}

type TypeMeta struct {
	Kind string
	Name string
}

type Pod struct {
	ObjectMeta
	TypeMeta
	sync.Mutex
}

type Logger struct{}

func (Logger) Info(msg string) {}

type Recorder struct{}

func (Recorder) Info(msg string) {}

type Reconciler struct {
	Logger
	Recorder
}

func main() {
	var p Pod
	fmt.Println(p.Name, p.Kind, p.Namespace)
	p.Lock()
	p.Mutex.Unlock()
	var r Reconciler
	r.Info("x")
	p.ObjectMeta.Kind = "Pod"
	q := Pod{Name: "a"}
	fmt.Println(q)
}

// Error:
// # command-line-arguments
// ./err_embedded_ambiguous_promoted.go:39:16: ambiguous selector p.Name
// ./err_embedded_ambiguous_promoted.go:43:4: ambiguous selector r.Info
// ./err_embedded_ambiguous_promoted.go:44:15: p.ObjectMeta.Kind undefined (type ObjectMeta has no field or method Kind)
// ./err_embedded_ambiguous_promoted.go:45:11: unknown field Name in struct literal of type Pod
