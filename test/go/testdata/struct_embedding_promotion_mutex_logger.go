package main

import (
	"fmt"
	"sync"
)

type Logger struct {
	prefix string
	lines  []string
}

func (l *Logger) Logf(format string, args ...any) {
	l.lines = append(l.lines, l.prefix+fmt.Sprintf(format, args...))
}

type Base struct {
	ID   int
	Name string
}

func (b Base) Describe() string { return fmt.Sprintf("Base(%d,%s)", b.ID, b.Name) }
func (b *Base) Rename(n string) { b.Name = n }

type Container struct {
	Base
	*Logger
	sync.Mutex
	Items []string
}

type Describer interface{ Describe() string }

type Special struct {
	Container
	Name string
}

func (s Special) Describe() string { return "Special:" + s.Container.Describe() }

func main() {
	c := &Container{Base: Base{1, "box"}, Logger: &Logger{prefix: "[c] "}}
	c.Lock()
	c.Items = append(c.Items, "a")
	c.Unlock()
	c.Rename("crate")
	c.Logf("renamed to %s", c.Name)
	fmt.Println(c.Describe(), c.lines)
	var d Describer = c
	fmt.Println(d.Describe())
	d = c.Base
	fmt.Println(d.Describe())
	s := Special{Container: Container{Base: Base{2, "inner"}, Logger: &Logger{}}, Name: "outer"}
	fmt.Println(s.Name, s.Base.Name, s.Describe())
	d = s
	fmt.Printf("%T %s\n", d, d.Describe())
	fmt.Printf("%+v\n", Base{3, "x"})
	fmt.Printf("%v\n", s.Container.Base)
	type point struct{ X, Y int }
	type circle struct {
		point
		R int
	}
	cc := circle{point{1, 2}, 3}
	cc.X += 10
	fmt.Printf("%+v %#v\n", cc, cc)
}

// Output:
// Base(1,crate) [[c] renamed to crate]
// Base(1,crate)
// Base(1,crate)
// outer inner Special:Base(2,inner)
// main.Special Special:Base(2,inner)
// {ID:3 Name:x}
// {2 inner}
// {point:{X:11 Y:2} R:3} main.circle{point:main.point{X:11, Y:2}, R:3}
