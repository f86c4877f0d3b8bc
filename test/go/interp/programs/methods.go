package main

import (
	"fmt"
	"strings"
)

type Animal interface {
	Sound() string
}

type Named interface {
	Animal
	Name() string
}

type Dog struct{ name string }

func (d Dog) Sound() string  { return "woof" }
func (d *Dog) Name() string  { return d.name }
func (d *Dog) Rename(n string) { d.name = n }

type Celsius float64

func (c Celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }
func (c *Celsius) Warm(d float64) { *c += Celsius(d) }

type Logger struct{ prefix string }

func (l *Logger) Log(s string) { fmt.Println(l.prefix + s) }

type Service struct {
	*Logger
	Name string
}

type Inner struct{ V int }

func (i Inner) Get() int   { return i.V }
func (i *Inner) Set(v int) { i.V = v }

type Outer struct {
	Inner
	Extra string
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

func main() {
	d := &Dog{"rex"}
	var n Named = d
	fmt.Println(n.Sound(), n.Name())
	d.Rename("max")
	fmt.Println(n.Name())
	var a Animal = Dog{"x"}
	fmt.Println(a.Sound())
	c := Celsius(20)
	c.Warm(1.5)
	fmt.Println(c)
	fmt.Printf("%v %s %.2f\n", c, c, float64(c))
	s := Service{&Logger{"> "}, "svc"}
	s.Log("hello")
	o := Outer{Inner{1}, "e"}
	o.Set(5)
	fmt.Println(o.Get(), o.V, o.Inner.V)
	f := o.Get
	o.Set(6)
	fmt.Println(f(), o.Get())
	g := d.Name
	d.Rename("zed")
	fmt.Println(g())
	h := strings.ToUpper
	fmt.Println(h("abc"))
	st := &Stack[string]{}
	st.Push("a")
	st.Push("b")
	v, ok := st.Pop()
	fmt.Println(v, ok, len(st.items))
	var is Stack[int]
	_, ok = is.Pop()
	fmt.Println(ok)
	fn := (*Dog).Name
	fmt.Println(fn(d))
	var sv fmt.Stringer = c
	fmt.Println(sv.String())
}
