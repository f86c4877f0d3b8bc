package main

import "fmt"

type Counter struct {
	name string
	n    int
}

func (c Counter) Show() string { return fmt.Sprintf("%s=%d", c.name, c.n) }
func (c *Counter) Inc()        { c.n++ }

type Op func()

func main() {
	c := Counter{name: "a"}
	show := c.Show
	inc := c.Inc
	inc()
	inc()
	fmt.Println(show(), c.Show())
	ops := map[string]Op{"inc": c.Inc, "print": func() { fmt.Println(c.Show()) }}
	ops["inc"]()
	ops["print"]()
	byExpr := Counter.Show
	ptrExpr := (*Counter).Inc
	ptrExpr(&c)
	fmt.Println(byExpr(c), (*Counter).Show(&c))
	cs := []Counter{{"x", 0}, {"y", 0}}
	for _, cc := range cs {
		cc.Inc()
	}
	fmt.Println(cs)
	for i := range cs {
		cs[i].Inc()
	}
	fmt.Println(cs)
	var fns []func() string
	for _, cc := range cs {
		fns = append(fns, cc.Show)
	}
	cs[0].n = 100
	for _, f := range fns {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	p := &cs[1]
	f := p.Show
	p.n = 50
	fmt.Println(f(), p.Show())
	var nilc *Counter
	g := nilc.Inc
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println("method value from nil pointer is fine until called")
	h := nilc.Show
	_ = h
	g()
}

// Output:
// a=0 a=2
// a=3
// a=4 a=4
// [{x 0} {y 0}]
// [{x 1} {y 1}]
// x=1 y=1 
// y=1 y=50
// method value from nil pointer is fine until called
// recovered: runtime error: invalid memory address or nil pointer dereference
