package main

import "fmt"

type Logger struct{ Name string }

func (l Logger) Log(msg string) { fmt.Println(l.Name+":", msg) }

type Metrics struct{ Name string }

func (m *Metrics) Log(msg string) { fmt.Println("metrics", m.Name, msg) }

type Base struct {
	Logger
}

type Reconciler struct {
	Base
	*Metrics
	Name string
}

type Loggable interface{ Log(string) }

func main() {
	r := Reconciler{Base: Base{Logger{"base"}}, Metrics: &Metrics{"m"}, Name: "rec"}
	// Metrics.Log is at depth 1, Logger.Log at depth 2: the shallower wins.
	r.Log("hello")
	r.Base.Log("from base")
	fmt.Println(r.Name, r.Base.Name, r.Metrics.Name)
	var l Loggable = r
	l.Log("via interface")
	var lp Loggable = &r
	lp.Log("via pointer")
	fmt.Printf("%+v\n", r.Base)
	fmt.Printf("%v\n", r.Metrics)
}

// Output:
// metrics m hello
// base: from base
// rec base m
// metrics m via interface
// metrics m via pointer
// {Logger:{Name:base}}
// &{m}
