package main

import (
	"fmt"
	"strings"
)

type Counter int

func (c *Counter) Inc()    { *c++ }
func (c Counter) Get() int { return int(c) }

type Tags []string

func (t *Tags) Add(s string)     { *t = append(*t, s) }
func (t Tags) String() string    { return strings.Join(t, ",") }
func (t Tags) Has(s string) bool { return strings.Contains(","+t.String()+",", ","+s+",") }

type Stats struct {
	Counter
	Tags
	name string
}

type Shared struct {
	*Counter
}

type Incer interface {
	Inc()
	Get() int
}

func main() {
	var s Stats
	s.Inc()
	s.Add("a")
	fmt.Println("direct", s.Get(), s.Counter, s.Tags, s.Has("a"))
	var i Incer = &s
	i.Inc()
	fmt.Println("iface", i.Get(), s.Get())
	f := s.Inc
	f()
	add := s.Add
	add("b")
	fmt.Println("method values", s.Get(), s.Tags)
	g := (*Stats).Inc
	g(&s)
	fmt.Println("method expr", s.Get(), Stats.Get(s))
	var st fmt.Stringer = s
	fmt.Println(st, s.String())
	c := Counter(10)
	sh := Shared{&c}
	sh.Inc()
	i = sh
	i.Inc()
	fmt.Println("shared", c, sh.Get(), i.Get())
	items := []Stats{{}, {}}
	for k := range items {
		items[k].Inc()
		items[k].Add(fmt.Sprint(k))
	}
	fmt.Println(items[0].Get(), items[1].Tags, len(items))
	m := map[string]*Stats{"x": {}}
	m["x"].Inc()
	m["x"].Add("z")
	fmt.Printf("%d %v %+v\n", m["x"].Get(), m["x"].Tags, *m["x"])
}

// Output:
// direct 1 1 a true
// iface 2 2
// method values 3 a,b
// method expr 4 4
// a,b a,b
// shared 12 12 12
// 1 1 2
// 1 z z
