package main

import (
	"fmt"
	"sort"
	"strings"
)

type Counter struct {
	name string
	n    int
}

func (c Counter) Inc()           { c.n++ }
func (c Counter) Value() int     { return c.n }
func (c *Counter) IncPtr()       { c.n++ }
func (c Counter) String() string { c.name = strings.ToUpper(c.name); return fmt.Sprintf("%s=%d", c.name, c.n) }

type Incrementer interface {
	Inc()
	Value() int
}

type Grid [3]int

func (g Grid) Zero() Grid { g[0] = 0; return g }
func (g Grid) Sum() int   { return g[0] + g[1] + g[2] }

type Summer interface {
	Zero() Grid
	Sum() int
}

type Team struct{ Members []string }

func (t Team) Rename(i int, s string) { t.Members[i] = s }

type Renamer interface{ Rename(int, string) }

func main() {
	c := Counter{name: "a"}
	var i Incrementer = c
	i.Inc()
	i.Inc()
	fmt.Println("via iface:", i.Value(), "original:", c.n)
	c.Inc()
	c.IncPtr()
	fmt.Println("direct:", c.n)
	var ip Incrementer = &c
	ip.Inc()
	fmt.Println("via ptr iface:", ip.Value(), c.n)
	fmt.Println(c, &c, []Counter{c}, i)
	var s Summer = Grid{1, 2, 3}
	z := s.Zero()
	fmt.Println(z, s.Sum(), s)
	t := Team{[]string{"x", "y"}}
	var r Renamer = t
	r.Rename(0, "shared backing array")
	fmt.Println(t.Members)
	counters := []Incrementer{Counter{n: 5}, &Counter{n: 5}}
	for _, k := range counters {
		k.Inc()
		fmt.Print(k.Value(), " ")
	}
	fmt.Println()
	byVal := []Counter{{"b", 2}, {"a", 1}}
	sort.Slice(byVal, func(x, y int) bool { return byVal[x].Value() < byVal[y].Value() })
	fmt.Println(byVal)
	m := map[string]Incrementer{"k": Counter{n: 1}}
	m["k"].Inc()
	fmt.Println(m["k"].Value())
	f := i.Inc
	f()
	fmt.Println(i.Value())
}

// Output:
// via iface: 0 original: 0
// direct: 1
// via ptr iface: 1 1
// A=1 A=1 [A=1] A=0
// [0 2 3] 6 [1 2 3]
// [shared backing array y]
// 5 5 
// [A=1 B=2]
// 1
// 0
