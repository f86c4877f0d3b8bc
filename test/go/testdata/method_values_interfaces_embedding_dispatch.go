package main

import (
	"fmt"
	"strings"
)

type Logger interface{ Log(string) }

type base struct {
	prefix string
	lines  *[]string
}

func (b base) Log(s string)        { *b.lines = append(*b.lines, b.prefix+s) }
func (b *base) SetPrefix(p string) { b.prefix = p }
func (b base) Describe() string    { return "base(" + b.prefix + ")" }

type Controller struct {
	base
	Name string
}

func (c Controller) Describe() string { return "controller " + c.Name + " over " + c.base.Describe() }

type Describer interface{ Describe() string }

func main() {
	var lines []string
	c := Controller{base{"[a] ", &lines}, "pods"}
	logf := c.Log
	c.SetPrefix("[b] ")
	logf("bound before SetPrefix")
	c.Log("after SetPrefix")
	var l Logger = c
	c.SetPrefix("[c] ")
	l.Log("through interface copy")
	pl := &c
	var l2 Logger = pl
	c.SetPrefix("[d] ")
	l2.Log("through pointer")
	f := (*Controller).Log
	f(&c, "method expression")
	g := Controller.Describe
	fmt.Println(g(c))
	var d Describer = c
	fmt.Println(d.Describe(), c.base.Describe())
	ds := []Describer{c, &c, c.base, &c.base}
	for _, x := range ds {
		fmt.Printf("%T %s\n", x, x.Describe())
	}
	fmt.Println(strings.Join(lines, "\n"))
	type tagged interface {
		Logger
		Describer
	}
	var t tagged = c
	_, isPtr := t.(*Controller)
	fmt.Println(isPtr, t.Describe())
	funcs := map[string]func(string){}
	for _, name := range []string{"x", "y"} {
		cc := Controller{base{"[" + name + "] ", &lines}, name}
		funcs[name] = cc.Log
	}
	lines = lines[:0]
	funcs["y"]("late y")
	funcs["x"]("late x")
	fmt.Println(lines)
}

// Output:
// controller pods over base([d] )
// controller pods over base([d] ) base([d] )
// main.Controller controller pods over base([d] )
// *main.Controller controller pods over base([d] )
// main.base base([d] )
// *main.base base([d] )
// [a] bound before SetPrefix
// [b] after SetPrefix
// [b] through interface copy
// [d] through pointer
// [d] method expression
// false controller pods over base([d] )
// [[y] late y [x] late x]
